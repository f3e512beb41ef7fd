/**
 * docs/product/routes.md behaviour 6: trend detail is fetched per indicator group and cached. One small module (no zod, no
 * React) so the reading forms can empty the cache after a write without pulling the trend screens in.
 */
const entries = new Map<string, Promise<unknown>>();

export function cachedCall<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key) as Promise<T> | undefined;
  if (hit !== undefined) return hit;
  const pending = load();
  entries.set(key, pending);
  // A failed call is not remembered: the next visit asks again.
  pending.catch(() => {
    if (entries.get(key) === pending) entries.delete(key);
  });
  return pending;
}

/** After a reading is added, changed or deleted, every trend may have moved. */
export function invalidateTrends(): void {
  entries.clear();
}
