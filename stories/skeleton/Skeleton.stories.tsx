import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@macao-phr/design-system';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] } },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ListRowPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" className="flex flex-col gap-4">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton shape="circle" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="w-2/3" />
            <Skeleton className="w-1/3" />
          </div>
        </div>
      ))}
    </div>
  ),
};

export const Block: Story = { args: { shape: 'block' } };
