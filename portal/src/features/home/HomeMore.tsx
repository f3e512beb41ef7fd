import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { buttonVariants } from '@macao-phr/design-system';
import { isSafeUrl } from '@macao-phr/contract';
import type { Booking } from '@macao-phr/contract';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';
import { bookingCountRead } from '../catalogue/api.ts';
import { BookingCardFrame, BookingCardPlaceholder } from './BookingCardFrame.tsx';

/**
 * The lower part of the traditional and web home: the booking count. It loads when the resident scrolls near it, not
 * with the first paint (docs/architecture.md#budgets budget); its placeholder holds its place meanwhile (HomeScreen).
 */
export function HomeMore({ tree }: { readonly tree: Tree }) {
  const [booking, setBooking] = useState<Booking | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    bookingCountRead({ toastOnError: false }).fetch(controller.signal).then(setBooking, () => {
      if (!controller.signal.aborted) setBooking('failed');
    });
    return () => controller.abort();
  }, []);
  if (booking === 'failed') return null;
  return booking === null ? <BookingCardPlaceholder /> : <BookingCard booking={booking} tree={tree} />;
}

function BookingCard({ booking, tree }: { readonly booking: Booking; readonly tree: Tree }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const url = booking.bookingUrls[language].trim();
  // The web tree has its own reminder page; a phone goes to the booking site through the host.
  const reminder = pathOf('appointReminder', tree);
  const href = reminder ?? (url !== '' && isSafeUrl(url) ? url : null);
  return (
    <BookingCardFrame
      count={t('home.bookingCount', { count: booking.count })}
      link={
        href === null ? null : (
          <a
            href={href}
            className={buttonVariants({ variant: 'secondary', size: 'sm', wrap: true })}
            onClick={(event) => {
              if (href.startsWith('/')) return;
              event.preventDefault();
              void import('../../platform/host-bridge.ts').then((m) => m.hostBridge().openPage(href));
            }}
          >
            {t('home.bookingLink')}
          </a>
        )
      }
    />
  );
}
