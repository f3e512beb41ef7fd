import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from '@macao-phr/design-system';

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: { items: [{ label: 'Home', href: '#home' }, { label: 'Health records', href: '#records' }, { label: 'Blood pressure' }] },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { label: '導覽路徑', items: [{ label: '首頁', href: '#home' }, { label: '健康紀錄', href: '#records' }, { label: '血壓' }] },
      pt: { label: 'Localização', items: [{ label: 'Início', href: '#home' }, { label: 'Registos de saúde', href: '#records' }, { label: 'Tensão arterial' }] },
    },
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(canvas.getByText('Blood pressure')).toHaveAttribute('aria-current', 'page');
  },
};
export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { label: '導覽路徑', items: [{ label: '首頁', href: '#home' }, { label: '個人健康紀錄', href: '#records' }, { label: '二〇二六年十月全血細胞計數化驗報告' }] },
};
export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: { label: 'Localização', items: [{ label: 'Início', href: '#home' }, { label: 'Registos de saúde pessoais', href: '#records' }, { label: 'Relatório de hemograma completo de Outubro de 2026' }] },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
export const LongTextEn: Story = {
  args: { items: [{ label: 'Home', href: '#home' }, { label: 'Personal health records', href: '#records' }, { label: 'Complete blood count report, October 2026' }] },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };
