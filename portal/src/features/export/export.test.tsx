import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_SECTIONS, type ExportPreview } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { typeDate } from '../../test/date-field.ts';
import { ExportScreen } from './ExportScreen.tsx';
import { addBmi } from '../health-data/readings/api.ts';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = findRoute('/web/exportRecord') as RouteEntry;
const preview = (readings: number): ExportPreview => ({
  sections: EXPORT_SECTIONS.map((section) => ({ section, count: section === 'readings' ? readings : section === 'allergies' ? 0 : 2 })),
  subject: { name: 'CHAN TAI MAN', maskedId: '******0001' },
  maxItems: 50_000,
});

describe('exportRecord (docs/product/export.md)', () => {
  it('shows each section with its count, follows the choice in the preview, and refuses a period ending before it starts', async () => {
    const api = fakeApi({ '/export/preview': () => ({ data: preview(407) }) });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<ExportScreen route={route} />, '/web/exportRecord');
    expect(await screen.findByText('Summary of CHAN TAI MAN (******0001)')).toBeTruthy();
    const picker = screen.getByRole('group', { name: 'What to include' });
    const readings = within(picker).getByRole('checkbox', { name: /Self-entered readings.*407 items/ });
    expect(readings).toHaveProperty('checked', true);
    const included = screen.getByRole('region', { name: 'What will be included' });
    expect(within(included).getAllByRole('listitem')).toHaveLength(7);
    await user.click(readings);
    expect(within(included).getAllByRole('listitem')).toHaveLength(6);
    expect(within(included).getByText(/In all 10 items/)).toBeTruthy();

    await typeDate(user, 'From', '2026-02-01');
    await typeDate(user, 'To', '2026-01-01');
    expect(await screen.findByText('The end time cannot be earlier than the start time')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the summary (PDF)' })).toHaveProperty('disabled', true);
    expect(api.calls.every((c) => (c.body as { period: { start: string; end: string } }).period.start <= (c.body as { period: { end: string } }).period.end)).toBe(true);
  });

  it('keeps the line naming whose record it is while a new period is counted, so the sections below do not move', async () => {
    const api = fakeApi({ '/export/preview': () => ({ data: preview(407) }) });
    // The first count answers at once; a later one waits until the test lets it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    let previews = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/export/preview') && ++previews > 1) await held;
      return api.fetch(input, init);
    });
    const user = userEvent.setup();
    renderAt(<ExportScreen route={route} />, '/web/exportRecord');
    expect(await screen.findByText('Summary of CHAN TAI MAN (******0001)')).toBeTruthy();
    await typeDate(user, 'From', '2026-02-01');
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'What to include' })).getAllByText('Counting…').length).toBeGreaterThan(0));
    expect(screen.getByText('Summary of CHAN TAI MAN (******0001)')).toBeTruthy();
    release();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'What to include' })).queryAllByText('Counting…')).toHaveLength(0));
    expect(screen.getByText('Summary of CHAN TAI MAN (******0001)')).toBeTruthy();
  });

  it('opened again, shows the counts at once; after a reading is added they are counted afresh', async () => {
    let readings = 407;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/export/preview': () => ({ data: preview(readings) }),
        '/healthRecord/bmi/add': () => {
          readings += 1;
          return { data: null };
        },
      }).fetch,
    );
    renderAt(<ExportScreen route={route} />, '/web/exportRecord');
    expect(await within(screen.getByRole('group', { name: 'What to include' })).findByRole('checkbox', { name: /Self-entered readings.*407 items/ })).toBeTruthy();
    cleanup();

    renderAt(<ExportScreen route={route} />, '/web/exportRecord');
    // At once, from the query cache: the owner's line and the counts.
    expect(screen.getByText('Summary of CHAN TAI MAN (******0001)')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'What to include' })).getByRole('checkbox', { name: /Self-entered readings.*407 items/ })).toBeTruthy();
    cleanup();

    await addBmi({ height: 170, weight: 65, recordTime: '2026-01-02T01:00:00.000Z' });
    renderAt(<ExportScreen route={route} />, '/web/exportRecord');
    expect(within(screen.getByRole('group', { name: 'What to include' })).queryByRole('checkbox', { name: /407 items/ })).toBeNull();
    expect(await within(screen.getByRole('group', { name: 'What to include' })).findByRole('checkbox', { name: /Self-entered readings.*408 items/ })).toBeTruthy();
  });

  it('says when the choice is over the limit and offers no download', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/export/preview': () => ({ data: preview(60_000) }) }).fetch);
    renderAt(<ExportScreen route={route} />, '/web/exportRecord');
    expect(await screen.findByText(/too many for one export/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download the International Patient Summary (FHIR JSON)' })).toHaveProperty('disabled', true));
  });
});
