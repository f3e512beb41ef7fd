import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const getPage = vi.fn(async () => ({
  getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
}));
const getDocument = vi.fn((src: string) => ({
  promise: src.endsWith('broken.pdf') ? Promise.reject(new Error('bad')) : Promise.resolve({ numPages: 3, getPage, destroy: async () => {} }),
}));
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument }));

const { PdfViewer } = await import('./PdfViewer.tsx');

afterEach(cleanup);

describe('PdfViewer', () => {
  it('pages through the document by keyboard and always offers the download link', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<PdfViewer src="/report.pdf" title="Lab report" workerSrc="/worker.js" onPageChange={onPageChange} fileName="report.pdf" />);
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe('/report.pdf');
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    await waitFor(() => expect(document.querySelector('[data-slot="pdf-viewer"]')?.getAttribute('data-state')).toBe('ready'));
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('img', { name: 'Lab report, Page 3 of 3' })).toBeTruthy();
    expect(getPage).toHaveBeenLastCalledWith(3);
  });

  it('says it could not show the document and keeps the download', async () => {
    render(<PdfViewer src="/broken.pdf" title="Lab report" workerSrc="/worker.js" messages={{ error: '無法顯示文件，請下載。' }} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('無法顯示文件，請下載。'));
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toBeTruthy();
  });
});
