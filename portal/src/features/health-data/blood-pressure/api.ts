import type { BloodPressureInput, BloodPressureListResult, BloodPressureRow } from '@macao-phr/contract';
import { api, queries } from '../../../api/index.ts';
import type { CallOptions } from '../../../api/index.ts';
import { readingsChanged } from '../readings/api.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /healthRecord/bloodPressure/{list,add,update,delete}; bodies as in contract/health/blood-pressure.ts. */

export const pageSize = 10;

export function listReadings(pageNum: number, options?: CallOptions, size = pageSize): Promise<BloodPressureListResult> {
  return queries.read(paths.bloodPressureList, { page: { pageNum, pageSize: size } }, options).fetch(options?.signal);
}

export async function addReading(input: BloodPressureInput, options?: CallOptions): Promise<BloodPressureRow> {
  const row = await api.call(paths.bloodPressureAdd, input, options);
  readingsChanged();
  return row;
}

export async function updateReading(id: number, input: BloodPressureInput, options?: CallOptions): Promise<BloodPressureRow> {
  const row = await api.call(paths.bloodPressureUpdate, { id, ...input }, options);
  readingsChanged();
  return row;
}

export async function deleteReading(id: number, options?: CallOptions): Promise<void> {
  await api.call(paths.bloodPressureDelete, { id }, options);
  readingsChanged();
}

/**
 * There is no detail call (docs/product/calls.md lists list/add/update/delete only): an edit form finds its reading
 * among the list's pages the query cache holds for this person (1, 2, ... as the list loaded them), else pages through the list at the largest page size.
 */
export async function findReading(id: number, signal?: AbortSignal): Promise<BloodPressureRow | undefined> {
  for (let page = 1, kept; (kept = queries.read(paths.bloodPressureList, { page: { pageNum: page, pageSize } }).peek()); page++) {
    const hit = kept.rows.find((row) => row.id === id);
    if (hit !== undefined) return hit;
  }
  const size = 100;
  for (let page = 1; ; page++) {
    const result = await listReadings(page, { signal }, size);
    const hit = result.rows.find((row) => row.id === id);
    if (hit !== undefined) return hit;
    if (page * size >= result.total || result.rows.length === 0) return undefined;
  }
}
