import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import userEvent from '@testing-library/user-event';
import { TrendChart, type TrendSeries } from './index.ts';

beforeAll(() => {
  // recharts measures its container; happy-dom has no layout, so give it a fixed box.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
});
afterEach(cleanup);

const day = 86_400_000;
const start = Date.UTC(2025, 0, 1);
const series: TrendSeries[] = [
  { id: 'sys', name: 'Systolic', points: [0, 1, 2].map((i) => ({ t: start + i * day, value: 120 + i })) },
  { id: 'dia', name: 'Diastolic', points: [0, 2].map((i) => ({ t: start + i * day, value: 80 + i })) },
];
const formatDate = (t: number) => new Date(t).toISOString().slice(0, 10);

describe('TrendChart', () => {
  it('opens a data table of every reading by keyboard, newest first, with a caption and a blank for a missing value', async () => {
    const user = userEvent.setup();
    render(<TrendChart heading="Blood pressure" series={series} unit="mmHg" formatDate={formatDate} />);
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');

    const table = screen.getByRole('table', { name: 'Blood pressure' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide data table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date', 'Systolic', 'Diastolic']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('2025-01-03');
    expect(rows[1]!.textContent).toContain('122 mmHg');
    expect(rows[2]!.textContent).toBe('2025-01-02121 mmHg');

    // The scrolling table region is itself reachable by keyboard.
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('region');
  });

  it('lists all points in the table even when the chart draws a downsampled series', async () => {
    const long: TrendSeries = { id: 'w', name: 'Weight', points: Array.from({ length: 400 }, (_, i) => ({ t: start + i * day, value: 60 + (i % 7) })) };
    render(<TrendChart heading="Weight" series={[long]} maxPoints={50} defaultTableOpen />);
    expect(screen.getAllByRole('row')).toHaveLength(401);
  });

  it('offers the indicator groups and reports a change (uncontrolled)', async () => {
    const onGroupChange = vi.fn();
    render(
      <TrendChart
        heading="Trends"
        series={series}
        groups={[{ id: 'bp', label: 'Blood pressure' }, { id: 'glucose', label: 'Blood glucose' }]}
        groupLabel="Indicator group"
        onGroupChange={onGroupChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Indicator group' }) as HTMLSelectElement;
    expect(select.value).toBe('bp');
    await userEvent.selectOptions(select, 'glucose');
    expect(onGroupChange).toHaveBeenCalledWith('glucose');
    expect(select.value).toBe('glucose');
  });

  it('follows a controlled group and hides the picker for a single group', () => {
    const { rerender } = render(
      <TrendChart heading="Trends" series={series} groups={[{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }]} group="b" />,
    );
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('b');
    rerender(<TrendChart heading="Trends" series={series} groups={[{ id: 'a', label: 'A' }]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows the empty text and no table toggle when there are no readings', () => {
    render(<TrendChart heading="Weight" series={[{ id: 'w', name: 'Weight', points: [] }]} emptyLabel="沒有紀錄" />);
    expect(screen.getByText('沒有紀錄')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names series in a legend when there are several', () => {
    const { container } = render(<TrendChart heading="Blood pressure" series={series} />);
    const legend = container.querySelector('[data-slot="trend-chart-legend"]');
    expect(legend?.textContent).toBe('SystolicDiastolic');
  });

  it("writes table values in the locale's numbers, or with the formatValue given", () => {
    const glucose: TrendSeries[] = [{ id: 'glu', name: 'Glucose', points: [{ t: start, value: 5.41 }, { t: start + day, value: 1234.5 }] }];
    const { unmount } = render(
      <I18nProvider locale="pt-PT">
        <TrendChart heading="Glucose" series={glucose} unit="mmol/L" formatDate={formatDate} defaultTableOpen />
      </I18nProvider>,
    );
    const cells = () => within(screen.getByRole('table', { name: 'Glucose' })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells()).toEqual([`${new Intl.NumberFormat('pt-PT').format(1234.5)} mmol/L`, '5,41 mmol/L']);
    unmount();
    render(<TrendChart heading="Glucose" series={glucose} formatDate={formatDate} formatValue={(v) => v.toFixed(1)} defaultTableOpen />);
    expect(cells()).toEqual(['1234.5', '5.4']);
  });
});

describe('TrendChart bands per series', () => {
  it('shows one series’ ranges at a time and lets the reader pick the other', async () => {
    const t0 = Date.UTC(2026, 0, 1);
    render(
      <TrendChart
        heading="Blood pressure"
        series={[
          { id: 'sys', name: 'Systolic', points: [{ t: t0, value: 130 }] },
          { id: 'dia', name: 'Diastolic', points: [{ t: t0, value: 82 }] },
        ]}
        bands={[
          { series: 'sys', level: 'low', from: 70, to: 90, label: 'Low' },
          { series: 'dia', level: 'borderline', from: 80, to: 90, label: 'Borderline' },
        ]}
      />,
    );
    const systolic = screen.getByRole('button', { name: 'Systolic' });
    expect(systolic.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Diastolic' }));
    expect(screen.getByRole('button', { name: 'Diastolic' }).getAttribute('aria-pressed')).toBe('true');
    expect(systolic.getAttribute('aria-pressed')).toBe('false');
  });
});
