import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Card, buttonVariants } from '@macao-phr/design-system';
import { isSafeUrl } from '@macao-phr/contract';
import type { Booking, Service } from '@macao-phr/contract';
import { pathOf } from '../../app/routes.ts';
import type { Tree } from '../../app/routes.ts';
import { $language } from '../../stores/language.ts';
import { bookingCount } from '../catalogue/api.ts';
import { ServicesSection } from './ServicesSection.tsx';

/**
 * The lower part of the traditional and web home: the booking count and the recommended (referral)
 * services. It loads when the resident scrolls near it, not with the first paint (docs/architecture.md#budgets budget).
 */
export function HomeMore({ tree, referral, patid }: { readonly tree: Tree; readonly referral: readonly Service[] | null; readonly patid: string | null }) {
  const ids = { recommended: useId(), booking: useId() };
  const [booking, setBooking] = useState<Booking | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    bookingCount({ signal: controller.signal, toastOnError: false }).then(setBooking, () => {});
    return () => controller.abort();
  }, []);
  return (
    <>
      {booking !== null ? <BookingCard booking={booking} tree={tree} id={ids.booking} /> : null}
      {referral !== null && referral.length > 0 ? (
        <ServicesSection id={ids.recommended} headingKey="home.recommendedHeading" services={referral} tree={tree} patid={patid} easy={false} />
      ) : null}
    </>
  );
}

function BookingCard({ booking, tree, id }: { readonly booking: Booking; readonly tree: Tree; readonly id: string }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const url = booking.bookingUrls[language].trim();
  // The web tree has its own reminder page; a phone goes to the booking site through the host.
  const reminder = pathOf('appointReminder', tree);
  const href = reminder ?? (url !== '' && isSafeUrl(url) ? url : null);
  return (
    <Card.Root asChild>
      <section aria-labelledby={id} className="flex flex-row flex-wrap items-center justify-between gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-semibold">
            {t('home.bookingHeading')}
          </h2>
          <p data-testid="booking-count" className="text-base">
            {t('home.bookingCount', { count: booking.count })}
          </p>
        </div>
        {href === null ? null : (
          <a
            href={href}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            onClick={(event) => {
              if (href.startsWith('/')) return;
              event.preventDefault();
              void import('../../platform/host-bridge.ts').then((m) => m.hostBridge().openPage(href));
            }}
          >
            {t('home.bookingLink')}
          </a>
        )}
      </section>
    </Card.Root>
  );
}
