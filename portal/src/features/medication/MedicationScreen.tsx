import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Button, EmptyState, Skeleton, buttonVariants } from '@mhp/design-system';
import type { MedicationLine } from '@mhp/contract';
import { pathOf } from '../../app/routes.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { $language } from '../../stores/language.ts';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { listMedication } from './api.ts';
import { DrugCard } from './DrugCard.tsx';
import { drugNameIn } from './drug.ts';

type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: readonly MedicationLine[] };

function MedicationList({ route, scope }: ScreenProps & { scope: 'inuse' | 'all' }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const detailPath = pathOf('prescriptionDetail', tree) ?? '';
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setState({ status: 'loading' });
    const controller = new AbortController();
    listMedication(scope, { signal: controller.signal, toastOnError: false })
      .then((r) => setState({ status: 'ready', rows: r.rows }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [scope, attempt]);

  const label = scope === 'inuse' ? t('medication.inUseLabel') : t('medication.medicationsLabel');
  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base text-text-muted">{scope === 'inuse' ? t('medication.inUseIntro') : t('medication.medicationsIntro')}</p>
      {state.status === 'loading' ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="block" className="h-24" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <EmptyState
          role="alert"
          title={t('medication.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('medication.retry')}
            </Button>
          }
        />
      ) : state.rows.length === 0 ? (
        <EmptyState title={scope === 'inuse' ? t('medication.noneInUse') : t('medication.noMedications')} />
      ) : (
        <ul aria-label={label} className="m-0 grid list-none grid-cols-1 gap-2 p-0 lg:grid-cols-2">
          {state.rows.map((line, i) => (
            <li key={`${line.prescriptionId}-${i}`}>
              <DrugCard
                drug={line}
                language={language}
                t={t}
                footer={
                  <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
                    <span className="text-sm text-text-muted">
                      {t('medication.prescribedFrom', { date: formatDay(line.visitDate, language), org: orgNameIn(line.indexOrgCode, language) })}
                      {scope === 'inuse' ? ` · ${t('medication.until', { date: formatDay(line.courseEnd, language) })}` : null}
                    </span>
                    <Link href={`${detailPath}?id=${line.prescriptionId}`} className={`${buttonVariants({ variant: 'secondary', size: 'sm' })} self-start whitespace-nowrap`}>
                      {t('medication.viewPrescription')}
                      <span className="sr-only"> {t('medication.viewPrescriptionOf', { name: drugNameIn(line, language) })}</span>
                    </Link>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** SPEC 2 inuse: the medicines whose course has not ended (/drugInfo/getDrugIndexShow scope inuse). */
export function InUseScreen({ route }: ScreenProps) {
  return <MedicationList route={route} scope="inuse" />;
}

/** SPEC 2 medications: every medicine taken (/drugInfo/getDrugIndexShow scope all). */
export function MedicationsScreen({ route }: ScreenProps) {
  return <MedicationList route={route} scope="all" />;
}
