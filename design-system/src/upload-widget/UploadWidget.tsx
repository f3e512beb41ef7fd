'use client';

import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, type DropZoneProps, type FileDropItem } from 'react-aria-components';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];
import { cn } from '../lib/cn.ts';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, SpinnerIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export type UploadStatus = 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  /** What `upload` resolved with (a server id, say), once done. */
  result?: unknown;
  /** False when the upload was refused for good (see `UploadWidgetProps.upload`): no Retry is offered. @default true */
  retryable?: boolean;
}

export interface UploadContext {
  /** Report progress from 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Aborted when the resident removes the file while it uploads. */
  signal: AbortSignal;
}

export interface UploadWidgetMessages {
  /** Also the drop area's accessible name. @default Drop files here */
  dropHere: string;
  /** @default Choose files */
  choose: string;
  /** Shown under the drop area. @default Images and PDF files, up to 20 MB each */
  hint: string;
  /** @default Uploading */
  uploading: string;
  /** @default Uploaded */
  done: string;
  /** @default Upload failed */
  failed: string;
  /** @default Retry */
  retry: string;
  /** @default Remove */
  remove: string;
  /** Name of the list of files. @default Attachments */
  listLabel: string;
  /** @default (name) => `${name} is larger than the limit` */
  tooLarge: (name: string) => string;
  /** @default (max) => `You can attach at most ${max} images` */
  tooManyImages: (max: number) => string;
  /** @default (max) => `You can attach at most ${max} PDF files` */
  tooManyPdfs: (max: number) => string;
  /** @default (name) => `Not enough space left for ${name}` */
  noSpace: (name: string) => string;
  /** @default (name) => `${name} is not an image or a PDF file` */
  wrongType: (name: string) => string;
  /** The warning the app shows when the resident leaves with failures (see `hasUploadFailures`). */
  leaveWarning: string;
  /** Size as text, in the same (decimal) units as the limit. @default whole kilobytes (1000 bytes) under 1 MB, else megabytes (1,000,000 bytes) with one decimal */
  formatSize: (bytes: number) => string;
}

export const defaultUploadWidgetMessages: UploadWidgetMessages = {
  dropHere: 'Drop files here',
  choose: 'Choose files',
  hint: 'Images and PDF files, up to 20 MB each',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Upload failed',
  retry: 'Retry',
  remove: 'Remove',
  listLabel: 'Attachments',
  tooLarge: (name) => `${name} is larger than the limit`,
  tooManyImages: (max) => `You can attach at most ${max} ${max === 1 ? 'image' : 'images'}`,
  tooManyPdfs: (max) => `You can attach at most ${max} ${max === 1 ? 'PDF file' : 'PDF files'}`,
  noSpace: (name) => `Not enough space left for ${name}`,
  wrongType: (name) => `${name} is not an image or a PDF file`,
  leaveWarning: 'You have attachments not uploaded successfully or failed to be uploaded',
  formatSize: (bytes) => (bytes < 999_500 ? `${Math.max(1, Math.round(bytes / 1000))} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`),
};

/**
 * True while any file is still uploading or has failed: the app asks before leaving then, with
 * `messages.leaveWarning` ("You have attachments not uploaded successfully or failed to be uploaded").
 */
export function hasUploadFailures(items: readonly UploadItem[]): boolean {
  return items.some((item) => item.status !== 'done');
}

export interface UploadWidgetProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  /**
   * Uploads one file; resolve when stored, reject on failure. Reject with an error whose `retryable` is false
   * when trying the same file again cannot succeed (its type or size refused by the server): it then offers
   * only Remove.
   */
  upload: (file: File, context: UploadContext) => Promise<unknown>;
  /** Called with every file's state whenever one changes. */
  onValueChange?: (items: UploadItem[]) => void;
  /** Largest file in bytes. @default 20 MB (20,000,000 bytes, decimal like the sizes shown) */
  maxFileSize?: number;
  /** Most images at once. @default 5 */
  maxImages?: number;
  /** Most PDF files at once. @default 10 */
  maxPdfs?: number;
  /** Bytes the resident still has; unlimited when not given. */
  remainingSpace?: number;
  /** Ask the browser to confirm closing the tab while uploads failed or run. @default false */
  warnOnUnload?: boolean;
  /** Texts, merged over the English defaults. */
  messages?: Partial<UploadWidgetMessages>;
  /** @default false */
  isDisabled?: boolean;
}

