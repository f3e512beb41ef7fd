import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultUploadWidgetMessages, hasUploadFailures, UploadWidget, type UploadContext } from './UploadWidget.tsx';

afterEach(cleanup);

function file(name: string, type: string, size = 1000) {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** An upload the test settles by hand. */
function manualUpload() {
  const calls: { file: File; context: UploadContext; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const upload = vi.fn((f: File, context: UploadContext) => new Promise((resolve, reject) => { calls.push({ file: f, context, resolve, reject }); }));
  return { upload, calls };
}

function input() {
  const element = document.querySelector('input[type="file"]');
  if (!(element instanceof HTMLInputElement)) throw new Error('no file input');
  return element;
}

describe('UploadWidget', () => {
  it('picks files with a keyboard-reachable button and shows per-file progress, then done', async () => {
    const { upload, calls } = manualUpload();
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<UploadWidget upload={upload} onValueChange={onValueChange} />);
    // The drop zone's own (visually hidden) drop button comes first, then the picker button.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files' }));
    await user.upload(input(), file('scan.pdf', 'application/pdf'));
    expect(upload).toHaveBeenCalledOnce();
    act(() => calls[0]?.context.onProgress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading scan.pdf' }).getAttribute('value')).toBe('0.4');
    await act(async () => { calls[0]?.resolve({ id: 7 }); });
    await waitFor(() => expect(screen.getByText(/Uploaded/)).toBeTruthy());
    expect(onValueChange).toHaveBeenLastCalledWith([expect.objectContaining({ status: 'done', result: { id: 7 } })]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('marks a failure, retries it, and reports failures for the leave warning', async () => {
    const { upload, calls } = manualUpload();
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<UploadWidget upload={upload} onValueChange={onValueChange} />);
    await user.upload(input(), file('photo.jpg', 'image/jpeg'));
    await act(async () => { calls[0]?.reject(new Error('network')); });
    await waitFor(() => expect(screen.getByText(/Upload failed/)).toBeTruthy());
    expect(hasUploadFailures(onValueChange.mock.lastCall?.[0])).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retry photo.jpg' }));
    expect(upload).toHaveBeenCalledTimes(2);
    await act(async () => { calls[1]?.resolve('ok'); });
    await waitFor(() => expect(hasUploadFailures(onValueChange.mock.lastCall?.[0])).toBe(false));
  });

  it('offers only Remove for a file refused for good (retryable false), with no Retry that could never succeed', async () => {
    const { upload, calls } = manualUpload();
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<UploadWidget upload={upload} onValueChange={onValueChange} />);
    await user.upload(input(), file('scan.heic', 'image/heic'));
    await act(async () => { calls[0]?.reject(Object.assign(new Error('type'), { retryable: false })); });
    await waitFor(() => expect(screen.getByText(/Upload failed/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Retry scan.heic' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove scan.heic' })).toBeTruthy();
    expect(onValueChange.mock.lastCall?.[0][0]).toMatchObject({ status: 'failed', retryable: false });
  });

  it('names its drop area with the drop text given (never react-aria\'s "DropZone")', () => {
    render(<UploadWidget upload={vi.fn()} messages={{ dropHere: '拖放檔案到此處' }} />);
    expect(screen.getAllByRole('button', { name: /拖放檔案到此處/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /DropZone/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain('DropZone');
  });

  it('removes a file, aborting its upload', async () => {
    const { upload, calls } = manualUpload();
    const user = userEvent.setup();
    render(<UploadWidget upload={upload} />);
    await user.upload(input(), file('scan.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    expect(calls[0]?.context.signal.aborted).toBe(true);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('refuses files over the limits given as props, with their messages', async () => {
    const { upload } = manualUpload();
    const user = userEvent.setup({ applyAccept: false });
    render(<UploadWidget upload={upload} maxFileSize={5000} maxImages={1} maxPdfs={1} remainingSpace={8000} />);
    await user.upload(input(), [
      file('big.pdf', 'application/pdf', 6000),
      file('a.png', 'image/png'),
      file('b.png', 'image/png'),
      file('notes.txt', 'text/plain'),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('big.pdf is larger than the limit');
    expect(alert.textContent).toContain('You can attach at most 1 image');
    expect(alert.textContent).not.toContain('1 images');
    expect(alert.textContent).toContain('notes.txt is not an image or a PDF file');
    expect(upload).toHaveBeenCalledOnce();
    await user.upload(input(), file('c.pdf', 'application/pdf', 4000));
    await user.upload(input(), file('d.pdf', 'application/pdf', 4000));
    expect(screen.getByRole('alert').textContent).toContain('Not enough space left for d.pdf');
  });

  it('says sizes in decimal units, as the 20 MB limit is: 1,500,335 bytes is 1.5 MB, 299,740 bytes 300 kB', () => {
    const { formatSize } = defaultUploadWidgetMessages;
    expect(formatSize(1_500_335)).toBe('1.5 MB');
    expect(formatSize(299_740)).toBe('300 kB');
    expect(formatSize(20_000_000)).toBe('20.0 MB');
  });

  it('takes a file of exactly 20 MB (20,000,000 bytes) by default and refuses one byte more', async () => {
    const { upload } = manualUpload();
    const user = userEvent.setup();
    render(<UploadWidget upload={upload} />);
    await user.upload(input(), [file('exact.pdf', 'application/pdf', 20_000_000), file('over.pdf', 'application/pdf', 20_000_001)]);
    expect(upload).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toContain('over.pdf is larger than the limit');
  });

  it('has no failures with no files', () => {
    expect(hasUploadFailures([])).toBe(false);
  });
});
