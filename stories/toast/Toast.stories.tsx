import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Toast } from '@macao-phr/design-system';

/** The portal keeps its queue in a store; a story just renders the queued items. */
function ToastExample(props: ComponentProps<typeof Toast.Root>) {
  return (
    <Toast.Provider duration={Number.POSITIVE_INFINITY}>
      <Toast.Root open {...props} />
      <Toast.Viewport />
    </Toast.Provider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastExample,
  args: { title: 'Reading saved', description: 'Blood pressure 118/76 mmHg was added to your record.', variant: 'success' },
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
  // The Language toolbar switches the visible text too.
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      'zh-Hant': { title: '已儲存量度', description: '血壓 118/76 mmHg 已加入你的紀錄。', closeLabel: '關閉' },
      pt: { title: 'Medição guardada', description: 'A tensão arterial 118/76 mmHg foi acrescentada ao seu registo.', closeLabel: 'Fechar' },
    },
  },
  decorators: [(Story) => <div className="min-h-64"><Story /></div>],
} satisfies Meta<typeof ToastExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const ErrorVariant: Story = {
  name: 'Error',
  args: {
    variant: 'error',
    title: 'Upload failed',
    description: 'The file is larger than 10 MB.',
    action: <Button size="sm" variant="secondary">Retry</Button>,
    actionAltText: 'Retry the upload from the uploads list',
  },
  parameters: {
    localeArgs: {
      'zh-Hant': { title: '上載失敗', description: '檔案大於 10 MB。', action: <Button size="sm" variant="secondary">重試</Button>, actionAltText: '在上載清單中重試上載' },
      pt: { title: 'Falha no carregamento', description: 'O ficheiro tem mais de 10 MB.', action: <Button size="sm" variant="secondary">Tentar novamente</Button>, actionAltText: 'Tentar o carregamento de novo na lista de carregamentos' },
    },
  },
};

export const Info: Story = {
  args: { variant: 'info', title: 'New lab report', description: undefined },
  parameters: { localeArgs: { 'zh-Hant': { title: '新的化驗報告', description: '' }, pt: { title: 'Novo relatório de análises', description: '' } } },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { title: '血壓紀錄已儲存', description: '收縮壓 118 毫米汞柱、舒張壓 76 毫米汞柱已加入你的個人健康紀錄。', closeLabel: '關閉通知' },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    title: 'Medição da tensão arterial guardada com sucesso',
    description: 'A tensão arterial de 118/76 mmHg foi acrescentada ao seu registo de saúde pessoal.',
    closeLabel: 'Fechar notificação',
  },
};

export const LongTextEn: Story = {
  args: {
    title: 'Blood pressure reading saved to your record',
    description: 'Systolic 118 mmHg and diastolic 76 mmHg were added to your personal health record.',
  },
};

export const ErrorDark: Story = {
  globals: { theme: 'dark' },
  args: { variant: 'error', title: 'Upload failed', description: 'The file is larger than 10 MB.' },
  parameters: { localeArgs: { 'zh-Hant': { title: '上載失敗', description: '檔案大於 10 MB。' }, pt: { title: 'Falha no carregamento', description: 'O ficheiro tem mais de 10 MB.' } } },
};
