import type { ComponentProps, MouseEventHandler, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { Badge } from '../badge/Badge.tsx';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import { InfoIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export const serviceTileVariants = cva(
  [
    'flex h-full w-full rounded-lg text-text no-underline',
    'transition-colors duration-fast ease-standard',
  ],
  {
    variants: {
      variant: {
        // Phone home screen: picture above a centred name, several tiles a row. Every compact tile keeps the room of
        // the details button on top and two lines for its name, so that a row is as tall whether its tiles have
        // details or not, and the loading placeholders are as tall as the tiles that replace them (no layout shift).
        compact: 'min-h-24 flex-col items-center gap-2 p-2 pt-6 text-center',
        // Web: picture beside name and description on a raised card.
        card: 'min-h-20 flex-row items-start gap-3 border border-border bg-surface-raised p-4 text-start',
      },
    },
    defaultVariants: { variant: 'compact' },
  },
);

export type ServiceTileVariant = NonNullable<VariantProps<typeof serviceTileVariants>['variant']>;

/** One status instead of several booleans: a tile is in exactly one of these states. */
export type ServiceTileStatus = 'available' | 'maintenance' | 'disabled' | 'loading';

export interface ServiceTileProps extends Omit<ComponentProps<'li'>, 'onClick' | 'title'> {
  /** The service's name, always visible. */
  name: ReactNode;
  /** A short line under the name (shown in the `card` variant and, when given, in `compact`). */
  description?: ReactNode;
  /** The picture: an `<img alt="">` or an icon. Decorative, since the name labels the tile. */
  picture?: ReactNode;
  /** Makes the tile a link. */
  href?: string;
  /** Makes the tile a button (ignored when `href` is set). */
  onClick?: MouseEventHandler<HTMLElement>;
  /**
   * `maintenance` keeps the tile pressable (the app explains the outage) and shows a badge;
   * `disabled` takes it out of use; `loading` shows placeholders and marks it busy.
   * @default available
   */
  status?: ServiceTileStatus;
  /** Text of the maintenance badge. @default Maintenance */
  maintenanceLabel?: string;
  /** Spoken while the tile loads. @default Loading */
  loadingLabel?: string;
  /** @default compact */
  variant?: ServiceTileVariant;
  /**
   * Adds an info button in the tile's top corner that opens the service's details (e.g. a Sheet). It sits
   * beside the tile's link or button, never inside it (no nested interactive content).
   */
  onDetails?: MouseEventHandler<HTMLButtonElement>;
  /** Accessible name of the info button; name the service in it ("Details of Appointments"). @default Details */
  detailsLabel?: string;
}

const interactiveClasses = [
  'hover:bg-surface-sunken focus-visible:outline-offset-0',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
].join(' ');

/** Room kept free for the info button: a card's name runs beside it; every compact tile keeps it on top (its variant's pt-6). */
const detailsRoom: Record<ServiceTileVariant, string> = { compact: '', card: 'pe-12' };

/** A service on a home screen: picture and name, a link or a button. Put tiles in a `ServiceGrid`. */
export const ServiceTile = /* @__PURE__ */ refAsProp(function ServiceTile({
  name,
  description,
  picture,
  href,
  onClick,
  status = 'available',
  maintenanceLabel = 'Maintenance',
  loadingLabel = 'Loading',
  variant = 'compact',
  onDetails,
  detailsLabel = 'Details',
  className,
  ...props
}: ServiceTileProps) {
  const tileClasses = serviceTileVariants({ variant });
  if (status === 'loading') {
    return (
      <li data-slot="service-tile" data-variant={variant} data-status={status} className={cn('m-0', className)} {...props}>
        <div aria-busy="true" className={tileClasses}>
          <Skeleton shape="circle" className="size-12 shrink-0" />
          {/* Two lines of the name's size, as a compact tile keeps. */}
          <span className={cn('flex w-full flex-col items-center gap-1.5', variant === 'compact' && 'min-h-[2lh] justify-center text-sm')}>
            <Skeleton className="w-3/4" />
            {variant === 'compact' ? <Skeleton className="w-1/2" /> : null}
            <span className="sr-only">{loadingLabel}</span>
          </span>
        </div>
      </li>
    );
  }
  const disabled = status === 'disabled';
  const maintenance = status === 'maintenance';
  const withDetails = onDetails !== undefined && !disabled;
  const body = (
    <>
      {picture ? (
        // The brand shows on every tile: the picture sits on the brand tint (secondary) in the brand colour.
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-secondary text-3xl text-primary [&>img]:size-full [&>img]:object-cover">
          {picture}
        </span>
      ) : null}
      <span className={cn('flex min-w-0 flex-col gap-1', variant === 'compact' ? 'items-center' : 'flex-1 items-start')}>
        <span className={cn('font-medium break-words hyphens-auto', variant === 'compact' ? 'min-h-[2lh] text-sm' : 'text-base')}>{name}</span>
        {description ? <span className="text-sm text-text-muted break-words">{description}</span> : null}
        {/* Inside the tile, so its name reads "Lab reports, Maintenance" (axe wants visible text in the name). */}
        {maintenance ? (
          // Long words ("Em manutenção") wrap as a label of two lines, not as a pill squeezed into a blob.
          <Badge variant="warning" className="rounded-md text-center text-xs leading-tight text-balance">
            {maintenanceLabel}
          </Badge>
        ) : null}
      </span>
    </>
  );
  return (
    <li data-slot="service-tile" data-variant={variant} data-status={status} className={cn('m-0', withDetails && 'relative', className)} {...props}>
      {href !== undefined ? (
        <a
          // A disabled link has no href, so it is neither followed nor focusable (GOV.UK's pattern),
          // while aria-disabled still tells a screen reader that reaches it by reading.
          href={disabled ? undefined : href}
          aria-disabled={disabled || undefined}
          onClick={disabled ? undefined : onClick}
          className={cn(tileClasses, interactiveClasses, withDetails && detailsRoom[variant])}
        >
          {body}
        </a>
      ) : onClick !== undefined ? (
        <button
          type="button"
          onClick={onClick}
          disabled={disabled}
          className={cn(tileClasses, interactiveClasses, 'disabled:cursor-not-allowed disabled:opacity-50', withDetails && detailsRoom[variant])}
        >
          {body}
        </button>
      ) : (
        <div aria-disabled={disabled || undefined} className={cn(tileClasses, disabled && 'opacity-50', withDetails && detailsRoom[variant])}>{body}</div>
      )}
      {withDetails ? (
        <button
          type="button"
          data-slot="service-tile-details"
          aria-label={detailsLabel}
          onClick={onDetails}
          // A 44 px target (WCAG 2.5.8 asks 24, phones want 44) around a visible round button.
          className="group absolute end-0 top-0 inline-flex size-11 items-center justify-center rounded-full text-text-muted hover:text-primary focus-visible:outline-offset-0"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-full border border-border-strong bg-surface-raised group-hover:bg-surface-sunken">
            <InfoIcon aria-hidden="true" className="size-4" />
          </span>
        </button>
      ) : null}
    </li>
  );
});
