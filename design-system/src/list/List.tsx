import type { ComponentProps, MouseEventHandler, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { ChevronRightIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

/** A list of rows, grouped on a raised surface; rows are divided by hairlines. */
export const Root = /* @__PURE__ */ refAsProp(function Root({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="list"
      // role="list" because Safari drops list semantics when list-style is none.
      role="list"
      className={cn('m-0 flex list-none flex-col divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface-raised p-0', className)}
      {...props}
    />
  );
});

export interface ItemProps extends Omit<ComponentProps<'li'>, 'title' | 'onClick'> {
  title: ReactNode;
  description?: ReactNode;
  /** Content at the end of the row: a value, a Badge. */
  trailing?: ReactNode;
  /** Leading content: an icon or avatar (decorative unless it carries its own label). */
  leading?: ReactNode;
  /** Makes the whole row a link. */
  href?: string;
  /** Makes the whole row a button (ignored when `href` is set). */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Disables an interactive row. @default false */
  disabled?: boolean;
}

const rowClasses = 'flex w-full min-h-14 items-center gap-3 px-4 py-3 text-start text-text';
const interactiveClasses = 'hover:bg-surface-sunken focus-visible:-outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

export const Item = /* @__PURE__ */ refAsProp(function Item({ title, description, trailing, leading, href, onClick, disabled = false, className, ...props }: ItemProps) {
  const interactive = href !== undefined || onClick !== undefined;
  const body = (
    <>
      {leading ? <span className="shrink-0 text-text-muted">{leading}</span> : null}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-base font-medium break-words">{title}</span>
        {description ? <span className="text-sm text-text-muted break-words">{description}</span> : null}
      </span>
      {trailing ? <span className="shrink-0 text-sm text-text-muted">{trailing}</span> : null}
      {interactive ? <ChevronRightIcon className="size-5 shrink-0 text-text-muted rtl:rotate-180" /> : null}
    </>
  );
  return (
    <li data-slot="list-item" data-interactive={interactive || undefined} className={cn('m-0', className)} {...props}>
      {href !== undefined ? (
        <a href={disabled ? undefined : href} aria-disabled={disabled || undefined} className={cn(rowClasses, interactiveClasses, 'no-underline')}>
          {body}
        </a>
      ) : onClick !== undefined ? (
        <button type="button" onClick={onClick} disabled={disabled} className={cn(rowClasses, interactiveClasses)}>
          {body}
        </button>
      ) : (
        <div className={rowClasses}>{body}</div>
      )}
    </li>
  );
});
