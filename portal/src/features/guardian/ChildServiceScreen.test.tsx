import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ward } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { $subject, actFor, actForSelf } from '../../stores/subject.ts';
import { ChildServiceScreen } from './ChildServiceScreen.tsx';

const web = findRoute('/web/childService') as RouteEntry;
const ward: Ward = { patid: 'MO-1000004', name: { 'zh-Hant': '小明', en: 'Ming', pt: 'Ming' }, age: 9, sexcode: 'M', adult: false };

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  actForSelf();
});

/** The wards call answers as the session stands: unverified until the check passes. */
function guardianApi(verified: boolean) {
  const state = { verified };
  const api = fakeApi({
    '/guardian/wards': () => ({ data: state.verified ? { verified: true, rows: [ward] } : { verified: false, rows: [] } }),
    '/guardian/sendCode': () => ({ data: { demoCode: '123456' } }),
    '/guardian/verify': () => {
      state.verified = true;
      return { data: null };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return { wardCalls: () => api.calls.filter((c) => c.url.endsWith('/guardian/wards')).length };
}

describe('childService through the query cache', () => {
  it('opened again, draws what it had at once; a passed check has the wards load afresh, here and when it opens again', async () => {
    guardianApi(false);
    const user = userEvent.setup();
    renderAt(<ChildServiceScreen route={web} />, '/web/childService');
    expect(await screen.findByRole('heading', { name: 'Confirm your identity first' })).toBeTruthy();
    cleanup();

    renderAt(<ChildServiceScreen route={web} />, '/web/childService');
    // At once, from the query cache.
    expect(screen.getByRole('heading', { name: 'Confirm your identity first' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Your Macao identity number/ }), '1234567(8)');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Your children and wards' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View records of Ming' })).toBeTruthy();
    cleanup();

    // The unverified answer from before the check is not drawn again.
    renderAt(<ChildServiceScreen route={web} />, '/web/childService');
    expect(screen.queryByRole('heading', { name: 'Confirm your identity first' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your children and wards' })).toBeTruthy();
  });

  it('going back to one’s own records keeps the list on screen without loading it again', async () => {
    const { wardCalls } = guardianApi(true);
    act(() => actFor(ward));
    const user = userEvent.setup();
    renderAt(<ChildServiceScreen route={web} />, '/web/childService');
    expect(await screen.findByText('Viewing now')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to my records' }));
    expect($subject.get()).toBeNull();
    expect(screen.getByRole('button', { name: 'View records of Ming' })).toBeTruthy();
    expect(screen.queryByText('Viewing now')).toBeNull();
    expect(wardCalls()).toBe(1);
  });
});
