'use client';

import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { CloseIcon } from '../lib/icons.tsx';
import { overlayClasses, panelClasses } from '../lib/overlay.ts';
import { refAsProp } from '../lib/ref-prop.ts';

/** Modal dialog on Radix: focus is trapped inside, Escape and the close button dismiss it. */
export const Root = /* @__PURE__ */ refAsProp(function Root(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
});

export const Trigger = /* @__PURE__ */ refAsProp(function Trigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
});

export interface ContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Accessible name of the corner close button. @default Close */
  closeLabel?: string;
  /** Leave out the corner close button when the footer has its own. @default false */
  hideCloseButton?: boolean;
  /** Where the portal mounts; defaults to document.body. */
  container?: HTMLElement | null;
}

export const Content = /* @__PURE__ */ refAsProp(function Content({ className, children, closeLabel = 'Close', hideCloseButton = false, container, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={overlayClasses} />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(panelClasses, className)} {...props}>
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-md text-text-muted hover:bg-surface-sunken hover:text-text"
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

export const Header = /* @__PURE__ */ refAsProp(function Header({ className, ...props }: ComponentProps<'div'>) {
  // pe-10 keeps a long title clear of the corner close button.
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pe-10', className)} {...props} />;
});

export const Footer = /* @__PURE__ */ refAsProp(function Footer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
});

export const Title = /* @__PURE__ */ refAsProp(function Title({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-xl font-semibold', className)} {...props} />;
});

export const Description = /* @__PURE__ */ refAsProp(function Description({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-base text-text-muted', className)} {...props} />
  );
});

export const Close = /* @__PURE__ */ refAsProp(function Close(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
});
