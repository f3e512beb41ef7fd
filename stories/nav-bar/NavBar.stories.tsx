import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, NavBar } from '@macao-phr/design-system';

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  args: { title: 'Lab reports', onBack: fn(), backLabel: 'Back' },
  // The Language toolbar switches the visible text too.
  parameters: { layout: 'fullscreen', localeArgs: { 'zh-Hant': { title: '化驗報告', backLabel: '返回' }, pt: { title: 'Relatórios de análises', backLabel: 'Voltar' } } },
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
  parameters: { localeArgs: { 'zh-Hant': { actions: <Button variant="ghost" size="sm">篩選</Button> }, pt: { actions: <Button variant="ghost" size="sm">Filtrar</Button> } } },
};

export const MobileRoot: Story = {
  args: { onBack: undefined, title: 'My health' },
  parameters: { localeArgs: { 'zh-Hant': { title: '我的健康' }, pt: { title: 'A minha saúde' } } },
};

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
  parameters: {
    localeArgs: {
      'zh-Hant': { title: '澳門健康紀錄', actions: <><Button variant="ghost" size="sm">說明</Button><Button variant="secondary" size="sm">登出</Button></> },
      pt: { title: 'Registo de Saúde de Macau', actions: <><Button variant="ghost" size="sm">Ajuda</Button><Button variant="secondary" size="sm">Terminar sessão</Button></> },
    },
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
  parameters: {
    localeArgs: {
      'zh-Hant': { title: '化驗報告及醫學影像檢查結果', backLabel: '返回我的健康紀錄' },
      pt: { title: 'Relatórios de análises clínicas e exames de imagiologia', backLabel: 'Voltar ao meu registo de saúde' },
    },
  },
};

export const Dark: Story = { ...MobileWithActions, globals: { theme: 'dark' } };
