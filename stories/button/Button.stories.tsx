import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@macao-phr/design-system';
import { languageOf, type Language } from '../languages';

/** Labels of the variant and size galleries in the three languages of the Language toolbar. */
const labels: Record<Language, Record<'primary' | 'secondary' | 'ghost' | 'danger' | 'sm' | 'md' | 'lg', string>> = {
  en: { primary: 'Primary', secondary: 'Secondary', ghost: 'Ghost', danger: 'Delete', sm: 'Small', md: 'Medium', lg: 'Large' },
  'zh-Hant': { primary: '主要', secondary: '次要', ghost: '文字', danger: '刪除', sm: '小', md: '中', lg: '大' },
  pt: { primary: 'Principal', secondary: 'Secundário', ghost: 'Discreto', danger: 'Eliminar', sm: 'Pequeno', md: 'Médio', lg: 'Grande' },
};

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save reading', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  // The Language toolbar switches the visible text too.
  parameters: { localeArgs: { 'zh-Hant': { children: '儲存量度' }, pt: { children: 'Guardar medição' } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save reading' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args, { globals }) => (
    <div className="flex flex-wrap gap-3">
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>{labels[languageOf(globals)][variant]}</Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
  },
};

export const Sizes: Story = {
  render: (args, { globals }) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Button key={size} {...args} size={size}>{labels[languageOf(globals)][size]}</Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true, children: 'Saving…' },
  parameters: { localeArgs: { 'zh-Hant': { children: '儲存中…' }, pt: { children: 'A guardar…' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#records">View records</a> },
  parameters: { localeArgs: { 'zh-Hant': { children: <a href="#records">查看紀錄</a> }, pt: { children: <a href="#records">Ver registos</a> } } },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { children: '儲存並提交本次血壓量度紀錄' },
};

export const LongTextEn: Story = {
  args: { children: 'Save and submit this blood pressure reading' },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: { children: 'Guardar e submeter esta medição da tensão arterial' },
};

/** `wrap`: on a phone-wide column the label wraps inside the button, which stays at least its size's height. */
export const WrapsOnAPhone: Story = {
  args: { wrap: true, children: 'Transferir o resumo em PDF do meu registo de saúde' },
  parameters: { localeArgs: { 'zh-Hant': { children: '下載我的健康紀錄PDF摘要及國際病人摘要' }, en: { children: 'Download the PDF summary of my health record' } } },
  globals: { locale: 'pt' },
  decorators: [(Story) => <div className="w-48">{Story()}</div>],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    const column = button.parentElement!;
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(column.getBoundingClientRect().right);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(44);
  },
};
