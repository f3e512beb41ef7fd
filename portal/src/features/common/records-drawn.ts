import { atom } from 'nanostores';

/**
 * Counts the times a record list drew its first page (its rows, its empty state or its failure): PagedRecords adds one
 * each time a list it shows stops waiting for its first page. The period filter's controls wait for it
 * (LazyPeriodSelect): on a phone, their code (react-aria's date fields, Radix Select) loading and running beside the
 * list's own call and rows made the rows appear later.
 */
export const $recordsDrawn = atom(0);

export function markRecordsDrawn(): void {
  $recordsDrawn.set($recordsDrawn.get() + 1);
}
