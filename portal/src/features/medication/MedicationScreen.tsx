import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Badge, EmptyState, buttonVariants } from '@macao-phr/design-system';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { useLoaded } from '../common/loaded.tsx';
import { RecordsFailed, RecordsLoading } from '../common/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { listMedication } from './api.ts';
import { DrugCard } from './DrugCard.tsx';
import { drugNameIn } from './drug.ts';
import { mapRead } from '../common/reads.ts';

/** Today in Macao (YYYY-MM-DD), the day courses end by. */
function macaoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Macau', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function MedicationList({ route, scope }: ScreenProps & { scope: 'inuse' | 'all' }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const detailPath = pathOf('prescriptionDetail', tree) ?? '';
  const { data: rows, retry } = useLoaded(mapRead(listMedication(scope), (r) => r.rows));

  const label = scope === 'inuse' ? t('medication.inUseLabel') : t('medication.medicationsLabel');
  const todayIso = macaoToday();
  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base text-text-muted">{scope === 'inuse' ? t('medication.inUseIntro') : t('medication.medicationsIntro')}</p>
      {rows === null ? (
        <RecordsLoading height="h-24" />
      ) : rows === 'failed' ? (
        <RecordsFailed title={t('medication.loadFailed')} retry={t('medication.retry')} onRetry={retry} />
      ) : rows.length === 0 ? (
        <EmptyState title={scope === 'inuse' ? t('medication.noneInUse') : t('medication.noMedications')} />
      ) : (
        <ul aria-label={label} className="m-0 grid list-none grid-cols-1 gap-2 p-0 lg:grid-cols-2">
          {rows.map((line, i) => (
            <li key={`${line.prescriptionId}-${i}`}>
              <DrugCard
                drug={line}
                language={language}
                t={t}
                headingLevel={2}
                footer={
                  <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-text-muted">
                      {line.followed ? (
                        // Why it is at the top (and, once its course ended, why it is still here): the resident follows it.
                        <Badge variant="brand" data-followed="">
                          {t('medication.followedBadge')}
                        </Badge>
                      ) : null}
                      <span>
                        {t('medication.prescribedFrom', { date: formatDay(line.visitDate, language), org: orgNameIn(line.indexOrgCode, language) })}
                        {scope === 'inuse'
                          ? ` · ${line.courseEnd < todayIso ? t('medication.ended', { date: formatDay(line.courseEnd, language) }) : t('medication.until', { date: formatDay(line.courseEnd, language) })}`
                          : null}
                      </span>
                    </span>
                    <Link href={`${detailPath}?id=${line.prescriptionId}`} className={`${buttonVariants({ variant: 'secondary', size: 'sm', wrap: true })} self-start whitespace-nowrap`}>
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

/**
 * docs/product/routes.md inuse: the medicines whose course has not ended, and those of followed prescriptions (first, marked
 * "Followed", even once their course ended) (/drugInfo/getDrugIndexShow scope inuse).
 */
export function InUseScreen({ route }: ScreenProps) {
  return <MedicationList route={route} scope="inuse" />;
}

/** docs/product/routes.md medications: every medicine taken (/drugInfo/getDrugIndexShow scope all). */
export function MedicationsScreen({ route }: ScreenProps) {
  return <MedicationList route={route} scope="all" />;
}
