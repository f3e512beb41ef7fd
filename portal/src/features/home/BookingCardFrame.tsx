import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Card, Skeleton, buttonVariants, cn } from '@macao-phr/design-system';

/**
 * The booking card's box: its heading, the count line and the link. While the count is on its way (`count` null) the
 * same box holds the card's place, with the count as one grey line and the link's place kept, so the foot of the
 * home does not move when the count comes (a resident who has scrolled down to sign out would see it jump).
 */
export function BookingCardFrame({ count, link, busy = count === null }: { readonly count: string | null; readonly link: ReactNode; readonly busy?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card.Root asChild>
      <section aria-labelledby={id} aria-busy={busy || undefined} className="flex flex-row flex-wrap items-center justify-between gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-semibold">
            {t('home.bookingHeading')}
          </h2>
          <p data-testid={count === null ? undefined : 'booking-count'} className="text-base">
            {count ?? <Skeleton shape="text" className="h-[1lh] w-40" />}
          </p>
        </div>
        {link}
      </section>
    </Card.Root>
  );
}

/**
 * The booking card before its count has come: the link's place is kept, unseen and not announced. Busy once the
 * count is asked for; not before (the home asks only when the card's place comes into view).
 */
export function BookingCardPlaceholder({ busy = true }: { readonly busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <BookingCardFrame
      busy={busy}
      count={null}
      link={
        <span aria-hidden="true" className={cn(buttonVariants({ variant: 'secondary', size: 'sm', wrap: true }), 'invisible')}>
          {t('home.bookingLink')}
        </span>
      }
    />
  );
}
