import { useLocation, useSearch } from 'wouter';
import { nanoquery } from '@nanostores/query';
import { $token } from '../../stores/session.ts';
import { $subject } from '../../stores/subject.ts';

/**
 * What the loading hooks (useLoaded, usePaged, useSideLoad) last received, for going back to a screen or opening
 * it again in this session: its data shows at once and is refreshed quietly (stale-while-revalidate). The entries
 * live in @nanostores/query's cache, only in this tab's memory, and are cleared when the resident signs out or in,
 * and when a guardian switches to a ward or back (another person's records must never show, not even for a moment).
 */
const entries = new Map<string, { data?: unknown; created?: number; expires?: number }>();
const [, , { mutateCache, invalidateKeys }] = nanoquery({ cache: entries, cacheLifetime: Number.POSITIVE_INFINITY });

/** Screens a session keeps; the oldest is dropped past this (a list page is a few KiB). */
const MAX_ENTRIES = 60;

export function cached<T>(key: string): T | undefined {
  return entries.get(key)?.data as T | undefined;
}

export function remember(key: string, data: unknown): void {
  // nanoquery's mutateCache only updates keys it already holds: a new key goes in with the shape nanoquery keeps,
  // re-inserted so the Map's order is oldest first.
  entries.delete(key);
  entries.set(key, { data, created: Date.now(), expires: Number.POSITIVE_INFINITY });
  mutateCache(key, data);
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
}

export function clearCache(): void {
  invalidateKeys(() => true);
}

$token.listen(clearCache);
$subject.listen(clearCache);

/**
 * The key of one hook's data: the screen's address (a detail screen's record id is in its query), the hook's kind
 * and `key`, and the code of its load function (two loads on one screen differ in it), plus whose records.
 */
export function useCacheKey(kind: string, key: string, load: unknown): string {
  const [path] = useLocation();
  const search = useSearch();
  return JSON.stringify([$subject.get()?.patid ?? '', path, search, kind, key, String(load)]);
}
