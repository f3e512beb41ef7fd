import type { ComponentProps, ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { ChevronLeftIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export const navBarVariants = cva('sticky top-0 z-sticky items-center gap-2 border-b border-border bg-surface-raised text-text', {
  variants: {
    variant: {
      // Phone top bar: back at the start, title centred between equal side columns.
      mobile: 'grid min-h-14 grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] px-1 py-1 pt-[max(var(--space-1),env(safe-area-inset-top))]',
      web: 'flex min-h-16 px-6',
    },
  },
  defaultVariants: { variant: 'mobile' },
});

export interface NavBarProps extends Omit<ComponentProps<'header'>, 'title'> {
  title: string;
  /** When given, a back button appears at the start. */
  onBack?: () => void;
  /** Visible text and accessible name of the back button. @default Back */
  backLabel?: string;
  /** Trailing actions (icon buttons, a menu). */
  actions?: ReactNode;
  /** Leading content of the web header (a logo) when there is no back button. */
  leading?: ReactNode;
  /** @default mobile */
  variant?: 'mobile' | 'web';
}

export const NavBar = /* @__PURE__ */ refAsProp(function NavBar({ title, onBack, backLabel = 'Back', actions, leading, variant = 'mobile', className, ...props }: NavBarProps) {
  const back = onBack ? (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex min-h-11 min-w-11 items-center gap-0.5 rounded-md px-2 text-base text-primary hover:bg-surface-sunken"
    >
      <ChevronLeftIcon className="size-6 shrink-0 rtl:rotate-180" />
      {/* On a phone the title needs the width, so the label is spoken but not shown (iOS and
          Android top bars do the same); the web header has room to show it. */}
      <span className={variant === 'mobile' ? 'sr-only' : 'truncate'}>{backLabel}</span>
    </button>
  ) : (
    leading
  );
  return (
    <header data-slot="nav-bar" data-variant={variant} className={cn(navBarVariants({ variant }), className)} {...props}>
      <div className="flex min-w-0 items-center justify-start">{back}</div>
      <h1
        className={cn(
          'font-semibold',
          // A long title wraps onto as many lines as it needs and is never cut: with text at 200%, a Portuguese
          // title takes three lines on a phone, and a clamped or truncated one would hide the page's name.
          variant === 'mobile' ? 'max-w-[60vw] text-center text-base break-words' : 'min-w-0 flex-1 text-xl break-words',
        )}
      >
        {title}
      </h1>
      <div className="flex min-w-0 items-center justify-end gap-1">{actions}</div>
    </header>
  );
});
