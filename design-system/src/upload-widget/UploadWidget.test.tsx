import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasUploadFailures, UploadWidget, type UploadContext } from './UploadWidget.tsx';

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
    expect(alert.textContent).toContain('You can attach at most 1 images');
    expect(alert.textContent).toContain('notes.txt is not an image or a PDF file');
    expect(upload).toHaveBeenCalledOnce();
    await user.upload(input(), file('c.pdf', 'application/pdf', 4000));
    await user.upload(input(), file('d.pdf', 'application/pdf', 4000));
    expect(screen.getByRole('alert').textContent).toContain('Not enough space left for d.pdf');
  });

  it('has no failures with no files', () => {
    expect(hasUploadFailures([])).toBe(false);
  });
});
