import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination } from '@macao-phr/design-system';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { pageCount: 10, onValueChange: fn() },
  // The Language toolbar switches the (spoken) text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { label: '分頁', previousLabel: '上一頁', nextLabel: '下一頁', pageLabel: (page: number) => `第 ${page} 頁` },
      pt: { label: 'Paginação', previousLabel: 'Página anterior', nextLabel: 'Página seguinte', pageLabel: (page: number) => `Página ${page}` },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};
export const Middle: Story = { args: { defaultValue: 5 } };
export const Last: Story = { args: { defaultValue: 10 } };
export const FewPages: Story = { args: { pageCount: 3 } };
export const LongTextZhHant: Story = { globals: { locale: 'zh-Hant' }, args: { defaultValue: 5, label: '分頁', previousLabel: '上一頁', nextLabel: '下一頁', pageLabel: (page) => `第 ${page} 頁` } };
export const LongTextPt: Story = { globals: { locale: 'pt' }, args: { defaultValue: 5, pageCount: 120, label: 'Paginação', previousLabel: 'Página anterior', nextLabel: 'Página seguinte', pageLabel: (page) => `Página ${page}` } };
export const LongTextEn: Story = { args: { defaultValue: 57, pageCount: 120 } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 5 } };
export const HighContrast: Story = { globals: { theme: 'contrast' }, args: { defaultValue: 5 } };
