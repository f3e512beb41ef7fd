'use client';

import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { decodeQr } from './decode.ts';
import { refAsProp } from '../lib/ref-prop.ts';

/** 'denied': the reader refused the camera; 'no-camera': none, or no camera API at all. */
export type QrScannerState = 'starting' | 'scanning' | 'denied' | 'no-camera';

export interface QrScannerMessages {
  /** @default Starting the camera */
  starting: string;
  /** @default Point the camera at a QR code */
  scanning: string;
  /** @default Camera access was refused. Allow it in the browser settings, or choose a picture of the code. */
  denied: string;
  /** @default No camera was found. Choose a picture of the code instead. */
  noCamera: string;
  /** @default Choose a picture of the code */
  chooseFile: string;
  /** @default No QR code was found in this picture */
  notFound: string;
  /** @default Camera view */
  video: string;
}

export const defaultQrScannerMessages: QrScannerMessages = {
  starting: 'Starting the camera',
  scanning: 'Point the camera at a QR code',
  denied: 'Camera access was refused. Allow it in the browser settings, or choose a picture of the code.',
  noCamera: 'No camera was found. Choose a picture of the code instead.',
  chooseFile: 'Choose a picture of the code',
  notFound: 'No QR code was found in this picture',
  video: 'Camera view',
};

export interface QrScannerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Called once with the text of the first code read. */
  onDecode: (text: string) => void;
  messages?: Partial<QrScannerMessages>;
  /** Milliseconds between frames read. @default 250 */
  interval?: number;
}

/**
 * Reads a QR code with the back camera (getUserMedia), or from a picked picture when the camera is
 * refused or missing. Load it lazily: `import('@macao-phr/design-system/qr-scanner')`.
 */
export const QrScanner = /* @__PURE__ */ refAsProp(function QrScanner({ onDecode, messages: overrides, interval = 250, className, ...props }: QrScannerProps) {
  const messages = { ...defaultQrScannerMessages, ...overrides };
  const [state, setState] = useState<QrScannerState>('starting');
  const [fileMessage, setFileMessage] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const done = useRef(false);
  const onDecodeRef = useRef(onDecode);
  onDecodeRef.current = onDecode;
  const fileId = useId();

  const found = (text: string | null) => {
    if (!text || done.current) return false;
    done.current = true;
    onDecodeRef.current(text);
    return true;
  };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('no-camera');
      return;
    }
    media
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (granted) => {
        stream = granted;
        if (cancelled) return;
        const element = video.current;
        if (!element) return;
        element.srcObject = granted;
        await element.play().catch(() => undefined);
        setState('scanning');
        let busy = false;
        timer = setInterval(() => {
          if (busy || done.current) return;
          busy = true;
          decodeQr(element)
            .then((text) => {
              if (found(text) && timer) clearInterval(timer);
            })
            .catch(() => undefined)
            .finally(() => {
              busy = false;
            });
        }, interval);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const name = error instanceof DOMException || error instanceof Error ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'no-camera');
      });
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [interval]);

  const status = { starting: messages.starting, scanning: messages.scanning, denied: messages.denied, 'no-camera': messages.noCamera }[state];
  const camera = state === 'starting' || state === 'scanning';

  return (
    <div data-slot="qr-scanner" data-state={state} className={cn('flex flex-col gap-3', className)} {...props}>
      <div className={cn('relative aspect-square w-full max-w-sm overflow-hidden rounded-lg bg-surface-sunken', !camera && 'hidden')}>
        <video ref={video} muted playsInline aria-label={messages.video} className="size-full object-cover" />
        {/* A frame to aim with; decoration only. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-[15%] rounded-md border-4 border-primary" />
      </div>
      <p role="status" className={cn('text-base', camera ? 'text-text-muted' : 'text-text')}>{status}</p>
      <div className="flex flex-col gap-1">
        <label
          htmlFor={fileId}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center justify-center self-start rounded-md border border-border-strong bg-surface-raised px-4 font-medium text-text',
            'hover:bg-surface-sunken has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
          )}
        >
          {messages.chooseFile}
          <input
            id={fileId}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setFileMessage('');
              const text = await decodeQr(file).catch(() => null);
              if (!found(text) && !text) setFileMessage(messages.notFound);
            }}
          />
        </label>
        {fileMessage ? <p role="alert" className="text-sm text-danger">{fileMessage}</p> : null}
      </div>
    </div>
  );
});
