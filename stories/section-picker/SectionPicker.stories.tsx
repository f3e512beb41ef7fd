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
  render: (args) => <Controlled {...args} />,
  args: { legend: 'What to include', options, value: ['medication'], onChange: fn(), formatCount: (n: number) => `${n} items`, countPendingLabel: 'Counting…' },
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one section');
    await expect(canvas.getByRole('group', { name: 'What to include' })).toHaveAccessibleDescription('Choose at least one section');
  },
};
export const Disabled: Story = { args: { options: options.map((o) => ({ ...o, disabled: o.count === 0 })) } };
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
