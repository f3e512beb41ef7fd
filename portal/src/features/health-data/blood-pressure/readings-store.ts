import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { BloodPressureRow } from '@macao-phr/contract';
import { listReadings } from './api.ts';

/**
 * The readings list (docs/product/states.md "Lists"): page 1 replaces; later pages append on mobile (load more) and
 * replace on web (pagination). A failed load clears the loading flags and keeps what was shown
 * (docs/product/result-codes.md: "Failed or empty list responses clear loading flags and leave data empty").
 */
export type ListMode = 'append' | 'replace';

export interface ReadingsState {
  readonly rows: readonly BloodPressureRow[];
  readonly total: number;
  readonly pageNum: number;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** A later page is loading while earlier rows stay visible (mobile). */
  readonly loadingMore: boolean;
}

export interface ReadingsList {
  readonly $state: ReadableAtom<ReadingsState>;
  load(pageNum: number): Promise<void>;
  loadMore(): Promise<void>;
  dispose(): void;
}

const initial: ReadingsState = { rows: [], total: 0, pageNum: 1, status: 'idle', loadingMore: false };

export function createReadingsList(mode: ListMode, fetchPage: typeof listReadings = listReadings): ReadingsList {
  const $state = atom<ReadingsState>(initial);
  let controller: AbortController | null = null;

  async function load(pageNum: number): Promise<void> {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    const appending = mode === 'append' && pageNum > 1;
    const before = $state.get();
    $state.set(appending ? { ...before, loadingMore: true } : { ...before, status: 'loading', loadingMore: false });
    try {
      const result = await fetchPage(pageNum, { signal: mine.signal });
      if (mine.signal.aborted) return;
      const rows = appending ? [...before.rows, ...result.rows] : result.rows;
      $state.set({ rows, total: result.total, pageNum, status: 'ready', loadingMore: false });
    } catch {
      if (mine.signal.aborted) return;
      $state.set(appending ? { ...$state.get(), loadingMore: false } : { ...$state.get(), status: 'error', loadingMore: false });
    }
  }

  return {
    $state,
    load,
    loadMore: () => load($state.get().pageNum + 1),
    dispose: () => controller?.abort(),
  };
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
