import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { findRoute } from '../routes/routes.ts';
import type { RouteEntry } from '../routes/routes.ts';
import { $token } from '../stores/session.ts';
import { $homeVariant } from '../stores/home-variant.ts';
import { todayInMacao } from '../features/common/period-range.ts';
import { fakeApi, renderAt, setupI18n } from '../test/render.tsx';
import { LabReportListScreen } from '../features/lab-reports/LabReportListScreen.tsx';
import { prefetchRoute } from './route-prefetch.ts';

const route = (path: string) => findRoute(path) as RouteEntry;

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $token.set(undefined);
  $homeVariant.set('traditional');
});

const row = { id: 1, orgCode: 'KWH', testName: '血脂檢查', testNameEn: 'Lipid profile', testNamePt: 'Perfil lipídico', testResultType: 'normal', visitDate: '2026-05-28', visitTime: '09:15', itemCount: 4, abnormalCount: 0 };

function server() {
  const api = fakeApi({
    '/patientTestInfo/getPatientTestInfo': () => ({ data: { rows: [row], total: 1 } }),
    '/patientTestInfo/getFilterInfoNum': () => ({ data: { total: 1, byOrg: [{ orgCode: 'KWH', count: 1 }] } }),
    '/patientTestInfo/getFilterInfo': () => ({ data: { orgCodes: ['KWH'] } }),
    '/personalInformation/detail': () => ({ data: null }),
    '/manageServiceInfo/commonReferralService': () => ({ data: null }),
    '/manageMessageInfo/list': () => ({ data: [] }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** The addresses asked for, without their queries. */
const asked = (api: ReturnType<typeof server>) => api.calls.map((c) => c.url.split('?')[0] ?? c.url);

describe('route prefetch (the route manifest’s `prefetch`)', () => {
  it('the lab report list asks for its count and first page with the opening filter when chosen; the list takes them', async () => {
    $token.set('tok');
    const api = server();
    prefetchRoute(route('/mob/analysisReportList'));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    const opening = { selectTime: { start: '2017-01-01', end: todayInMacao() } };
    expect(api.calls.find((c) => c.url.endsWith('getFilterInfoNum'))?.body).toEqual(opening);
    expect(api.calls.find((c) => c.url.endsWith('getPatientTestInfo'))?.body).toEqual({ ...opening, page: { pageNum: 1, pageSize: 10 } });

    renderAt(<LabReportListScreen route={route('/mob/analysisReportList')} />, '/mob/analysisReportList');
    const list = await screen.findByRole('list', { name: 'Lab reports' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(await screen.findByText('1 report matches')).toBeTruthy();
    // Neither asked again.
    expect(asked(api).filter((url) => url.endsWith('getPatientTestInfo'))).toHaveLength(1);
    expect(asked(api).filter((url) => url.endsWith('getFilterInfoNum'))).toHaveLength(1);
  });

  it('the homes ask for the name, the services and (but on the easy home) the banners of their terminal', async () => {
    $token.set('tok');
    const api = server();
    prefetchRoute(route('/web/home'));
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(asked(api).sort()).toEqual(['/api/manageMessageInfo/list', '/api/manageServiceInfo/commonReferralService', '/api/personalInformation/detail']);
    expect(api.calls.find((c) => c.url.includes('commonReferralService'))?.url).toContain('terminal=web');

    const easy = server();
    $homeVariant.set('easy');
    $token.set('tok-2');
    prefetchRoute(route('/mob/home'));
    await waitFor(() => expect(easy.calls).toHaveLength(2));
    expect(asked(easy).sort()).toEqual(['/api/manageServiceInfo/commonReferralService', '/api/personalInformation/detail']);
    expect(easy.calls.find((c) => c.url.includes('commonReferralService'))?.url).toContain('terminal=mobile');
  });

  it('asks nothing signed out, nor for a route that declares no prefetch', async () => {
    const api = server();
    prefetchRoute(route('/mob/analysisReportList'));
    $token.set('tok');
    prefetchRoute(route('/mob/pressurePage'));
    // Waited for by what a route that does prefetch asks, chosen after them: once its calls are out, only its calls are.
    prefetchRoute(route('/web/home'));
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(asked(api).sort()).toEqual(['/api/manageMessageInfo/list', '/api/manageServiceInfo/commonReferralService', '/api/personalInformation/detail']);
  });
});
