import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ImageViewer, type ImageViewerProps, type ThumbnailGridState, type ViewerImage } from '@macao-phr/design-system';
import { inEachLanguage, languageOf, type Language } from '../languages';

const hues = ['teal', 'steelblue', 'darkslateblue', 'seagreen', 'sienna', 'slategray', 'darkcyan', 'indigo', 'olive', 'maroon'];

/** The stories' text in the three languages of the Language toolbar; the viewer's own labels only outside English. */
const text = {
  en: { page: (n: number) => `Page ${n}`, alt: (n: number) => `Lab report, page ${n}`, unavailable: 'Picture unavailable', discharge: 'Discharge summary', labels: {} },
  'zh-Hant': {
    page: (n: number) => `第${n}頁`, alt: (n: number) => `化驗報告第${n}頁`, unavailable: '圖片無法顯示', discharge: '出院摘要',
    labels: {
      loadingLabel: '載入中', completeLabel: '已載入全部內容', emptyLabel: '沒有圖片',
      previewLabels: { previous: '上一張圖片', next: '下一張圖片', zoomIn: '放大', zoomOut: '縮小', close: '關閉', zoom: '縮放比例', position: (n: number, t: number) => `第${n}張，共${t}張`, loading: '圖片載入中' },
    },
  },
  pt: {
    page: (n: number) => `Página ${n}`, alt: (n: number) => `Relatório de análises, página ${n}`, unavailable: 'Imagem indisponível', discharge: 'Resumo de alta',
    labels: {
      loadingLabel: 'A carregar', completeLabel: 'Todo o conteúdo foi carregado', emptyLabel: 'Sem imagens',
      previewLabels: { previous: 'Imagem anterior', next: 'Imagem seguinte', zoomIn: 'Ampliar', zoomOut: 'Reduzir', close: 'Fechar', zoom: 'Ampliação', position: (n: number, t: number) => `${n} de ${t}`, loading: 'A carregar a imagem' },
    },
  },
} satisfies Record<Language, unknown>;

/** A picture made in place, so stories need no network: a coloured page with its number. */
function picture(n: number, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="${hues[n % hues.length]}"/><text x="300" y="420" font-size="64" text-anchor="middle" fill="white" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const brokenPicture = (text: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="gainsboro"/><text x="150" y="160" font-size="22" text-anchor="middle" fill="black" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

const makeImages = (from: number, count: number, language: Language = 'en', alt: (n: number) => string = text[language].alt): ViewerImage[] =>
  Array.from({ length: count }, (_, i) => ({ id: `img-${from + i}`, src: picture(from + i, text[language].page(from + i)), alt: alt(from + i) }));

/** Pages of ten, as the API gives them, three pages in all (in the toolbar's language). */
function Paged({ language, ...props }: Omit<ImageViewerProps, 'images' | 'state' | 'onLoadMore'> & { language: Language }) {
  const [images, setImages] = useState(() => makeImages(1, 10, language));
  const [state, setState] = useState<ThumbnailGridState>('more');
  return (
    <ImageViewer
      {...props}
      images={images}
      state={state}
      onLoadMore={() => {
        setState('loading');
        setTimeout(() => {
          setImages((list) => [...list, ...makeImages(list.length + 1, 10, language)]);
          setState(images.length + 10 >= 30 ? 'complete' : 'more');
        }, 600);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/ImageViewer',
  component: ImageViewer,
  args: { images: makeImages(1, 10), state: 'more', onLoadMore: fn(), brokenImageSrc: brokenPicture(text.en.unavailable) },
  argTypes: {
    state: { control: 'inline-radio', options: ['more', 'loading', 'complete'] },
    // Pictures are data URIs: a text control would dump kilobytes of base64 into the table.
    images: { control: false },
    brokenImageSrc: { control: false },
  },
  // Several stories open the full-size preview, a modal dialog over the page: on the docs page each story
  // gets a frame of its own, so the previews do not stack over the whole page.
  parameters: {
    docs: { story: { inline: false, iframeHeight: 560 } },
    // The Language toolbar switches the visible text too: the pictures, their names and the viewer's labels.
    ...inEachLanguage((language) => ({ images: makeImages(1, 10, language), brokenImageSrc: brokenPicture(text[language].unavailable), ...text[language].labels })).parameters,
  },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lab report, page 2' }));
    const dialog = await screen.findByRole('dialog', { name: '2 of 10 · Lab report, page 2' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleName('3 of 10 · Lab report, page 3');
    await userEvent.keyboard('+');
    await expect(screen.getByRole('status', { name: 'Zoom' })).toHaveTextContent('1.50');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Lab report, page 3' })).toHaveFocus());
  },
};

export const LoadMore: Story = {
  // Pages arrive on a timer as the end scrolls into view: how many are in a picture depends on timing, so
  // this story is checked by its axe and play tests, not by a pixel baseline.
  tags: ['no-visual'],
  render: ({ images: _images, state: _state, onLoadMore: _onLoadMore, ...args }, { globals }) => <Paged {...args} language={languageOf(globals)} />,
};

const noImages = inEachLanguage(() => ({ images: [] }));

export const Loading: Story = { args: { state: 'loading' } };
export const FirstPageLoading: Story = { ...noImages, args: { ...noImages.args, state: 'loading' } };
export const AllLoaded: Story = {
  args: { state: 'complete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('All content loaded');
  },
};
export const Empty: Story = { ...noImages, args: { ...noImages.args, state: 'complete' } };

const brokenInEachLanguage = inEachLanguage((language) => ({ images: [{ id: 'gone', src: '/missing-picture.png', alt: text[language].discharge }, ...makeImages(2, 3, language)] }));

export const BrokenImage: Story = {
  ...brokenInEachLanguage,
  args: { ...brokenInEachLanguage.args, state: 'complete' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Discharge summary' })).toHaveAttribute('data-broken', 'true'));
  },
};

export const PreviewOpen: Story = { args: { defaultOpenIndex: 0 } };

export const PreviewZoomed: Story = {
  args: { defaultOpenIndex: 4 },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await expect(screen.getByRole('status', { name: 'Zoom' })).toHaveTextContent('2.00');
  },
};

export const PhoneNoLoop: Story = {
  args: { loop: false, defaultOpenIndex: 9 },
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Next picture' })).toBeDisabled();
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    images: makeImages(1, 10, 'zh-Hant', (n) => `化驗報告第${n}頁（血液常規及生化檢查）`),
    state: 'complete',
    completeLabel: '已載入全部內容',
    brokenImageSrc: brokenPicture('圖片無法顯示'),
    defaultOpenIndex: 0,
    previewLabels: { previous: '上一張圖片', next: '下一張圖片', zoomIn: '放大', zoomOut: '縮小', close: '關閉', zoom: '縮放比例', position: (n, t) => `第${n}張，共${t}張` },
  },
};

export const LongTextEn: Story = {
  args: {
    images: makeImages(1, 10, 'en', (n) => `Laboratory report, page ${n}: full blood count and biochemistry`),
    state: 'complete',
    defaultOpenIndex: 0,
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    images: makeImages(1, 10, 'pt', (n) => `Relatório de análises clínicas, página ${n}: hemograma e bioquímica`),
    state: 'complete',
    completeLabel: 'Todo o conteúdo foi carregado',
    brokenImageSrc: brokenPicture('Imagem indisponível'),
    defaultOpenIndex: 0,
    previewLabels: { previous: 'Imagem anterior', next: 'Imagem seguinte', zoomIn: 'Ampliar', zoomOut: 'Reduzir', close: 'Fechar', zoom: 'Ampliação', position: (n, t) => `${n} de ${t}` },
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { state: 'complete' } };
export const DarkPreview: Story = { globals: { theme: 'dark' }, args: { defaultOpenIndex: 1 } };
export const HighContrast: Story = { globals: { theme: 'contrast' }, args: { state: 'complete' } };
export const HighContrastPreview: Story = { globals: { theme: 'contrast' }, args: { defaultOpenIndex: 1 } };

/**
 * The Language toolbar on Portuguese (the story takes the toolbar's text, not text of its own): the
 * pictures' names and the preview's controls and position are Portuguese.
 */
export const ToolbarPortuguese: Story = {
  globals: { locale: 'pt' },
  parameters: { toolbarLocale: true },
  args: { state: 'complete' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Todo o conteúdo foi carregado');
    await userEvent.click(canvas.getByRole('button', { name: 'Relatório de análises, página 2' }));
    await expect(await screen.findByRole('dialog', { name: '2 de 10 · Relatório de análises, página 2' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Imagem seguinte' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
