import type { BloodPressureInput, BloodPressureListResult, BloodPressureRow } from '@macao-phr/contract';
import { api } from '../../../api/index.ts';
import type { CallOptions } from '../../../api/index.ts';
import { invalidateTrends } from '../trends/cache.ts';

/** docs/product/calls.md /healthRecord/bloodPressure/{list,add,update,delete}; bodies as in contract/health/blood-pressure.ts. */

export const pageSize = 10;

export function listReadings(pageNum: number, options?: CallOptions, size = pageSize): Promise<BloodPressureListResult> {
  return api.call('bloodPressureList', { page: { pageNum, pageSize: size } }, options);
}

export async function addReading(input: BloodPressureInput, options?: CallOptions): Promise<BloodPressureRow> {
  const row = await api.call('bloodPressureAdd', input, options);
  rememberRows([row]);
  invalidateTrends();
  return row;
}

export async function updateReading(id: number, input: BloodPressureInput, options?: CallOptions): Promise<BloodPressureRow> {
  const row = await api.call('bloodPressureUpdate', { id, ...input }, options);
  rememberRows([row]);
  invalidateTrends();
  return row;
}

export async function deleteReading(id: number, options?: CallOptions): Promise<void> {
  await api.call('bloodPressureDelete', { id }, options);
  known.delete(id);
  invalidateTrends();
}

/**
 * There is no detail call (docs/product/calls.md lists list/add/update/delete only): an edit form finds its reading
 * among the rows the list already loaded, else pages through the list at the largest page size.
 */
const known = new Map<number, BloodPressureRow>();

export function rememberRows(rows: readonly BloodPressureRow[]): void {
  for (const row of rows) known.set(row.id, row);
}

export async function findReading(id: number, signal?: AbortSignal): Promise<BloodPressureRow | undefined> {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  const size = 100;
  for (let page = 1; ; page++) {
    const result = await listReadings(page, { signal }, size);
    rememberRows(result.rows);
    const hit = result.rows.find((row) => row.id === id);
    if (hit !== undefined) return hit;
    if (page * size >= result.total || result.rows.length === 0) return undefined;
  }
}
