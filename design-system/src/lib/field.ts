/** Shared field styling so TextField, NumberField and the date fields look and behave alike. */
export const fieldClasses = {
  root: 'flex flex-col gap-1.5',
  label: 'text-sm font-medium text-text',
  required: 'ms-0.5 text-danger',
  description: 'text-sm text-text-muted',
  error: 'text-sm text-danger',
  // The border's colour is a default that an invalid field's `border-danger` overrides (fallback: has no specificity).
  input: [
    'h-11 w-full min-w-0 rounded-md border fallback:border-border-strong bg-surface-raised px-3 text-base text-text',
    'placeholder:text-text-muted',
    'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
    'data-invalid:border-danger aria-invalid:border-danger',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ].join(' '),
  /**
   * A part of a date field (DateField, DateRangeFilter). An editable part is at least 24 px wide (WCAG 2.5.8 target
   * size) whatever the width of the face's digits; the separators between them are not targets and keep their own.
   */
  dateSegment: [
    'min-w-6 rounded-sm px-0.5 text-center tabular-nums text-text outline-none',
    'data-placeholder:text-text-muted data-[type=literal]:min-w-0 data-[type=literal]:px-0 data-[type=literal]:text-text-muted',
    'data-focused:bg-primary data-focused:text-primary-foreground',
  ].join(' '),
} as const;
