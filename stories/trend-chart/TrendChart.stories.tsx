import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TrendChart, type TrendBand, type TrendSeries } from '@macao-phr/design-system/trend-chart';

const day = 86_400_000;
const end = Date.UTC(2026, 10, 1);

/** Deterministic readings (no Math.random), so screenshots and play functions repeat. */
function daily(days: number, base: number, swing: number, phase: number): TrendSeries['points'] {
  return Array.from({ length: days }, (_, i) => ({
    t: end - (days - 1 - i) * day,
    value: Math.round(base + swing * Math.sin((i + phase) / 9) + (swing / 2) * Math.sin((i * 7 + phase) / 3)),
  }));
}

const bloodPressure: TrendSeries[] = [
  { id: 'sys', name: 'Systolic', points: daily(30, 128, 10, 0) },
  { id: 'dia', name: 'Diastolic', points: daily(30, 82, 6, 4) },
];
// Each series has its own reference ranges: a diastolic 82 is borderline, not "Low" as on the systolic scale.
const bpBands: TrendBand[] = [
  { series: 'sys', level: 'low', from: 70, to: 90, label: 'Low' },
  { series: 'sys', level: 'normal', from: 90, to: 120, label: 'Normal' },
  { series: 'sys', level: 'borderline', from: 120, to: 140, label: 'Borderline' },
  { series: 'sys', level: 'high', from: 140, to: 160, label: 'High' },
  { series: 'dia', level: 'low', from: 50, to: 60, label: 'Low' },
  { series: 'dia', level: 'normal', from: 60, to: 80, label: 'Normal' },
  { series: 'dia', level: 'borderline', from: 80, to: 90, label: 'Borderline' },
  { series: 'dia', level: 'high', from: 90, to: 100, label: 'High' },
];

const meta = {
  title: 'Blocks/TrendChart',
  component: TrendChart,
  args: { heading: 'Blood pressure', series: bloodPressure, bands: bpBands, unit: 'mmHg' },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line').length).toBe(2));
    await expect(canvasElement.querySelectorAll('.recharts-reference-area').length).toBe(4);
  },
};

export const SingleSeries: Story = {
  args: { heading: 'Body weight', unit: 'kg', bands: [], series: [{ id: 'w', name: 'Weight', points: daily(60, 68, 1.5, 2) }] },
};

export const DataTableOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show data table' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = canvas.getByRole('table', { name: 'Blood pressure' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Blood pressure' })).toHaveFocus();
  },
};

export const TenYearsDaily: Story = {
  args: {
    heading: 'Blood glucose, ten years of daily readings',
    unit: 'mmol/L',
    bands: [
      { level: 'low', from: 2, to: 3.9, label: 'Low' },
      { level: 'normal', from: 3.9, to: 7.8, label: 'Normal' },
      { level: 'high', from: 7.8, to: 12, label: 'High' },
    ],
    series: [{ id: 'glu', name: 'Glucose', points: daily(3653, 6, 1.8, 1).map((p) => ({ ...p, value: p.value / 1 })) }],
  },
  play: async ({ canvasElement }) => {
    // LTTB keeps at most 500 of the 3,653 points in the drawn path.
    await waitFor(() => expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull());
  },
};

function WithGroups({ onGroupChange, ...props }: Parameters<typeof TrendChart>[0]) {
  const [group, setGroup] = useState('bp');
  const series = group === 'bp' ? bloodPressure : [{ id: 'hr', name: 'Heart rate', points: daily(30, 72, 8, 3) }];
  return (
    <TrendChart
      {...props}
      series={series}
      bands={group === 'bp' ? bpBands : []}
      unit={group === 'bp' ? 'mmHg' : 'bpm'}
      groups={[{ id: 'bp', label: 'Blood pressure' }, { id: 'hr', label: 'Heart rate' }]}
      group={group}
      onGroupChange={(next) => {
        setGroup(next);
        onGroupChange?.(next);
      }}
    />
  );
}

export const IndicatorGroups: Story = {
  args: { heading: 'My trends', onGroupChange: fn() },
  render: (args) => <WithGroups {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Indicator' }), 'hr');
    await expect(args.onGroupChange).toHaveBeenCalledWith('hr');
    await expect(canvas.queryByText('Systolic')).toBeNull();
  },
};

