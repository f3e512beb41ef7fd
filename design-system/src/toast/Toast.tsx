'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

/**
 * Presentational toasts on Radix Toast (announced politely, paused on hover/focus, swipe to dismiss,
 * F8 reaches the viewport). The queue lives in the consumer: render one Root per queued message.
 */
export const Provider = /* @__PURE__ */ refAsProp(function Provider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider {...props} />;
});

export const Viewport = /* @__PURE__ */ refAsProp(function Viewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        // Phones: above the bottom edge, full width. Wider screens: bottom end corner.
        'fixed inset-x-0 bottom-0 z-toast m-0 flex list-none flex-col gap-2 p-4 outline-none',
        'sm:inset-x-auto sm:end-0 sm:w-96',
        className,
      )}
      {...props}
    />
  );
});

export const toastVariants = cva(
  'relative flex items-start gap-3 rounded-lg border border-border border-s-4 bg-surface-raised p-4 pe-12 text-text shadow-lg',
  {
    variants: {
      variant: {
        success: 'border-s-success',
        error: 'border-s-danger',
        info: 'border-s-info',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = { success: CheckCircleIcon, error: AlertCircleIcon, info: InfoIcon } as const;
const iconColour = { success: 'text-success', error: 'text-danger', info: 'text-info' } as const;

export type ToastVariant = keyof typeof icons;

export interface RootProps extends Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title'> {
  title: string;
  description?: string;
  /** @default info */
  variant?: ToastVariant;
  /** An optional action, e.g. a Retry button; wrapped in Radix's Action with `actionAltText`. */
  action?: ReactNode;
  /** How a screen reader user performs the action without reaching the toast. Required with `action`. */
  actionAltText?: string;
  /** Accessible name of the dismiss button. @default Dismiss */
  closeLabel?: string;
}

export const Root = /* @__PURE__ */ refAsProp(function Root({
  title,
  description,
  variant = 'info',
  action,
  actionAltText,
  closeLabel = 'Dismiss',
  className,
  ...props
}: RootProps) {
  const Icon = icons[variant];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      // Errors interrupt (assertive); success and info wait their turn.
      type={variant === 'error' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconColour[variant])} />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <ToastPrimitive.Title className="text-base font-semibold">{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className="text-sm text-text-muted">{description}</ToastPrimitive.Description>
        ) : null}
        {action && actionAltText ? (
          <ToastPrimitive.Action asChild altText={actionAltText}>
            {action}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="absolute end-2 top-2 inline-flex size-10 items-center justify-center rounded-md text-text-muted hover:bg-surface-sunken hover:text-text"
      >
        <CloseIcon />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
});
