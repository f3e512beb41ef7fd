import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, EmptyState } from '@macao-phr/design-system';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  // ReactNode props that the stories fill with text: a text control, not the string as JSON; the action is
  // an element, which a control would dump as JSON with the component's compiled source.
  argTypes: { icon: { control: 'text' }, action: { control: false } },
  args: {
    title: 'No lab reports yet',
    description: 'Reports from public hospitals and health centres appear here once they are released.',
    icon: '🧪',
    action: <Button variant="secondary">Upload a report</Button>,
  },
  // The Language toolbar switches the visible text too (a story without a part gives null or '' here: an
  // undefined one would not replace the meta's).
  parameters: {
    localeArgs: {
      'zh-Hant': { title: '暫時未有化驗報告', description: '公立醫院及衛生中心發出報告後，會顯示於此頁。', action: <Button variant="secondary">上載報告</Button> },
      pt: { title: 'Ainda sem relatórios de análises', description: 'Os relatórios dos hospitais públicos e centros de saúde aparecem aqui quando forem disponibilizados.', action: <Button variant="secondary">Carregar um relatório</Button> },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutAction: Story = {
  args: { action: undefined },
  parameters: { localeArgs: { 'zh-Hant': { action: null }, pt: { action: null } } },
};

export const TitleOnly: Story = {
  args: { action: undefined, description: undefined, icon: undefined, title: 'Nothing matches these filters' },
  parameters: { localeArgs: { 'zh-Hant': { action: null, description: '', title: '沒有符合篩選條件的項目' }, pt: { action: null, description: '', title: 'Nada corresponde a estes filtros' } } },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    title: '暫時未有化驗報告',
    description: '公立醫院及衛生中心發出報告後，會自動顯示於此頁；你亦可自行上載私家醫療機構的報告。',
    action: <Button variant="secondary">上載報告</Button>,
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    title: 'Ainda não tem relatórios de análises clínicas',
    description: 'Os relatórios dos hospitais públicos e dos centros de saúde aparecem aqui assim que forem disponibilizados; também pode carregar relatórios de prestadores privados.',
    action: <Button variant="secondary">Carregar um relatório</Button>,
  },
};

export const LongTextEn: Story = {
  args: {
    title: 'You have no laboratory reports yet',
    description: 'Reports from public hospitals and health centres appear here once they are released; you can also upload reports from private providers.',
  },
};
