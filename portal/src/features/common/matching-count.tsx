/**
 * The "N matching" line under a record list's filter. Its line is always there (a no-break space until the count is
 * known, and while the filter is invalid), so the rows below it never move when the count arrives after them
 * (docs/performance.md, layout shift). A status region: the new count is read out when the filter changes it.
 */
export function MatchingCount({ text, id }: { text: string | null; id?: string }) {
  return (
    <p id={id} className="m-0 text-sm text-text-muted" role="status" data-slot="matching-count">
      {text ?? '\u00a0'}
    </p>
  );
}
