import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsentRow } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, findOpenDialog, renderAt, setupI18n } from '../../test/render.tsx';
import { ConsentsScreen } from './ConsentsScreen.tsx';
import { confirmInfo, listConsents } from './api.ts';

const route = findRoute('/mob/qrConsents') as RouteEntry;
const name = (en: string) => ({ 'zh-Hant': en, en, pt: en });
const consent = (withdrawnAt: string | null): ConsentRow => ({
  id: 3,
  doctor: { name: name('Dr. Lam'), department: name('Cardiology'), orgCode: 'KWH' },
  recordType: 'OUT',
  agreedAt: '2026-05-01T02:00:00.000Z',
  withdrawnAt,
  givenBy: name('CHAN TAI MAN'),
});

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('qrConsents through the query cache', () => {
  it('opened again, draws the consents at once; a withdrawal shows the list as the server has it after, then and when it opens again', async () => {
    let withdrawnAt: string | null = null;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/qrCode/consentList': () => ({ data: { rows: [consent(withdrawnAt)], total: 1 } }),
        '/qrCode/withdrawConsent': () => {
          withdrawnAt = '2026-05-02T02:00:00.000Z';
          return { data: null };
        },
      }).fetch,
    );
    const user = userEvent.setup();
    renderAt(<ConsentsScreen route={route} />, '/mob/qrConsents');
    expect(await screen.findByText('Active')).toBeTruthy();
    cleanup();

    renderAt(<ConsentsScreen route={route} />, '/mob/qrConsents');
    // At once, from the query cache; withdrawn within a second of that answer, which the cache would otherwise take as it is.
    await user.click(screen.getByRole('button', { name: 'Withdraw the consent for Dr. Lam' }));
    await user.click(within(await findOpenDialog('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();
    cleanup();

    renderAt(<ConsentsScreen route={route} />, '/mob/qrConsents');
    expect(screen.getByText('Withdrawn')).toBeTruthy();
  });

  it('a consent given from a doctor’s QR request drops the list from the cache', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/qrCode/consentList': () => ({ data: { rows: [consent(null)], total: 1 } }),
        '/qrCode/confirmInfo': () => ({ data: { agreed: true } }),
      }).fetch,
    );
    await listConsents(1, 20).fetch();
    expect(listConsents(1, 20).peek()?.total).toBe(1);
    await confirmInfo('QR-1', true, undefined);
    expect(listConsents(1, 20).peek()).toBeUndefined();
  });
});
