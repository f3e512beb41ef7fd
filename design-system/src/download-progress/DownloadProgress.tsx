import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';

/** `preparing`: asked, nothing received yet; `receiving`: bytes arriving; `done`: saved; `failed`: stopped. */
export type DownloadState = 'preparing' | 'receiving' | 'done' | 'failed';

export interface DownloadProgressProps extends ComponentProps<'div'> {
  state: DownloadState;
  /** What is being downloaded, e.g. "Health summary (PDF)": the progress bar's name. */
  label: string;
  /** Bytes (or items) received so far. */
  value?: number;
  /** The total when known; without it the bar is indeterminate (a streamed file's size is not known ahead). */
  max?: number | null;
  /** The state in words for screen readers and sighted users alike, e.g. "Received 1.2 MB". */
  status: string;
  /** An action beside the status (cancel, try again). */
  action?: ReactNode;
}

/**
 * A download's progress: a native progress bar (determinate when the size is known, indeterminate while a
 * streamed file arrives) and its status in words in a polite live region, so the state is never told by
 * the bar or by colour alone.
 */
export const DownloadProgress = /* @__PURE__ */ refAsProp(function DownloadProgress({ state, label, value = 0, max = null, status, action, className, ...props }: DownloadProgressProps) {
  const known = max !== null && max > 0;
  const finished = state === 'done' || state === 'failed';
  return (
    <div className={cn('flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-3', className)} data-state={state} {...props}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-base font-medium">{label}</span>
        {action}
      </div>
      {finished ? null : (
        <progress aria-label={label} className="h-2 w-full accent-primary" {...(known ? { value: Math.min(value, max), max } : {})} />
      )}
      <p role="status" className={cn('m-0 text-sm', state === 'failed' ? 'text-danger' : 'text-text-muted')}>
        {status}
      </p>
    </div>
  );
});
