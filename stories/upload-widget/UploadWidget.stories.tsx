import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { UploadWidget, type UploadContext, type UploadWidgetMessages } from '@macao-phr/design-system';

/** A pretend upload: progress in steps; files named "fail…" fail. */
function fakeUpload(file: File, { onProgress, signal }: UploadContext) {
  return new Promise((resolve, reject) => {
    let progress = 0;
    const timer = setInterval(() => {
      progress += 0.25;
      onProgress(progress);
      if (progress >= 1) {
        clearInterval(timer);
        if (file.name.startsWith('fail')) reject(new Error('failed'));
        else resolve({ name: file.name });
      }
    }, 60);
    signal.addEventListener('abort', () => clearInterval(timer));
  });
}

/** Never finishes, so a story can show the uploading state. */
const stuckUpload = (_file: File, { onProgress }: UploadContext) => {
  onProgress(0.45);
  return new Promise(() => {});
};

function pick(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** Sizes in the language's own numbers ("1,5 MB" in Portuguese), in the widget's decimal units. */
const sizeIn = (locale: string) => (bytes: number) =>
  bytes < 999_500
    ? `${Math.max(1, Math.round(bytes / 1000)).toLocaleString(locale)} kB`
    : `${(bytes / 1_000_000).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** The widget's text in zh-Hant and Portuguese for the Language toolbar (English is the widget's own). */
const messages: Record<'zh-Hant' | 'pt', UploadWidgetMessages> = {
  'zh-Hant': {
    dropHere: '將檔案拖放至此處', choose: '選擇檔案', hint: '圖片及 PDF 檔案，每個不超過 20 MB', uploading: '上載中', done: '已上載',
    failed: '上載失敗', retry: '重試', remove: '移除', listLabel: '附件',
    tooLarge: (name) => `${name} 超過大小上限`,
    tooManyImages: (max) => `最多只可附加 ${max} 張圖片`,
    tooManyPdfs: (max) => `最多只可附加 ${max} 個 PDF 檔案`,
    noSpace: (name) => `沒有足夠空間存放 ${name}`,
    wrongType: (name) => `${name} 不是圖片或 PDF 檔案`,
    leaveWarning: '有附件尚未成功上載或上載失敗',
    formatSize: sizeIn('zh-Hant'),
  },
  pt: {
    dropHere: 'Largue aqui os ficheiros', choose: 'Escolher ficheiros', hint: 'Imagens e ficheiros PDF, até 20 MB cada',
    uploading: 'A carregar', done: 'Carregado', failed: 'Falha no carregamento', retry: 'Tentar novamente', remove: 'Remover', listLabel: 'Anexos',
    tooLarge: (name) => `${name} excede o tamanho máximo`,
    tooManyImages: (max) => `Pode anexar no máximo ${max} ${max === 1 ? 'imagem' : 'imagens'}`,
    tooManyPdfs: (max) => `Pode anexar no máximo ${max} ${max === 1 ? 'ficheiro PDF' : 'ficheiros PDF'}`,
    noSpace: (name) => `Não há espaço suficiente para ${name}`,
    wrongType: (name) => `${name} não é uma imagem nem um ficheiro PDF`,
    leaveWarning: 'Há anexos que não foram carregados ou cujo carregamento falhou',
    formatSize: sizeIn('pt'),
  },
};

const meta = {
  title: 'Blocks/UploadWidget',
  component: UploadWidget,
  args: { upload: fakeUpload, onValueChange: fn(), className: 'max-w-lg' },
  // The Language toolbar switches the visible text too: every message of the widget.
  parameters: { localeArgs: { 'zh-Hant': { messages: messages['zh-Hant'] }, pt: { messages: messages.pt } } },
} satisfies Meta<typeof UploadWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

export const Uploaded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(pick(canvasElement), new File(['x'], 'blood-test.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(canvas.getByText(/Uploaded/)).toBeVisible());
  },
};

export const Uploading: Story = {
  args: { upload: stuckUpload },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(pick(canvasElement), new File(['x'], 'x-ray.jpg', { type: 'image/jpeg' }));
    await expect(canvas.getByRole('progressbar', { name: 'Uploading x-ray.jpg' })).toBeVisible();
  },
};

/** Fails on the first attempt and stays uploading on the retry, so the retried state holds still for its picture. */
const tried = new WeakSet<File>();
const failOnceThenStuck = (file: File, context: UploadContext) => {
  if (tried.has(file)) return stuckUpload(file, context);
  tried.add(file);
  return Promise.reject(new Error('failed'));
};

export const FailedThenRetry: Story = {
  args: { upload: failOnceThenStuck },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(pick(canvasElement), new File(['x'], 'fail-scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(canvas.getByText(/Upload failed/)).toBeVisible());
    await expect(args.onValueChange).toHaveBeenLastCalledWith([expect.objectContaining({ status: 'failed' })]);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry fail-scan.pdf' }));
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/** The failed state itself, held still; on the docs page the play runs (autoplay) so the error shows there too. */
export const Failed: Story = {
  args: { upload: () => Promise.reject(new Error('failed')) },
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(pick(canvasElement), new File(['x'], 'fail-scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(canvas.getByText(/Upload failed/)).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry fail-scan.pdf' })).toBeVisible();
  },
};

export const Refused: Story = {
  args: { maxFileSize: 10, maxImages: 1 },
  // Error states show on the docs page too: its play runs there (autoplay).
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(pick(canvasElement), new File(['more than ten bytes'], 'large.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('large.pdf is larger than the limit');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

const longNames = async ({ canvasElement, userEvent }: { canvasElement: HTMLElement; userEvent: { upload: (el: HTMLElement, files: File[]) => Promise<void> } }, names: string[]) => {
  await userEvent.upload(pick(canvasElement), names.map((name) => new File(['x'], name, { type: name.endsWith('pdf') ? 'application/pdf' : 'image/jpeg' })));
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    upload: stuckUpload,
    messages: messages['zh-Hant'],
  },
  play: (context) => longNames(context, ['二〇二六年十月仁伯爵綜合醫院全血細胞計數化驗報告.pdf']),
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    upload: stuckUpload,
    messages: messages.pt,
  },
  play: (context) => longNames(context, ['relatorio-de-analises-clinicas-centro-hospitalar-conde-de-sao-januario-outubro-2026.pdf']),
};

export const LongTextEn: Story = {
  args: { upload: stuckUpload },
  play: (context) => longNames(context, ['complete-blood-count-with-differential-conde-s-januario-hospital-october-2026.pdf']),
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };

/**
 * The Language toolbar on Portuguese (the story takes the toolbar's text, not text of its own): the drop
 * area, its button and a refusal are Portuguese.
 */
export const ToolbarPortuguese: Story = {
  globals: { locale: 'pt' },
  parameters: { toolbarLocale: true },
  args: { maxFileSize: 10 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Escolher ficheiros' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Imagens e ficheiros PDF, até 20 MB cada');
    await userEvent.upload(pick(canvasElement), new File(['more than ten bytes'], 'grande.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('grande.pdf excede o tamanho máximo');
  },
};
