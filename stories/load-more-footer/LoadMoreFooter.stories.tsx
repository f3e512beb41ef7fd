import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadMoreFooter } from '@macao-phr/design-system';

const meta = {
  title: 'Primitives/LoadMoreFooter',
  component: LoadMoreFooter,
  args: { state: 'more', onLoadMore: fn() },
  argTypes: { state: { control: 'inline-radio', options: ['more', 'loading', 'end'] } },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { endLabel: '已載入全部內容', loadingLabel: '載入中', loadMoreLabel: '載入更多' },
      pt: { endLabel: 'Todo o conteúdo foi carregado', loadingLabel: 'A carregar', loadMoreLabel: 'Carregar mais' },
    },
  },
} satisfies Meta<typeof LoadMoreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const More: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // In view already, so the observer asks once; the button asks again by keyboard.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveFocus();
  },
};
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};
export const End: Story = {
  args: { state: 'end' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('All content loaded');
  },
};
export const LongTextZhHant: Story = { globals: { locale: 'zh-Hant' }, args: { state: 'end', endLabel: '已載入全部內容', loadingLabel: '載入中', loadMoreLabel: '載入更多' } };
export const LongTextPt: Story = { globals: { locale: 'pt' }, args: { state: 'end', endLabel: 'Todo o conteúdo foi carregado', loadingLabel: 'A carregar', loadMoreLabel: 'Carregar mais' } };
export const LongTextEn: Story = { args: { state: 'loading', loadingLabel: 'Loading more laboratory reports' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { state: 'loading' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };
