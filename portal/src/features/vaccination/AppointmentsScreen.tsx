import './messages.ts';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Button, EmptyState, List, Skeleton, buttonVariants } from '@mhp/design-system';
import type { VaccinationAppointment } from '@mhp/contract';
import { pathOf } from '../../app/routes.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { listAppointments } from './api.ts';
import { organisationName, vaccineName } from './names.ts';

type State = { status: 'loading' } | { status: 'ready'; rows: VaccinationAppointment[] } | { status: 'error' };

/** Appointment times are Macao times (UTC+8), whatever the device's zone. */
const MACAO_TIME_ZONE = 'Asia/Macau';

/** SPEC 2 vaccinationAppointment (both trees): the upcoming vaccination appointments, soonest first. */
export function AppointmentsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listAppointments({ signal: controller.signal, toastOnError: false })
      .then((result) => setState({ status: 'ready', rows: result.rows }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);

  let content: ReactNode;
  if (state.status === 'loading') {
    content = (
      <div className="flex flex-col gap-3" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} shape="block" className="h-16" />
        ))}
      </div>
    );
  } else if (state.status === 'error') {
    content = (
      <EmptyState
        role="alert"
        title={t('vaccination.appointmentsFailed')}
        action={
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('vaccination.retry')}
          </Button>
        }
      />
    );
  } else if (state.rows.length === 0) {
    content = <EmptyState title={t('vaccination.appointmentsNone')} description={t('vaccination.appointmentsNoneHint')} />;
  } else {
    const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeStyle: 'short', timeZone: MACAO_TIME_ZONE });
    content = (
      <List.Root aria-label={t('vaccination.appointmentsList')}>
        {state.rows.map((a) => (
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
      <Link href={pathOf('vaccine', route.tree ?? 'web') ?? ''} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
        {t('vaccination.records')}
      </Link>
      {content}
    </div>
  );
}
