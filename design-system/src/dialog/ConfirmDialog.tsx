'use client';

import { useRef, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '../button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { overlayClasses, panelClasses } from '../lib/overlay.ts';

export interface ConfirmDialogProps {
  /** The element that opens the dialog (rendered as the trigger via asChild), when uncontrolled. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** @default Confirm */
  confirmLabel?: string;
  /** @default Cancel */
  cancelLabel?: string;
  /** Runs when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  onCancel?: () => void;
  /** `danger` for destructive actions (delete, revoke). @default danger */
  variant?: 'danger' | 'primary';
  className?: string;
}

/**
 * Confirmation for consequential actions, on Radix AlertDialog: no dismissal by clicking outside,
 * and focus starts on Cancel so a stray Enter never deletes anything.
 */
export function ConfirmDialog({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  variant = 'danger',
  className,
}: ConfirmDialogProps) {
  // Opened by the caller (no trigger), Radix has no trigger to give focus back to and leaves it on the page's body:
  // the control that had focus when it opened gets it back instead (WCAG 2.4.3).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          className={cn(panelClasses, className)}
          onOpenAutoFocus={() => {
            opener.current = trigger || !(document.activeElement instanceof HTMLElement) ? null : document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (!back?.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title className="text-xl font-semibold">{title}</AlertDialog.Title>
            {description ? (
              <AlertDialog.Description className="text-base text-text-muted">{description}</AlertDialog.Description>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary' })} onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
