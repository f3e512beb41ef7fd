import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, NavBar } from '@macao-phr/design-system';

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  args: { title: 'Lab reports', onBack: fn(), backLabel: 'Back' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const MobileWithActions: Story = {
  args: { actions: <Button variant="ghost" size="sm">Filter</Button> },
};

export const MobileRoot: Story = { args: { onBack: undefined, title: 'My health' } };

export const Web: Story = {
  args: {
    variant: 'web',
    onBack: undefined,
    title: 'Macao Health Record',
    actions: (
      <>
        <Button variant="ghost" size="sm">Help</Button>
        <Button variant="secondary" size="sm">Sign out</Button>
      </>
    ),
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { title: '化驗報告及醫學影像檢查結果', backLabel: '返回' },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: { title: 'Relatórios de análises clínicas e exames de imagiologia', backLabel: 'Voltar' },
};

export const LongTextEn: Story = {
  args: { title: 'Laboratory reports and medical imaging results', backLabel: 'Back to my health record' },
};

export const WebWithBack: Story = {
  args: { variant: 'web', title: 'Laboratory reports and medical imaging results', backLabel: 'Back to my health record' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { actions: <Button variant="ghost" size="sm">Filter</Button> } };
