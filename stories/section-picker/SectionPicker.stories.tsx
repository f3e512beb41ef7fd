import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SectionPicker, type SectionPickerProps } from '@macao-phr/design-system';

const options = [
  { value: 'allergies', label: 'Allergies and alerts', count: 0, description: 'No organisation has sent any yet' },
  { value: 'medication', label: 'Medication in use', count: 3 },
  { value: 'results', label: 'Lab results with ranges', count: 124 },
  { value: 'readings', label: 'Self-entered readings', count: null },
];
/** The same sections in zh-Hant and Portuguese, for the Language toolbar. */
const optionsIn = {
  'zh-Hant': options.map((o, i) => ({ ...o, ...[{ label: '過敏及警示', description: '暫未有機構發出' }, { label: '現正使用的藥物' }, { label: '檢驗結果（包括參考範圍）' }, { label: '自行記錄的數據' }][i] })),
  pt: options.map((o, i) => ({ ...o, ...[{ label: 'Alergias e alertas', description: 'Nenhuma instituição enviou ainda' }, { label: 'Medicação em uso' }, { label: 'Resultados de análises com intervalos' }, { label: 'Medições registadas pelo próprio' }][i] })),
};

/** Holds the choice, so the story behaves like a form. */
function Controlled(props: SectionPickerProps) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return (
    <SectionPicker
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SectionPicker',
  component: SectionPicker,
  // ReactNode props that the stories fill with text: a text control, not the string as JSON.
  argTypes: { legend: { control: 'text' } },
  render: (args) => <Controlled {...args} />,
  args: { legend: 'What to include', options, value: ['medication'], onChange: fn(), formatCount: (n: number) => `${n} items`, countPendingLabel: 'Counting…' },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { legend: '匯出內容', options: optionsIn['zh-Hant'], formatCount: (n: number) => `${n} 項`, countPendingLabel: '計算中…' },
      pt: { legend: 'O que incluir', options: optionsIn.pt, formatCount: (n: number) => `${n} itens`, countPendingLabel: 'A contar…' },
    },
  },
} satisfies Meta<typeof SectionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const results = canvas.getByRole('checkbox', { name: /Lab results with ranges.*124 items/ });
    await userEvent.click(results);
    await expect(results).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['medication', 'results']);
    // Keyboard: Space toggles the focused box.
    await userEvent.keyboard(' ');
    await expect(results).not.toBeChecked();
    await expect(canvas.getByText('Counting…')).toBeVisible();
  },
};
export const WithError: Story = {
  args: { value: [], error: 'Choose at least one section' },
  parameters: { localeArgs: { 'zh-Hant': { error: '請至少選擇一個項目' }, pt: { error: 'Escolha pelo menos uma secção' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one section');
    await expect(canvas.getByRole('group', { name: 'What to include' })).toHaveAccessibleDescription('Choose at least one section');
  },
};
const disabledWhenEmpty = <O extends { count: number | null }>(list: readonly O[]) => list.map((o) => ({ ...o, disabled: o.count === 0 }));

export const Disabled: Story = {
  args: { options: disabledWhenEmpty(options) },
  parameters: { localeArgs: { 'zh-Hant': { options: disabledWhenEmpty(optionsIn['zh-Hant']) }, pt: { options: disabledWhenEmpty(optionsIn.pt) } } },
};
export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    legend: '匯出內容',
    options: [
      { value: 'results', label: '檢驗結果（包括參考範圍）', count: 124 },
      { value: 'readings', label: '自行記錄的健康數據', count: 3650, description: '血壓、體重指數及血糖' },
    ],
    value: ['results'],
    formatCount: (n: number) => `${n} 項`,
  },
};
export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    legend: 'O que incluir',
    options: [{ value: 'readings', label: 'Medições registadas pelo próprio (pressão arterial, IMC e glicemia)', count: 3650 }],
    value: [],
    formatCount: (n: number) => `${n} itens`,
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };
