import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PdfViewer } from '@macao-phr/design-system/pdf-viewer';
// As the portal does with Vite: the worker as its own file, so pdf.js parses off the main thread.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** A two-page PDF made in place ("Lab report, page 1/2"), so the stories need no network. */
const samplePdf =
  'data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUiA1IDAgUl0gL0NvdW50IDIgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCA2MTIgNzkyXSAvQ29udGVudHMgNCAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNyAwIFIgPj4gPj4gPj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCA0OSA+PgpzdHJlYW0KQlQgL0YxIDI4IFRmIDcyIDcwMCBUZCAoTGFiIHJlcG9ydCwgcGFnZSAxKSBUaiBFVAplbmRzdHJlYW0KZW5kb2JqCjUgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCA2MTIgNzkyXSAvQ29udGVudHMgNiAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNyAwIFIgPj4gPj4gPj4KZW5kb2JqCjYgMCBvYmoKPDwgL0xlbmd0aCA0OSA+PgpzdHJlYW0KQlQgL0YxIDI4IFRmIDcyIDcwMCBUZCAoTGFiIHJlcG9ydCwgcGFnZSAyKSBUaiBFVAplbmRzdHJlYW0KZW5kb2JqCjcgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iagp4cmVmCjAgOAowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAwMCBuIAowMDAwMDAwMTIxIDAwMDAwIG4gCjAwMDAwMDAyNDcgMDAwMDAgbiAKMDAwMDAwMDM0NiAwMDAwMCBuIAowMDAwMDAwNDcyIDAwMDAwIG4gCjAwMDAwMDA1NzEgMDAwMDAgbiAKdHJhaWxlcgo8PCAvU2l6ZSA4IC9Sb290IDEgMCBSID4+CnN0YXJ0eHJlZgo2NDEKJSVFT0YK';

const meta = {
  title: 'Media/PdfViewer',
  component: PdfViewer,
  args: { src: samplePdf, title: 'Lab report', fileName: 'lab-report.pdf', workerSrc },
  // The Language toolbar switches the viewer's text too (the sample document itself is in English).
  parameters: {
    localeArgs: {
      'zh-Hant': { title: '化驗報告', messages: { previous: '上一頁', next: '下一頁', page: (n: number, t: number) => `第${n}頁，共${t}頁`, download: '下載 PDF', loading: '正在載入文件', error: '無法顯示文件，請下載後查看。' } },
      pt: { title: 'Relatório de análises', messages: { previous: 'Página anterior', next: 'Página seguinte', page: (n: number, t: number) => `Página ${n} de ${t}`, download: 'Descarregar o PDF', loading: 'A carregar o documento', error: 'Não foi possível mostrar o documento. Descarregue-o.' } },
    },
  },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Page 1 of 2')).toBeVisible(), { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="pdf-viewer"]')).toHaveAttribute('data-state', 'ready'), { timeout: 10_000 });
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('download', 'lab-report.pdf');
  },
};

export const LoadError: Story = {
  args: { src: 'data:application/pdf;base64,bm90IGEgcGRm' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('could not be shown'), { timeout: 10_000 });
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    title: '化驗報告',
    messages: { previous: '上一頁', next: '下一頁', page: (n, t) => `第${n}頁，共${t}頁`, download: '下載PDF文件（文字版本）', loading: '正在載入文件', error: '無法顯示文件，請下載後查看。' },
  },
};

export const LongTextEn: Story = {
  args: { title: 'Laboratory report', messages: { download: 'Download the PDF to read it in another application' } },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    title: 'Relatório de análises',
    messages: { previous: 'Página anterior', next: 'Página seguinte', page: (n, t) => `Página ${n} de ${t}`, download: 'Descarregar o documento PDF', loading: 'A carregar o documento', error: 'Não foi possível mostrar o documento. Descarregue-o.' },
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };
