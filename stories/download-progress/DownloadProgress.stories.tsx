import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, DownloadProgress } from '@macao-phr/design-system';

const meta = {
  title: 'Feedback/DownloadProgress',
  component: DownloadProgress,
  args: { state: 'receiving', label: 'Health summary (PDF)', value: 0, max: null, status: 'Received 1.2 MB' },
  argTypes: { state: { control: 'inline-radio', options: ['preparing', 'receiving', 'done', 'failed'] } },
  // The Language toolbar switches the visible text too.
  parameters: { localeArgs: { 'zh-Hant': { label: '健康摘要（PDF）', status: '已接收 1.2 MB' }, pt: { label: 'Resumo de saúde (PDF)', status: '1,2 MB recebidos' } } },
} satisfies Meta<typeof DownloadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Streaming: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Health summary (PDF)' });
    // A streamed file's size is not known ahead: the bar is indeterminate, the words say how far it got.
    await expect(bar).not.toHaveAttribute('value');
    await expect(canvas.getByRole('status')).toHaveTextContent('Received 1.2 MB');
  },
};
export const KnownSize: Story = {
  args: { value: 40, max: 100, status: '40% received' },
  parameters: { localeArgs: { 'zh-Hant': { status: '已接收 40%' }, pt: { status: '40% recebido' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '40');
  },
};
export const Preparing: Story = {
  args: { state: 'preparing', status: 'Preparing your summary…' },
  parameters: { localeArgs: { 'zh-Hant': { status: '正在準備你的摘要…' }, pt: { status: 'A preparar o seu resumo…' } } },
};
export const Done: Story = {
  args: { state: 'done', status: 'Saved health-summary.pdf (1.4 MB)' },
  parameters: { localeArgs: { 'zh-Hant': { status: '已儲存 health-summary.pdf（1.4 MB）' }, pt: { status: 'Guardado health-summary.pdf (1,4 MB)' } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};
export const Failed: Story = {
  args: { state: 'failed', status: 'The download stopped. Please try again', action: <Button variant="secondary">Try again</Button> },
  parameters: {
    localeArgs: {
      'zh-Hant': { status: '下載已中斷，請再試一次', action: <Button variant="secondary">再試一次</Button> },
      pt: { status: 'A transferência parou. Tente novamente', action: <Button variant="secondary">Tentar novamente</Button> },
    },
  },
};
export const LongTextZhHant: Story = { globals: { locale: 'zh-Hant' }, args: { label: '個人健康摘要（PDF）', status: '已接收 1.2 MB' } };
export const LongTextPt: Story = { globals: { locale: 'pt' }, args: { label: 'Resumo Internacional do Doente (FHIR, JSON)', status: 'A preparar o seu resumo…', state: 'preparing' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };
