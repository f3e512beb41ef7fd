import { useEffect, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { QrScanner } from '@macao-phr/design-system/qr-scanner';

/** Puts a fake camera answer in place for one story, and restores the browser's own afterwards. */
function withCamera(answer: 'denied' | 'none'): Decorator {
  function Camera({ children }: { children: ReactNode }) {
    useEffect(() => () => {
      delete (navigator.mediaDevices as { getUserMedia?: unknown }).getUserMedia;
    }, []);
    return children;
  }
  return (Story) => {
    if (navigator.mediaDevices) {
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
        configurable: true,
        value: () => Promise.reject(new DOMException(answer, answer === 'denied' ? 'NotAllowedError' : 'NotFoundError')),
      });
    }
    return <Camera><Story /></Camera>;
  };
}

/** The scanner's texts in Traditional Chinese: under the Language toolbar and in the long-text story. */
const zhHantMessages = {
  denied: '相機存取被拒絕。請在瀏覽器設定中允許使用相機，或選擇一張二維碼圖片。',
  chooseFile: '選擇二維碼圖片',
  notFound: '圖片中找不到二維碼',
  starting: '正在啟動相機',
  scanning: '請將相機對準二維碼',
  noCamera: '找不到相機，請改為選擇二維碼圖片。',
  video: '相機畫面',
};

const meta = {
  title: 'Media/QrScanner',
  component: QrScanner,
  args: { onDecode: fn() },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { messages: zhHantMessages },
      pt: {
        messages: {
          denied: 'O acesso à câmara foi recusado. Permita-o nas definições do navegador ou escolha uma imagem do código.',
          chooseFile: 'Escolher uma imagem do código QR',
          notFound: 'Não foi encontrado nenhum código QR nesta imagem',
          starting: 'A iniciar a câmara',
          scanning: 'Aponte a câmara para o código QR',
          noCamera: 'Não foi encontrada nenhuma câmara. Escolha uma imagem do código.',
          video: 'Imagem da câmara',
        },
      },
    },
  },
} satisfies Meta<typeof QrScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PermissionDenied: Story = {
  decorators: [withCamera('denied')],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Camera access was refused'));
    await expect(canvas.getByLabelText('Choose a picture of the code')).toBeInTheDocument();
  },
};

export const NoCamera: Story = {
  decorators: [withCamera('none')],
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No camera was found'));
    await userEvent.tab();
    await expect(canvas.getByLabelText('Choose a picture of the code')).toHaveFocus();
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  decorators: [withCamera('denied')],
  args: { messages: zhHantMessages },
};

export const LongTextEn: Story = {
  decorators: [withCamera('none')],
  args: { messages: { noCamera: 'This device has no camera that the browser can use. Choose a photo or a screenshot of the QR code instead.' } },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  decorators: [withCamera('denied')],
  args: {
    messages: {
      denied: 'O acesso à câmara foi recusado. Permita-o nas definições do navegador ou escolha uma imagem do código.',
      chooseFile: 'Escolher uma imagem do código QR',
      notFound: 'Não foi encontrado nenhum código QR nesta imagem',
      noCamera: 'Não foi encontrada nenhuma câmara. Escolha uma imagem do código.',
    },
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, decorators: [withCamera('denied')] };
export const HighContrast: Story = { globals: { theme: 'contrast' }, decorators: [withCamera('none')] };
