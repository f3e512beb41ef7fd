import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INDICATORS, NORMALIZATIONS, NORMALIZATION_CODES, ORGANISATIONS, classifyIndicator } from '@macao-phr/contract';
import type { IndicatorCode, IndicatorPoint } from '@macao-phr/contract';
import { findRoute } from '../../../routes/routes.ts';
import type { RouteEntry } from '../../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../../test/render.tsx';
import { CholesterolTrendScreen, HealthTrendScreen } from './TrendScreens.tsx';
import { HealthDataDetailScreen, parseDetailQuery } from './HealthDataDetailScreen.tsx';
import { updateBmi } from '../readings/api.ts';

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

const groups = NORMALIZATION_CODES.map((code) => {
  const { codes, ...names } = NORMALIZATIONS[code];
  return { normalizationCode: code, ...names, count: code === 'LIPID' ? 36 : 0, normalizations: codes.map((c) => ({ newIndexCode: c, ...INDICATORS[c] })) };
});

/** Twelve lipid panels, one a week back from now, each from KWH. */
function lipidPoints(): IndicatorPoint[] {
  const out: IndicatorPoint[] = [];
  for (let i = 11; i >= 0; i--) {
    const recordTime = new Date(Date.now() - (i + 1) * 7 * 86_400_000).toISOString();
    for (const [code, value] of [['TC', 5 + i / 10], ['LDL', 3 + i / 20], ['HDL', 1.2]] as [IndicatorCode, number][]) {
      out.push({ recordType: 'lab', id: 100 + i, newIndexCode: code, value, level: classifyIndicator(code, value, { sexcode: 'F', race: 0 }), recordTime, source: 'org', orgCode: 'KWH' });
    }
  }
  return out;
}

function server() {
  return fakeApi({
    '/trendInfo/chooseNormalization': () => ({ data: groups }),
    '/organizationInfo/chooseOrganization': () => ({ data: ORGANISATIONS.map((o) => ({ ...o, logo: null })) }),
    '/trendInfo/getTrendDetailInfo': (body) => ({
      data: { normalizationCode: (body as { normalizationCode: string }).normalizationCode, sexcode: 'F', race: 0, points: (body as { normalizationCode: string }).normalizationCode === 'LIPID' ? lipidPoints() : [], truncated: false },
    }),
    '/trendInfo/getResultDetail': (body) =>
      (body as { id: number }).id === 100
        ? { data: { recordType: 'lab', id: 100, recordTime: '2026-01-02T01:00:00Z', source: 'org', orgCode: 'KWH', values: [{ newIndexCode: 'HDL', value: 1.2, level: 'low' }], timing: null, hoursAfterMeal: null, sample: null } }
        : { resultCode: '200004', resultMsg: 'Not found', data: null },
  });
}

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('trend screens', () => {
  it('lists organisation cholesterol values newest first with their band and organisation, paging by 10 on the web', async () => {
    const api = server();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<CholesterolTrendScreen route={route('/web/assayTrend/cholesterol')} />, '/web/assayTrend/cholesterol');
    const list = await screen.findByRole('list', { name: 'Values of Total cholesterol' });
    const items = within(list).getAllByRole('link');
    expect(items).toHaveLength(10);
    expect(items[0]?.textContent).toContain('5 mmol/L · From Kiang Wu Hospital');
    expect(items[0]?.textContent).toContain('Normal');
    expect(items[0]?.getAttribute('href')).toBe('/web/healthDataDetail?type=lab&id=100');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Values of Total cholesterol' })).getAllByRole('link')).toHaveLength(2));
    // The web tree links every health-data screen.
    expect(within(screen.getByRole('navigation', { name: 'Health data pages' })).getAllByRole('link')).toHaveLength(9);
  });

  it('switches indicator by its name and adds 10 at a time on a phone', async () => {
    const api = server();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<CholesterolTrendScreen route={route('/mob/assayTrend/cholesterol')} />, '/mob/assayTrend/cholesterol');
    await screen.findByRole('list', { name: 'Values of Total cholesterol' });
    await userEvent.selectOptions(screen.getByLabelText('Indicator'), 'HDL cholesterol');
    const list = await screen.findByRole('list', { name: 'Values of HDL cholesterol' });
    expect(within(list).getAllByRole('link')[0]?.textContent).toContain('Low');
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(12));
    expect(screen.queryByRole('navigation', { name: 'Health data pages' })).toBeNull();
  });

  it('picks the group by its name in the current language and fetches each group once (cached, docs/product/routes.md behaviour 6)', async () => {
    const api = server();
    vi.stubGlobal('fetch', api.fetch);
    const first = renderAt(<HealthTrendScreen route={route('/web/healthTrend')} />, '/web/healthTrend');
    const picker = await screen.findByLabelText('Health indicator');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cholesterol (36)', 'HbA1c (0)', 'Capillary blood glucose (0)', 'Venous blood glucose (0)', 'Weight and BMI (0)', 'Blood pressure (0)']));
    await screen.findByRole('list', { name: 'Values of Total cholesterol' });
    first.unmount();
    renderAt(<HealthTrendScreen route={route('/web/healthTrend')} />, '/web/healthTrend');
    await screen.findByRole('list', { name: 'Values of Total cholesterol' });
    expect(api.calls.filter((c) => c.url.endsWith('/trendInfo/getTrendDetailInfo'))).toHaveLength(1);
    expect(api.calls.filter((c) => c.url.endsWith('/trendInfo/chooseNormalization'))).toHaveLength(1);
  });
});