const accepted = ['image/*', 'application/pdf'];
const isImage = (file: File) => file.type.startsWith('image/');
const isPdf = (file: File) => file.type === 'application/pdf';

const actionShape = [
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium',
  'border bg-surface-raised hover:bg-surface-sunken',
  'outline-none data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus',
  'data-disabled:cursor-not-allowed data-disabled:opacity-50',
].join(' ');
/** A file's Retry and Remove. */
const actionClasses = `${actionShape} border-border-strong text-text`;
/** The picker's button: the same shape in the brand colour. */
const pickClasses = `${actionShape} border-primary text-primary`;

/** Pick or drop images and PDFs; each uploads at once with its own progress, retry and remove. */
export const UploadWidget = /* @__PURE__ */ refAsProp(function UploadWidget({
  upload,
  onValueChange,
  maxFileSize = 20_000_000,
  maxImages = 5,
  maxPdfs = 10,
  remainingSpace,
  warnOnUnload = false,
  messages: messageOverrides,
  isDisabled = false,
  className,
  ...props
}: UploadWidgetProps) {
  const messages = { ...defaultUploadWidgetMessages, ...messageOverrides };
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());
  const hintId = useId();
  const nextId = useRef(0);
  const onValueChangeRef = useRef(onValueChange);
  onValueChangeRef.current = onValueChange;

  function update(change: (current: UploadItem[]) => UploadItem[]) {
    const next = change(itemsRef.current);
    itemsRef.current = next;
    setItems(next);
    onValueChangeRef.current?.(next);
  }

  function patch(id: string, values: Partial<UploadItem>) {
    update((current) => current.map((item) => (item.id === id ? { ...item, ...values } : item)));
  }

  function start(id: string, file: File) {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    patch(id, { status: 'uploading', progress: 0, retryable: true });
    upload(file, {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (!controller.signal.aborted) patch(id, { progress: Math.min(1, Math.max(0, fraction)) });
      },
    }).then(
      (result) => {
        if (!controller.signal.aborted) patch(id, { status: 'done', progress: 1, result });
      },
      (error: unknown) => {
        const refused = typeof error === 'object' && error !== null && 'retryable' in error && error.retryable === false;
        if (!controller.signal.aborted) patch(id, { status: 'failed', retryable: !refused });
      },
    );
  }

  function addFiles(files: readonly File[]) {
    const problems: string[] = [];
    const accepting: UploadItem[] = [];
    let images = itemsRef.current.filter((item) => isImage(item.file)).length;
    let pdfs = itemsRef.current.filter((item) => isPdf(item.file)).length;
    let space = remainingSpace === undefined ? Infinity : remainingSpace - itemsRef.current.reduce((sum, item) => sum + item.file.size, 0);
    for (const file of files) {
      if (!isImage(file) && !isPdf(file)) problems.push(messages.wrongType(file.name));
      else if (file.size > maxFileSize) problems.push(messages.tooLarge(file.name));
      else if (file.size > space) problems.push(messages.noSpace(file.name));
      else if (isImage(file) && images >= maxImages) problems.push(messages.tooManyImages(maxImages));
      else if (isPdf(file) && pdfs >= maxPdfs) problems.push(messages.tooManyPdfs(maxPdfs));
      else {
        if (isImage(file)) images += 1;
        else pdfs += 1;
        space -= file.size;
        nextId.current += 1;
        accepting.push({ id: `upload-${nextId.current}`, file, status: 'uploading', progress: 0 });
      }
    }
    setRejections([...new Set(problems)]);
    if (accepting.length === 0) return;
    update((current) => [...current, ...accepting]);
    for (const item of accepting) start(item.id, item.file);
  }

  function remove(id: string) {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    update((current) => current.filter((item) => item.id !== id));
  }

  async function onDrop(event: DropEvent) {
    const fileItems = event.items.filter((item): item is FileDropItem => item.kind === 'file');
    addFiles(await Promise.all(fileItems.map((item) => item.getFile())));
  }

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const failing = hasUploadFailures(items);
  useEffect(() => {
    if (!warnOnUnload || !failing) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warnOnUnload, failing]);

  return (
    <div data-slot="upload-widget" data-failing={failing || undefined} className={cn('flex flex-col gap-3', className)} {...props}>
      <DropZone
        // Without a name react-aria announces the English word "DropZone" in every language.
        aria-label={messages.dropHere}
        isDisabled={isDisabled}
        aria-describedby={hintId}
        // Browsers hide a dragged file's type until the drop, so the checks run in addFiles.
        getDropOperation={() => 'copy'}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border-strong bg-surface-raised p-6 text-center text-text',
          'data-drop-target:border-primary data-drop-target:bg-surface-sunken',
          'data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus',
          // Faded text would fail contrast; the disabled picker button says it is unavailable.
          'data-disabled:border-border data-disabled:cursor-not-allowed',
        )}
      >
        <span className="text-base font-medium">{messages.dropHere}</span>
        <FileTrigger acceptedFileTypes={accepted} allowsMultiple onSelect={(list) => addFiles(list ? Array.from(list) : [])}>
          <AriaButton isDisabled={isDisabled} className={pickClasses}>{messages.choose}</AriaButton>
        </FileTrigger>
        <span id={hintId} className="text-sm text-text-muted">{messages.hint}</span>
      </DropZone>

      <div role="alert" className={cn('flex flex-col gap-1 text-sm text-danger', rejections.length === 0 && 'sr-only')}>
        {rejections.map((problem) => <p key={problem} className="m-0">{problem}</p>)}
      </div>

      {items.length > 0 ? (
        <ul aria-label={messages.listLabel} role="list" className="m-0 flex list-none flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised p-0">
          {items.map((item) => {
            const statusText = item.status === 'uploading' ? messages.uploading : item.status === 'done' ? messages.done : messages.failed;
            return (
              <li key={item.id} data-status={item.status} className="m-0 flex flex-col gap-2 px-3 py-2 text-text">
                <div className="flex items-center gap-2">
                  <span aria-hidden="true" className={cn('shrink-0 text-xl', item.status === 'failed' ? 'text-danger' : item.status === 'done' ? 'text-success' : 'text-text-muted')}>
                    {item.status === 'failed' ? <AlertCircleIcon /> : item.status === 'done' ? <CheckCircleIcon /> : <SpinnerIcon className="motion-safe:animate-spin" />}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="break-all">{item.file.name}</span>
                    <span className={cn('text-sm', item.status === 'failed' ? 'text-danger' : 'text-text-muted')}>
                      {messages.formatSize(item.file.size)} · {statusText}
                    </span>
                  </span>
                  {item.status === 'failed' && item.retryable !== false ? (
                    <AriaButton onPress={() => start(item.id, item.file)} aria-label={`${messages.retry} ${item.file.name}`} className={actionClasses}>
                      {messages.retry}
                    </AriaButton>
                  ) : null}
                  <AriaButton onPress={() => remove(item.id)} aria-label={`${messages.remove} ${item.file.name}`} className={actionClasses}>
                    <CloseIcon aria-hidden="true" />
                    {messages.remove}
                  </AriaButton>
                </div>
                {item.status === 'uploading' ? (
                  <progress
                    aria-label={`${messages.uploading} ${item.file.name}`}
                    value={item.progress}
                    max={1}
                    className="h-1.5 w-full appearance-none overflow-hidden rounded-full bg-surface-sunken [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-sunken [&::-webkit-progress-value]:bg-primary"
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
});
