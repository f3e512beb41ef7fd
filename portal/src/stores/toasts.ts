import { atom } from 'nanostores';

/** Toasts queued by the API client (docs/product/result-codes.md) and by screens; rendered by app/Toaster.tsx. */

export type ToastTone = 'error' | 'success' | 'info';

export interface ToastItem {
  readonly id: number;
  readonly tone: ToastTone;
  readonly message: string;
}

export const $toasts = atom<readonly ToastItem[]>([]);

let nextId = 1;

export function pushToast(tone: ToastTone, message: string): number {
  const id = nextId++;
  // Two identical errors in a row (parallel calls failing together) show once.
  const current = $toasts.get();
  if (current.some((t) => t.tone === tone && t.message === message)) return id;
  $toasts.set([...current, { id, tone, message }]);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
