import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QrScanner } from './QrScanner.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stubCamera = (getUserMedia: () => Promise<MediaStream>) =>
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });

describe('QrScanner', () => {
  it('says the camera was refused and offers a picture instead', async () => {
    stubCamera(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    render(<QrScanner onDecode={() => {}} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Camera access was refused'));
    expect(screen.getByLabelText('Choose a picture of the code')).toBeTruthy();
  });

  it('says there is no camera when none is found or the API is missing', async () => {
    stubCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const { unmount } = render(<QrScanner onDecode={() => {}} messages={{ noCamera: '找不到相機' }} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('找不到相機'));
    unmount();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<QrScanner onDecode={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('No camera was found');
  });

  it('reads a picked picture with BarcodeDetector when the browser has it, by keyboard', async () => {
    const user = userEvent.setup();
    stubCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    vi.stubGlobal('BarcodeDetector', class {
      detect = vi.fn(async () => [{ rawValue: 'MO-HEALTH-123' }]);
    });
    const onDecode = vi.fn();
    render(<QrScanner onDecode={onDecode} />);
    const input = screen.getByLabelText('Choose a picture of the code');
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.upload(input, new File(['x'], 'code.png', { type: 'image/png' }));
    await waitFor(() => expect(onDecode).toHaveBeenCalledWith('MO-HEALTH-123'));
  });

  it('says so when a picture holds no code', async () => {
    stubCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    vi.stubGlobal('BarcodeDetector', class {
      detect = vi.fn(async () => []);
    });
    const onDecode = vi.fn();
    render(<QrScanner onDecode={onDecode} />);
    await userEvent.upload(screen.getByLabelText('Choose a picture of the code'), new File(['x'], 'cat.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No QR code was found in this picture');
    expect(onDecode).not.toHaveBeenCalled();
  });

  it('stops the camera when it goes away', async () => {
    const stop = vi.fn();
    stubCamera(() => Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    // happy-dom's srcObject accepts only its own MediaStream.
    Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { set() {}, get() { return null; }, configurable: true });
    const { unmount } = render(<QrScanner onDecode={() => {}} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Point the camera at a QR code'));
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
