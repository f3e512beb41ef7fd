import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TrendChart, type TrendBand, type TrendSeries } from '@macao-phr/design-system/trend-chart';
import { inEachLanguage, type Language } from '../languages';

const day = 86_400_000;
const end = Date.UTC(2026, 10, 1);

/** Deterministic readings (no Math.random), so screenshots and play functions repeat. */
function daily(days: number, base: number, swing: number, phase: number): TrendSeries['points'] {
  return Array.from({ length: days }, (_, i) => ({
    t: end - (days - 1 - i) * day,
    value: Math.round(base + swing * Math.sin((i + phase) / 9) + (swing / 2) * Math.sin((i * 7 + phase) / 3)),
  }));
}

/** The stories' text in the three languages of the Language toolbar; the chart's own labels only outside English. */
const text = {
  en: {
    bp: 'Blood pressure', sys: 'Systolic', dia: 'Diastolic', weightHeading: 'Body weight', weight: 'Weight', trends: 'My trends', heartRate: 'Heart rate',
    glucoseHeading: 'Blood glucose, ten years of daily readings', glucose: 'Glucose',
    levels: { low: 'Low', normal: 'Normal', borderline: 'Borderline', high: 'High' },
    chrome: {},
  },
  'zh-Hant': {
    bp: '血壓', sys: '收縮壓', dia: '舒張壓', weightHeading: '體重', weight: '體重', trends: '我的趨勢', heartRate: '心率',
    glucoseHeading: '血糖：十年每日量度', glucose: '血糖',
    levels: { low: '偏低', normal: '正常', borderline: '臨界', high: '偏高' },
    chrome: { groupLabel: '指標', bandSeriesLabel: '參考範圍', showTableLabel: '以表格顯示數據', hideTableLabel: '隱藏數據表格', dateColumnLabel: '日期', emptyLabel: '這段期間沒有量度紀錄' },
  },
  pt: {
    bp: 'Tensão arterial', sys: 'Sistólica', dia: 'Diastólica', weightHeading: 'Peso corporal', weight: 'Peso', trends: 'As minhas tendências', heartRate: 'Frequência cardíaca',
    glucoseHeading: 'Glicemia, dez anos de medições diárias', glucose: 'Glicemia',
    levels: { low: 'Baixo', normal: 'Normal', borderline: 'No limite', high: 'Alto' },
    chrome: { groupLabel: 'Indicador', bandSeriesLabel: 'Intervalos de', showTableLabel: 'Mostrar tabela de dados', hideTableLabel: 'Ocultar tabela de dados', dateColumnLabel: 'Data', emptyLabel: 'Sem medições neste período' },
  },
} satisfies Record<Language, unknown>;

const bloodPressure: TrendSeries[] = [
  { id: 'sys', name: 'Systolic', points: daily(30, 128, 10, 0) },
  { id: 'dia', name: 'Diastolic', points: daily(30, 82, 6, 4) },
];
const bloodPressureIn = (language: Language): TrendSeries[] => bloodPressure.map((series) => ({ ...series, name: text[language][series.id as 'sys' | 'dia'] }));
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
const bandsIn = (language: Language, bands: readonly TrendBand[]): TrendBand[] => bands.map((band) => ({ ...band, label: text[language].levels[band.level] }));

const meta = {
  title: 'Blocks/TrendChart',
  component: TrendChart,
  // The heading is a ReactNode (an object control would show it as JSON, quotes and all); stories pass text.
  argTypes: { heading: { control: 'text' } },
  // The Language toolbar switches the visible text too: headings, series, ranges and the chart's own labels.
  ...inEachLanguage((language) => ({ heading: text[language].bp, series: bloodPressureIn(language), bands: bandsIn(language, bpBands), unit: 'mmHg', ...text[language].chrome })),
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
  ...inEachLanguage((language) => ({ heading: text[language].weightHeading, unit: 'kg', bands: [], series: [{ id: 'w', name: text[language].weight, points: daily(60, 68, 1.5, 2) }] })),
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

const tenYearsOfGlucose = daily(3653, 6, 1.8, 1);

export const TenYearsDaily: Story = {
  ...inEachLanguage((language) => ({
    heading: text[language].glucoseHeading,
    unit: 'mmol/L',
    bands: bandsIn(language, [
      { level: 'low', from: 2, to: 3.9 },
      { level: 'normal', from: 3.9, to: 7.8 },
      { level: 'high', from: 7.8, to: 12 },
    ]),
    series: [{ id: 'glu', name: text[language].glucose, points: tenYearsOfGlucose }],
  })),
  play: async ({ canvasElement }) => {
    // LTTB keeps at most 500 of the 3,653 points in the drawn path.
    await waitFor(() => expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull());
  },
};

/** Blood pressure (the args' series and bands) or heart rate, named after its group. */
function WithGroups({ onGroupChange, series: bpSeries, bands, groups = [], ...props }: Parameters<typeof TrendChart>[0]) {
  const [group, setGroup] = useState('bp');
  const heartRate = groups.find((g) => g.id === 'hr')?.label ?? 'hr';
  const series = group === 'bp' ? bpSeries : [{ id: 'hr', name: heartRate, points: daily(30, 72, 8, 3) }];
  return (
    <TrendChart
      {...props}
      series={series}
      bands={group === 'bp' ? bands : []}
      unit={group === 'bp' ? 'mmHg' : 'bpm'}
      groups={groups}
      group={group}
      onGroupChange={(next) => {
        setGroup(next);
        onGroupChange?.(next);
      }}
    />
  );
}

const groupsInEachLanguage = inEachLanguage((language) => ({ heading: text[language].trends, groups: [{ id: 'bp', label: text[language].bp }, { id: 'hr', label: text[language].heartRate }] }));

export const IndicatorGroups: Story = {
  ...groupsInEachLanguage,
  args: { ...groupsInEachLanguage.args, onGroupChange: fn() },
  render: (args) => <WithGroups {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Indicator' }), 'hr');
    await expect(args.onGroupChange).toHaveBeenCalledWith('hr');
    await expect(canvas.queryByText('Systolic')).toBeNull();
  },
};

export const Empty: Story = {
  ...inEachLanguage((language) => ({ series: [{ id: 'sys', name: text[language].sys, points: [] }] })),
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
    bandSeriesLabel: '參考範圍',
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
    bandSeriesLabel: 'Intervalos de referência de',
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

/**
 * The Language toolbar on Portuguese (the story takes the toolbar's text, not text of its own): the heading,
 * series, ranges and the chart's own labels are Portuguese, none is left in English.
 */
export const ToolbarPortuguese: Story = {
  globals: { locale: 'pt' },
  parameters: { toolbarLocale: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Tensão arterial' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sistólica' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('group', { name: 'Intervalos de' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mostrar tabela de dados' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="trend-chart-band-label"]')).toHaveLength(4));
    await expect(canvasElement).toHaveTextContent('No limite');
    await expect(canvasElement).not.toHaveTextContent(/Systolic|Borderline|Show data table/);
  },
};
