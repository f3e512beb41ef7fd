import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SettingScreen } from './SettingScreen.tsx';
import { VersionInfoScreen } from './VersionInfoScreen.tsx';
import { PersonalInfoScreen } from './PersonalInfoScreen.tsx';
import { appVersion } from './version.ts';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { $homeVariant } from '../../stores/home-variant.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';

const route = (path: string) => findRoute(path) as RouteEntry;

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $homeVariant.set('traditional');
});

describe('SettingScreen', () => {
  it('stores the chosen home variant on a phone (docs/product/routes.md traditional and easy home)', async () => {
    renderAt(<SettingScreen route={route('/mob/setting')} />, '/mob/setting');
    const classic = screen.getByRole('radio', { name: /Classic home/ });
    expect(classic).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: /Easy home/ }));
    expect($homeVariant.get()).toBe('easy');
    expect(screen.getByRole('radio', { name: /Easy home/ })).toHaveProperty('checked', true);
  });

  it('offers the three languages, marks the current one, and links to version information', () => {
    renderAt(<SettingScreen route={route('/web/setting')} />, '/web/setting');
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group.querySelectorAll('button')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: /Version information/ }).getAttribute('href')).toBe('/web/versionInfo');
    // The home variants are a phone thing: the web tree has one home.
    expect(screen.queryByRole('radio', { name: /Classic home/ })).toBeNull();
  });
});

describe('VersionInfoScreen', () => {
  it('shows the version of portal/package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'portal/package.json'), 'utf8')) as { version: string };
    expect(appVersion).toBe(pkg.version);
    renderAt(<VersionInfoScreen route={route('/web/versionInfo')} />, '/web/versionInfo');
    expect(screen.getByTestId('app-version').textContent).toBe(pkg.version);
  });
});

describe('PersonalInfoScreen', () => {
  it('shows the resident from /personalInformation/detail in the interface language', async () => {
    const api = fakeApi({
      '/personalInformation/detail': () => ({
        data: { name: { 'zh-Hant': '陳大文', en: 'CHAN TAI MAN', pt: 'CHAN TAI MAN' }, sexcode: 'M', age: 48, patid: 'MO-1', race: 0, adult: true, birthDate: '1978-04-12' },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<PersonalInfoScreen route={route('/web/personalInfo')} />, '/web/personalInfo');
    expect(await screen.findByText('CHAN TAI MAN')).toBeTruthy();
    expect(screen.getByText('Male')).toBeTruthy();
    expect(screen.getByText('48 years')).toBeTruthy();
    expect(screen.getByText('MO-1')).toBeTruthy();
  });
});
