/** Shared field styling so TextField and NumberField look and behave alike. */
export const fieldClasses = {
  root: 'flex flex-col gap-1.5',
  label: 'text-sm font-medium text-text',
  required: 'ms-0.5 text-danger',
  description: 'text-sm text-text-muted',
  error: 'text-sm text-danger',
  input: [
    'h-11 w-full min-w-0 rounded-md border border-border-strong bg-surface-raised px-3 text-base text-text',
    'placeholder:text-text-muted',
    'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
    'data-invalid:border-danger aria-invalid:border-danger',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ].join(' '),
} as const;
