import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReadingBadge, readingLevels } from '@macao-phr/design-system';

const meta = {
  title: 'Feedback/ReadingBadge',
  component: ReadingBadge,
  args: { level: 'normal' },
  argTypes: { level: { control: 'inline-radio', options: readingLevels } },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { labels: { low: '偏低', borderline: '臨界', normal: '正常', high: '偏高' } },
      pt: { labels: { low: 'Baixo', borderline: 'No limite', normal: 'Normal', high: 'Alto' } },
    },
  },
} satisfies Meta<typeof ReadingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Normal').parentElement).toHaveAttribute('data-level', 'normal');
  },
};

export const AllLevels: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {readingLevels.map((level) => <ReadingBadge key={level} {...args} level={level} />)}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const word of ['Low', 'Borderline', 'Normal', 'High']) await expect(canvas.getByText(word)).toBeVisible();
  },
};

export const WithValue: Story = { args: { level: 'high', children: '148/95 mmHg' } };

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  render: () => (
    <div className="flex flex-wrap gap-2">
      {readingLevels.map((level) => (
        <ReadingBadge key={level} level={level} labels={{ low: '低於正常範圍', borderline: '處於臨界範圍', normal: '在正常範圍內', high: '高於正常範圍' }} />
      ))}
    </div>
  ),
};

export const LongTextEn: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {readingLevels.map((level) => (
        <ReadingBadge key={level} level={level} labels={{ low: 'Below the normal range', borderline: 'At the borderline of the range', normal: 'Within the normal range', high: 'Above the normal range' }} />
      ))}
    </div>
  ),
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  render: () => (
    <div className="flex max-w-xs flex-wrap gap-2">
      {readingLevels.map((level) => (
        <ReadingBadge key={level} level={level} labels={{ low: 'Abaixo do intervalo normal', borderline: 'No limite do intervalo de referência', normal: 'Dentro do intervalo normal', high: 'Acima do intervalo normal' }} />
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: AllLevels.render };
export const HighContrast: Story = { globals: { theme: 'contrast' }, render: AllLevels.render };
