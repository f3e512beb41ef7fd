import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EmptyState, Skeleton, buttonVariants } from '@macao-phr/design-system';
import { ResultCode } from '@macao-phr/contract';
import { ApiError } from '../../api/index.ts';
import type { Read } from '../../api/index.ts';
import { useLoaded } from './loaded.tsx';

export type RecordDetailState<D> = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; record: D };

/**
 * The same read, the server's "not found" its answer 'notFound' instead of a failure: a record gone since the query
 * cache took it says so rather than staying drawn as it was (a failed refresh keeps what was shown).
 */
export function notFoundAsAnswer<D>(read: Read<D>): Read<D | 'notFound'> {
  return {
    ...read,
    fetch: (signal) =>
      read.fetch(signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.resultCode === ResultCode.NOT_FOUND) return 'notFound' as const;
        throw error;
      }),
  };
}

/** No record asked for (the address names none): missing, without a call. */
const noRecord: Read<never> = { key: '', peek: () => undefined, fetch: () => Promise.reject(new Error('no record')), prefetch: () => undefined };

/**
 * One record opened by its `?id=`, read through the query cache (`useLoaded`): loading, then ready, or missing when
 * the read is null (the id absent or malformed), is not found (another resident's id answers as an unknown one) or
 * fails. Opened again, the record the cache holds shows at once while it is asked for again; a refresh that fails
 * otherwise than "not found" keeps it. `setRecord` shows the record as a change left it (the change invalidates the
 * cached one).
 */
export function useRecordDetail<D>(read: Read<D> | null) {
  const current = read ?? noRecord;
  const { data } = useLoaded<D | 'notFound'>(notFoundAsAnswer(current));
  const [changed, setChanged] = useState<{ key: string; record: D } | null>(null);
  const state: RecordDetailState<D> =
    read === null
      ? { status: 'missing' }
      : changed !== null && changed.key === current.key
        ? { status: 'ready', record: changed.record }
        : data === 'failed' || data === 'notFound'
          ? { status: 'missing' }
          : data === null
            ? { status: 'loading' }
            : { status: 'ready', record: data };
  const key = current.key;
  const setRecord = useCallback((record: D) => setChanged({ key, record }), [key]);
  return { state, setRecord };
}

/** The way back from a record to its list. */
export function BackToList({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={`${buttonVariants({ variant: 'secondary', wrap: true })} self-start`}>
      {children}
    </Link>
  );
}

/** A record not ready yet: placeholders while it loads, or "not found" with the way back. */
export function RecordPending({ status, notFound, back }: { status: 'loading' | 'missing'; notFound: string; back: ReactNode }) {
  if (status === 'missing') return <EmptyState title={notFound} action={back} />;
  return <RecordLoading />;
}

/** Placeholders for a record's heading and body while it loads. */
export function RecordLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton shape="block" className="h-8" />
      <Skeleton shape="block" className="h-40" />
    </div>
  );
}

export interface RecordField {
  readonly term: string;
  readonly value: string;
  /** A Latin name as issued (an organism), set in italics (binomial nomenclature). */
  readonly latin?: boolean;
}

/** A record's facts as term and value pairs: stacked on a phone, two columns from `sm`. */
export function RecordFields({ fields }: { fields: readonly RecordField[] }) {
  return (
    <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {fields.map(({ term, value, latin }) => (
        <div key={term} className="contents">
          <dt className="text-sm text-text-muted">{term}</dt>
          <dd className={latin ? 'm-0 text-base italic text-text' : 'm-0 text-base text-text'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