describe('healthDataDetail', () => {
  it('reads only well-formed addresses', () => {
    expect(parseDetailQuery('type=lab&id=12')).toEqual({ type: 'lab', id: 12 });
    for (const bad of ['type=lab', 'type=x&id=1', 'type=bmi&id=0', 'type=bmi&id=1.5', 'type=bmi&id=99999999999', 'id=1']) expect(parseDetailQuery(bad)).toBeNull();
  });

  it('shows one organisation result with its band, and an unknown id as not found', async () => {
    const api = server();
    vi.stubGlobal('fetch', api.fetch);
    const shown = renderAt(<HealthDataDetailScreen route={route('/mob/healthDataDetail')} />, '/mob/healthDataDetail', 'type=lab&id=100');
    expect(await screen.findByRole('heading', { name: 'Organisation result' })).toBeTruthy();
    expect(await screen.findByText('Kiang Wu Hospital')).toBeTruthy();
    expect(screen.getByText('HDL cholesterol')).toBeTruthy();
    expect(screen.getByText('Low')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the trend' }).getAttribute('href')).toBe('/mob/assayTrend/cholesterol?code=HDL');
    expect(screen.queryByRole('link', { name: 'Edit this reading' })).toBeNull();
    shown.unmount();
    renderAt(<HealthDataDetailScreen route={route('/mob/healthDataDetail')} />, '/mob/healthDataDetail', 'type=lab&id=5');
    expect(await screen.findByText('This record was not found.')).toBeTruthy();
  });

  it('opened again, draws the reading at once; once it is changed, it loads afresh', async () => {
    let bmi = 22.1;
    const api = fakeApi({
      '/organizationInfo/chooseOrganization': () => ({ data: [] }),
      '/trendInfo/getResultDetail': () => ({ data: { recordType: 'bmi', id: 9, recordTime: '2026-01-02T01:00:00Z', source: 'self', orgCode: null, values: [{ newIndexCode: 'BMI', value: bmi, level: 'normal' }], timing: null, hoursAfterMeal: null, sample: null } }),
      '/healthRecord/bmi/update': () => {
        bmi = 24.5;
        return { data: null };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const detailCalls = () => api.calls.filter((c) => c.url.endsWith('/getResultDetail')).length;
    renderAt(<HealthDataDetailScreen route={route('/web/healthDataDetail')} />, '/web/healthDataDetail', 'type=bmi&id=9');
    expect(await screen.findByText(/^22\.1 /)).toBeTruthy();
    cleanup();

    renderAt(<HealthDataDetailScreen route={route('/web/healthDataDetail')} />, '/web/healthDataDetail', 'type=bmi&id=9');
    // At once, from the query cache.
    expect(screen.getByText(/^22\.1 /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit this reading' }).getAttribute('href')).toBe('/web/addBmi?id=9');
    cleanup();

    await updateBmi(9, { height: 170, weight: 70.8, recordTime: '2026-01-02T01:00:00.000Z' });
    const before = detailCalls();
    renderAt(<HealthDataDetailScreen route={route('/web/healthDataDetail')} />, '/web/healthDataDetail', 'type=bmi&id=9');
    expect(screen.queryByText(/^22\.1 /)).toBeNull();
    expect(await screen.findByText(/^24\.5 /)).toBeTruthy();
    expect(detailCalls()).toBe(before + 1);
  });
});
