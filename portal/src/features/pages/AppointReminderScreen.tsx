import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Card, Skeleton } from '@macao-phr/design-system';
import { isSafeUrl } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { bookingCountRead } from '../catalogue/api.ts';
import { useLoaded } from '../common/loaded.tsx';
import { LoadFailed } from '../common/load-failed.tsx';

/** docs/product/routes.md /web/appointReminder, docs/product/entities.md booking: the count of the resident's bookings and the booking site. */
export function AppointReminderScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const { data: booking, retry } = useLoaded(bookingCountRead());

  if (booking === 'failed') return <LoadFailed onRetry={retry} />;
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