export const Empty: Story = {
  args: { series: [{ id: 'sys', name: 'Systolic', points: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No readings in this period')).toBeVisible();
  },
};

const zhSeries: TrendSeries[] = [
  { id: 'sys', name: '收縮壓（上壓）', points: bloodPressure[0]!.points },
  { id: 'dia', name: '舒張壓（下壓）', points: bloodPressure[1]!.points },
];

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    heading: '過去三十日的血壓量度趨勢',
    series: zhSeries,
    bands: bpBands.map((b) => ({ ...b, label: { low: '偏低', normal: '正常範圍', borderline: '臨界範圍', high: '偏高' }[b.level] })),
    showTableLabel: '以表格顯示數據',
    hideTableLabel: '隱藏數據表格',
    dateColumnLabel: '量度日期',
    groupLabel: '指標組別',
    groups: [{ id: 'bp', label: '血壓' }, { id: 'hr', label: '心率及脈搏' }],
  },
};

export const LongTextEn: Story = {
  args: {
    heading: 'Blood pressure trend over the last thirty days, measured at home',
    series: [
      { id: 'sys', name: 'Systolic pressure (upper number)', points: bloodPressure[0]!.points },
      { id: 'dia', name: 'Diastolic pressure (lower number)', points: bloodPressure[1]!.points },
    ],
    groupLabel: 'Indicator group',
    groups: [{ id: 'bp', label: 'Blood pressure and heart rate' }, { id: 'glu', label: 'Blood glucose' }],
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    heading: 'Evolução da tensão arterial nos últimos trinta dias',
    series: [
      { id: 'sys', name: 'Tensão arterial sistólica (máxima)', points: bloodPressure[0]!.points },
      { id: 'dia', name: 'Tensão arterial diastólica (mínima)', points: bloodPressure[1]!.points },
    ],
    bands: bpBands.map((b) => ({ ...b, label: { low: 'Abaixo do normal', normal: 'Normal', borderline: 'No limite', high: 'Acima do normal' }[b.level] })),
    showTableLabel: 'Mostrar tabela de dados',
    hideTableLabel: 'Ocultar tabela de dados',
    dateColumnLabel: 'Data da medição',
    groupLabel: 'Grupo de indicadores',
    groups: [{ id: 'bp', label: 'Tensão arterial e frequência cardíaca' }, { id: 'glu', label: 'Glicemia' }],
  },
};

/** Lab values with decimals in Portuguese: the table, axis and tooltip write the locale's numbers ("5,41"). */
export const DecimalValuesPt: Story = {
  globals: { locale: 'pt' },
  args: {
    heading: 'Glicemia em jejum',
    unit: 'mmol/L',
    bands: [{ level: 'normal', from: 3.9, to: 6.1, label: 'Normal' }],
    series: [{ id: 'glu', name: 'Glicemia', points: [5.41, 6.02, 5.87, 6.35, 5.6].map((value, i) => ({ t: end - (4 - i) * 30 * day, value })) }],
    showTableLabel: 'Mostrar tabela de dados',
    hideTableLabel: 'Ocultar tabela de dados',
    dateColumnLabel: 'Data da medição',
    defaultTableOpen: true,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Glicemia em jejum' });
    await expect(table).toHaveTextContent('5,41 mmol/L');
    await expect(table).not.toHaveTextContent('5.41');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultTableOpen: true } };
export const HighContrast: Story = { globals: { theme: 'contrast' }, args: { defaultTableOpen: true } };

/** Bands per series: the chart shows the systolic ranges first and offers the diastolic ones. */
export const RangesPerSeries: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const ranges = canvas.getByRole('group', { name: 'Ranges for' });
    await expect(ranges).toBeVisible();
    const systolic = canvas.getByRole('button', { name: 'Systolic' });
    const diastolic = canvas.getByRole('button', { name: 'Diastolic' });
    await expect(systolic).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(diastolic);
    await expect(diastolic).toHaveAttribute('aria-pressed', 'true');
    // Four bands of the chosen series, never both sets at once.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="trend-chart-band-label"]')).toHaveLength(4));
  },
};
