'use client';

import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { CloseIcon } from '../lib/icons.tsx';
import { overlayClasses } from '../lib/overlay.ts';

/**
 * Phones (below `sm`) always get a bottom sheet: full width, rounded top, at most 85% of the screen
 * high, with room for the home indicator. Wider screens get a side panel or a centred dialog.
 */
export const sheetVariants = cva(
  [
    'fixed z-dialog flex flex-col bg-surface-raised text-text shadow-lg outline-none',
    'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl pb-[env(safe-area-inset-bottom)]',
  ],
  {
    variants: {
      wide: {
        side: 'sm:inset-y-0 sm:start-auto sm:end-0 sm:max-h-none sm:w-full sm:max-w-md sm:rounded-none sm:rounded-s-xl',
        center: [
          'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2',
          'sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl',
        ],
      },
    },
    defaultVariants: { wide: 'side' },
  },
);

export interface SheetProps extends VariantProps<typeof sheetVariants> {
  /**
   * The element that opens the sheet (a Button), rendered as the trigger; focus returns to it on close.
   * Without one (a controlled sheet opened elsewhere), focus returns to the element that had it on opening.
   */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Visible heading and the sheet's accessible name. */
  title: string;
  /** A sentence under the title, linked as the sheet's description. */
  description?: string;
  /** Accessible name of the close button. @default Close */
  closeLabel?: string;
  /** Actions kept in view under the scrolling body (e.g. Cancel and Apply buttons). */
  footer?: ReactNode;
  /** The sheet's body; it scrolls when taller than the screen allows. */
  children?: ReactNode;
  /** Where the portal mounts; defaults to document.body. */
  container?: HTMLElement | null;
  className?: string;
}

/**
 * A panel for secondary tasks (filters, a choice, details) on Radix Dialog: modal, focus kept inside,
 * Escape, the close button and a tap on the backdrop close it, and focus returns to the trigger.
 * A bottom sheet on phones; `wide` picks a side panel (default) or a centred dialog on wider screens.
 */
export function Sheet({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  closeLabel = 'Close',
  footer,
  children,
  wide,
  container,
  className,
}: SheetProps) {
  // Radix returns focus to its Trigger only; a controlled sheet opened by another control (no `trigger`)
  // would leave focus on the body. Focus goes back to whatever had it when the sheet opened instead.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay data-slot="sheet-overlay" className={overlayClasses} />
        <DialogPrimitive.Content
          data-slot="sheet"
          data-wide={wide ?? 'side'}
          // Without a description Radix would warn; an explicit undefined tells it there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = trigger || !(document.activeElement instanceof HTMLElement) ? null : document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(sheetVariants({ wide }), className)}
        >
          <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-border-strong sm:hidden" />
          <div className="flex shrink-0 items-start gap-3 px-5 pt-3 pb-2 sm:pt-5">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <DialogPrimitive.Title className="m-0 text-xl font-semibold break-words">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="m-0 text-base text-text-muted">{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="-me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-text-muted hover:bg-surface-sunken hover:text-text"
            >
              <CloseIcon className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div data-slot="sheet-body" className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">
            {children}
          </div>
          {footer ? (
            <div
              data-slot="sheet-footer"
              className="flex shrink-0 flex-col-reverse gap-2 border-t border-border px-5 py-3 sm:flex-row sm:justify-end"
            >
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A footer button that closes the sheet (wrap your Button: `<SheetClose><Button>…</Button></SheetClose>`). */
export function SheetClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
