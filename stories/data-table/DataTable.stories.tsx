import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DataTable, ReadingBadge, type DataTableColumn, type DataTableProps, type ReadingLevel } from '@macao-phr/design-system';

interface Reading {
  id: string;
  date: string;
  systolic: number;
  diastolic: number;
  level: ReadingLevel;
  note: string;
}

const readings: Reading[] = [
  { id: '1', date: '2026-11-20', systolic: 118, diastolic: 76, level: 'normal', note: 'Morning' },
  { id: '2', date: '2026-11-21', systolic: 142, diastolic: 92, level: 'high', note: 'After coffee' },
  { id: '3', date: '2026-11-19', systolic: 131, diastolic: 84, level: 'borderline', note: 'Evening' },
  { id: '4', date: '2026-11-22', systolic: 88, diastolic: 58, level: 'low', note: 'After a long walk' },
];

interface Labels { date: string; systolic: string; diastolic: string; level: string; note: string; levels: Record<ReadingLevel, string> }

const columnsFor = (l: Labels): DataTableColumn<Reading>[] => [
  { key: 'date', header: l.date, cell: (r) => r.date, sortValue: (r) => r.date },
  { key: 'systolic', header: l.systolic, cell: (r) => r.systolic, sortValue: (r) => r.systolic, align: 'end' },
  { key: 'diastolic', header: l.diastolic, cell: (r) => r.diastolic, sortValue: (r) => r.diastolic, align: 'end' },
  { key: 'level', header: l.level, cell: (r) => <ReadingBadge level={r.level} labels={l.levels} /> },
  { key: 'note', header: l.note, cell: (r) => r.note },
];

const en: Labels = { date: 'Date', systolic: 'Systolic', diastolic: 'Diastolic', level: 'Result', note: 'Note', levels: { low: 'Low', borderline: 'Borderline', normal: 'Normal', high: 'High' } };
const zhHant: Labels = { date: '日期', systolic: '收縮壓', diastolic: '舒張壓', level: '結果', note: '備註', levels: { low: '偏低', borderline: '臨界', normal: '正常', high: '偏高' } };
const pt: Labels = { date: 'Data', systolic: 'Sistólica', diastolic: 'Diastólica', level: 'Resultado', note: 'Nota', levels: { low: 'Baixo', borderline: 'No limite', normal: 'Normal', high: 'Alto' } };
const notes = { 'zh-Hant': ['早上', '喝咖啡後', '晚上', '長時間步行後'], pt: ['Manhã', 'Depois do café', 'Noite', 'Depois de uma longa caminhada'] };
const rowsIn = (language: 'zh-Hant' | 'pt') => readings.map((r, i) => ({ ...r, note: notes[language][i]! }));

function ReadingsTable(props: Omit<DataTableProps<Reading>, 'rowKey'>) {
  return <DataTable<Reading> rowKey={(r) => r.id} {...props} />;
}

const meta = {
  title: 'Data/DataTable',
  component: ReadingsTable,
  args: { caption: 'Blood pressure readings', columns: columnsFor(en), rows: readings, onSortChange: fn() },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { caption: '血壓紀錄', columns: columnsFor(zhHant), rows: rowsIn('zh-Hant'), loadingLabel: '載入中', emptyLabel: '沒有紀錄' },
      pt: { caption: 'Medições da tensão arterial', columns: columnsFor(pt), rows: rowsIn('pt'), loadingLabel: 'A carregar', emptyLabel: 'Sem registos' },
    },
  },
} satisfies Meta<typeof ReadingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Systolic' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Systolic' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('2026-11-22');
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'systolic', direction: 'ascending' });
  },
};

export const SortedDescending: Story = { args: { defaultSort: { column: 'date', direction: 'descending' } } };

export const HiddenCaption: Story = { args: { captionDisplay: 'hidden' } };

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyLabel: 'No readings in this period' },
  parameters: { localeArgs: { 'zh-Hant': { rows: [], emptyLabel: '這段期間沒有量度紀錄' }, pt: { rows: [], emptyLabel: 'Sem medições neste período' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No readings in this period' })).toBeVisible();
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    caption: '最近一個月在家中量度的血壓紀錄',
    emptyLabel: '沒有紀錄',
    columns: columnsFor({ date: '量度日期', systolic: '收縮壓（上壓）', diastolic: '舒張壓（下壓）', level: '結果', note: '備註', levels: { low: '偏低', borderline: '臨界', normal: '正常', high: '偏高' } }),
    rows: readings.map((r) => ({ ...r, note: '早上起床後休息五分鐘再量度' })),
  },
};

export const LongTextEn: Story = {
  args: {
    caption: 'Blood pressure readings taken at home during the last month',
    columns: columnsFor({ ...en, systolic: 'Systolic pressure (upper number)', diastolic: 'Diastolic pressure (lower number)' }),
    rows: readings.map((r) => ({ ...r, note: 'Measured after resting for five minutes in the morning' })),
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    caption: 'Registos da tensão arterial medida em casa no último mês',
    columns: columnsFor({ date: 'Data da medição', systolic: 'Tensão sistólica (máxima)', diastolic: 'Tensão diastólica (mínima)', level: 'Resultado', note: 'Observações', levels: { low: 'Abaixo do normal', borderline: 'No limite', normal: 'Normal', high: 'Acima do normal' } }),
    rows: readings.map((r) => ({ ...r, note: 'Medida de manhã depois de cinco minutos de repouso' })),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };
