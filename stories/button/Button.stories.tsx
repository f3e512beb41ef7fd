import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@macao-phr/design-system';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save reading', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
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
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="danger">Delete</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true, children: 'Saving…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#records">View records</a> },
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
  args: { children: 'Guardar e submeter esta medição da tensão arterial', className: 'max-w-full whitespace-normal' },
};
