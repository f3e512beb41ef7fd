import './messages.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { EmptyState, List, buttonVariants } from '@macao-phr/design-system';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { useLoaded } from '../common/loaded.tsx';
import { RecordsFailed, RecordsLoading } from '../common/paged.tsx';
import { listAppointments } from './api.ts';
import { organisationName, vaccineName } from './names.ts';
import { mapRead } from '../common/reads.ts';

/** Appointment times are Macao times (UTC+8), whatever the device's zone. */
const MACAO_TIME_ZONE = 'Asia/Macau';

/** docs/product/routes.md vaccinationAppointment (both trees): the upcoming vaccination appointments, soonest first. */
export function AppointmentsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const { data: rows, retry } = useLoaded(mapRead(listAppointments(), (result) => result.rows));

  let content: ReactNode;
  if (rows === null) {
    content = <RecordsLoading rows={2} />;
  } else if (rows === 'failed') {
    content = <RecordsFailed title={t('vaccination.appointmentsFailed')} retry={t('vaccination.retry')} onRetry={retry} />;
  } else if (rows.length === 0) {
    content = <EmptyState title={t('vaccination.appointmentsNone')} description={t('vaccination.appointmentsNoneHint')} />;
  } else {
    const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeStyle: 'short', timeZone: MACAO_TIME_ZONE });
    content = (
      <List.Root aria-label={t('vaccination.appointmentsList')}>
        {rows.map((a) => (
          <List.Item
            key={a.id}
            data-appointment={a.id}
            title={vaccineName(a, language)}
            description={`${when.format(new Date(a.appointmentTime))} · ${organisationName(a.orgCode, language)}`}
            trailing={a.doseNo === null ? undefined : t('vaccination.dose', { n: a.doseNo })}
          />
        ))}
      </List.Root>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Link href={pathOf('vaccine', route.tree ?? 'web') ?? ''} className={buttonVariants({ variant: 'secondary', wrap: true, className: 'self-start' })}>
        {t('vaccination.records')}
      </Link>
      {content}
    </div>
  );
}
