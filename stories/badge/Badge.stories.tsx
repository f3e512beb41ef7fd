import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeVariant } from '@macao-phr/design-system';

const variants: ReadonlyArray<readonly [BadgeVariant, string]> = [
  ['neutral', 'Draft'],
  ['brand', 'New'],
  ['success', 'Uploaded'],
  ['warning', 'Expiring'],
  ['danger', 'Failed'],
  ['info', 'Shared'],
  ['reading-low', 'Low'],
  ['reading-borderline', 'Borderline'],
  ['reading-normal', 'Normal'],
  ['reading-high', 'High'],
];

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Normal', variant: 'reading-normal' },
  argTypes: { variant: { control: 'select', options: variants.map(([v]) => v) } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {variants.map(([variant, label]) => <Badge key={variant} variant={variant}>{label}</Badge>)}
    </div>
  ),
};

export const ReadingsZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="reading-low">偏低</Badge>
      <Badge variant="reading-borderline">臨界</Badge>
      <Badge variant="reading-normal">正常</Badge>
      <Badge variant="reading-high">偏高</Badge>
    </div>
  ),
};

export const ReadingsPt: Story = {
  globals: { locale: 'pt' },
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="reading-low">Abaixo do normal</Badge>
      <Badge variant="reading-borderline">No limite</Badge>
      <Badge variant="reading-normal">Normal</Badge>
      <Badge variant="reading-high">Acima do normal</Badge>
    </div>
  ),
};

export const ReadingsEn: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="reading-low">Below normal range</Badge>
      <Badge variant="reading-borderline">Borderline</Badge>
      <Badge variant="reading-normal">Within normal range</Badge>
      <Badge variant="reading-high">Above normal range</Badge>
    </div>
  ),
};
