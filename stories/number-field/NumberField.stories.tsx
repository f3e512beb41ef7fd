import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NumberField } from '@macao-phr/design-system';

const meta = {
  title: 'Fields/NumberField',
  component: NumberField,
  args: { label: 'Weight (kg)', minValue: 1, maxValue: 500, step: 0.1, onChange: fn() },
  decorators: [(Story) => <div className="max-w-xs"><Story /></div>],
  // The Language toolbar switches the visible text too (react-aria writes the numbers in the language).
  parameters: {
    localeArgs: {
      'zh-Hant': { label: '體重（公斤）', decrementLabel: '減少', incrementLabel: '增加' },
      pt: { label: 'Peso (kg)', decrementLabel: 'Diminuir', incrementLabel: 'Aumentar' },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 68.5 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(68.6);
  },
};

export const Empty: Story = { args: { placeholder: '0.0' } };

export const Percent: Story = {
  args: { label: 'Body fat', defaultValue: 0.21, minValue: 0, maxValue: 1, step: 0.01, formatOptions: { style: 'percent' } },
  parameters: { localeArgs: { 'zh-Hant': { label: '體脂率' }, pt: { label: 'Gordura corporal' } } },
};

export const WithoutStepper: Story = {
  args: { label: 'Blood glucose (mmol/L)', hideStepper: true, defaultValue: 5.4, formatOptions: { minimumFractionDigits: 1 } },
  parameters: { localeArgs: { 'zh-Hant': { label: '血糖（毫摩爾／升）' }, pt: { label: 'Glicemia (mmol/L)' } } },
};

export const Invalid: Story = {
  args: { defaultValue: 720, isInvalid: true, errorMessage: 'Enter a weight between 1 and 500 kg.' },
  parameters: { localeArgs: { 'zh-Hant': { errorMessage: '請輸入 1 至 500 公斤之間的體重。' }, pt: { errorMessage: 'Introduza um peso entre 1 e 500 kg.' } } },
};

export const Disabled: Story = { args: { defaultValue: 68.5, isDisabled: true } };

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    label: '空腹血糖（毫摩爾／升）',
    description: '請於起床後、進食前量度，並輸入血糖機顯示的數值。',
    decrementLabel: '減少',
    incrementLabel: '增加',
    defaultValue: 5.4,
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    label: 'Glicemia em jejum (milimoles por litro)',
    description: 'Meça depois de acordar e antes de comer; introduza o valor apresentado pelo glucómetro.',
    decrementLabel: 'Diminuir',
    incrementLabel: 'Aumentar',
    defaultValue: 5.4,
  },
};

export const LongTextEn: Story = {
  args: {
    label: 'Fasting blood glucose (millimoles per litre)',
    description: 'Measure after waking and before eating; enter the value your meter shows.',
    defaultValue: 5.4,
  },
};
