import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Button, Card, EmptyState, Skeleton } from '@mhp/design-system';
import { isSafeUrl } from '@mhp/contract';
import type { Booking } from '@mhp/contract';
import type { ScreenProps } from '../../app/screens.ts';
import { $language } from '../../stores/language.ts';
import { bookingCount } from '../catalogue/api.ts';

/** SPEC 2 /web/appointReminder, SPEC 3 booking: the count of the resident's bookings and the booking site. */
export function AppointReminderScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [booking, setBooking] = useState<Booking | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setBooking(null);
    bookingCount({ signal: controller.signal }).then(setBooking, () => {
      if (!controller.signal.aborted) setBooking('failed');
    });
    return () => controller.abort();
  }, [attempt]);

  if (booking === 'failed') {
    return (
      <EmptyState
        title={t('common.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const url = booking === null ? '' : booking.bookingUrls[language].trim();
  return (
    <Card.Root aria-busy={booking === null || undefined} className="flex flex-col gap-3 p-4">
      <p className="text-base text-text-muted">{t('pages.reminderIntro')}</p>
      {booking === null ? (
        <Skeleton shape="text" className="h-6 w-1/2" />
      ) : (
        <p data-testid="booking-count" className="text-xl font-semibold">
          {booking.count === 0 ? t('pages.bookingNone') : t('pages.bookingCount', { count: booking.count })}
        </p>
      )}
      {url !== '' && isSafeUrl(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="self-start text-base font-medium text-primary underline underline-offset-2">
          {t('pages.bookingManage')}
        </a>
      ) : null}
    </Card.Root>
  );
}
