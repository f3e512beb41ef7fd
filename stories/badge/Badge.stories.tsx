import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeVariant } from '@macao-phr/design-system';
import { languageOf, type Language } from '../languages';

/** Each variant with a word it is used for, in the three languages of the Language toolbar. */
const variants: ReadonlyArray<readonly [BadgeVariant, Record<Language, string>]> = [
  ['neutral', { en: 'Draft', 'zh-Hant': '草稿', pt: 'Rascunho' }],
  ['brand', { en: 'New', 'zh-Hant': '新', pt: 'Novo' }],
  ['success', { en: 'Uploaded', 'zh-Hant': '已上載', pt: 'Carregado' }],
  ['warning', { en: 'Expiring', 'zh-Hant': '即將到期', pt: 'A expirar' }],
  ['danger', { en: 'Failed', 'zh-Hant': '失敗', pt: 'Falhou' }],
  ['info', { en: 'Shared', 'zh-Hant': '已分享', pt: 'Partilhado' }],
  ['reading-low', { en: 'Low', 'zh-Hant': '偏低', pt: 'Baixo' }],
  ['reading-borderline', { en: 'Borderline', 'zh-Hant': '臨界', pt: 'No limite' }],
  ['reading-normal', { en: 'Normal', 'zh-Hant': '正常', pt: 'Normal' }],
  ['reading-high', { en: 'High', 'zh-Hant': '偏高', pt: 'Alto' }],
];

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Normal', variant: 'reading-normal' },
  argTypes: { variant: { control: 'select', options: variants.map(([v]) => v) } },
  // The Language toolbar switches the visible text too.
  parameters: { localeArgs: { 'zh-Hant': { children: '正常' }, pt: { children: 'Normal' } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: (_args, { globals }) => (
    <div className="flex flex-wrap gap-2">
      {variants.map(([variant, label]) => <Badge key={variant} variant={variant}>{label[languageOf(globals)]}</Badge>)}
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
