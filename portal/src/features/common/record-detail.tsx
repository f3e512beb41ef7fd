import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EmptyState, Skeleton, buttonVariants } from '@macao-phr/design-system';

export type RecordDetailState<D> = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; record: D };

type FetchDetail<D> = (id: number, options: { signal: AbortSignal; toastOnError: false }) => Promise<D>;

/**
 * One record opened by its `?id=`: loading, then ready, or missing when the id is absent, malformed or not
 * found (another resident's id answers as an unknown one). `setRecord` replaces the loaded record after a change.
 */
export function useRecordDetail<D>(id: number | null, fetchDetail: FetchDetail<D>) {
  const [state, setState] = useState<RecordDetailState<D>>(id === null ? { status: 'missing' } : { status: 'loading' });
  const fetchRef = useRef(fetchDetail);
  fetchRef.current = fetchDetail;

  useEffect(() => {
    if (id === null) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    const controller = new AbortController();
    fetchRef
      .current(id, { signal: controller.signal, toastOnError: false })
      .then((record) => setState({ status: 'ready', record }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [id]);

  const setRecord = useCallback((record: D) => setState({ status: 'ready', record }), []);
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
