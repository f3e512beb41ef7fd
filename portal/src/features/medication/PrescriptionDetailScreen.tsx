import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { Badge, Button, EmptyState, Skeleton, buttonVariants } from '@mhp/design-system';
import type { PrescriptionDetail } from '@mhp/contract';
import { pathOf } from '../../app/routes.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { $language } from '../../stores/language.ts';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn, reportIdFrom } from '../lab-reports/report.ts';
import { followPrescription, prescriptionDetail } from './api.ts';
import { DrugCard } from './DrugCard.tsx';

type DetailState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; prescription: PrescriptionDetail };

/**
 * SPEC 2 prescriptionDetail, opened with ?id=: one prescription (organisation, date, visit number, course end)
 * and its drug lines (SPEC 3), with a toggle to follow it (SPEC 4: isFollow 0/1 and the followId returned).
 * Another resident's id answers as an unknown one.
 */
export function PrescriptionDetailScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const id = reportIdFrom(useSearch());
  const [state, setState] = useState<DetailState>(id === null ? { status: 'missing' } : { status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (id === null) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    const controller = new AbortController();
    prescriptionDetail(id, { signal: controller.signal, toastOnError: false })
      .then((prescription) => setState({ status: 'ready', prescription }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [id]);

  const back = (
    <Link href={pathOf('prescription', tree) ?? ''} className={`${buttonVariants({ variant: 'secondary' })} self-start`}>
      {t('medication.backToPrescriptions')}
    </Link>
  );
  if (state.status === 'missing') return <EmptyState title={t('medication.notFound')} action={back} />;
  if (state.status === 'loading') {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton shape="block" className="h-8" />
        <Skeleton shape="block" className="h-40" />
      </div>
    );
  }

  const { prescription } = state;
  const followed = prescription.isFollow === 1;
  const toggle = () => {
    setSaving(true);
    setFailed(false);
    followPrescription(prescription.id, followed ? 0 : 1, { toastOnError: false })
      .then((r) => setState({ status: 'ready', prescription: { ...prescription, isFollow: r.isFollow, followId: r.followId } }))
      .catch(() => setFailed(true))
      .finally(() => setSaving(false));
  };
  const fields = [
    { term: t('medication.prescribedOn'), value: formatDay(prescription.visitDate, language) },
    { term: t('medication.organisation'), value: orgNameIn(prescription.indexOrgCode, language) },
    { term: t('medication.visitNo'), value: prescription.visitNo },
    { term: t('medication.courseEnd'), value: formatDay(prescription.courseEnd, language) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="m-0 text-xl font-semibold text-text">{orgNameIn(prescription.indexOrgCode, language)}</h2>
        {prescription.inUse ? <Badge variant="info">{t('medication.inUse')}</Badge> : null}
      </div>
      <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {fields.map(({ term, value }) => (
          <div key={term} className="contents">
            <dt className="text-sm text-text-muted">{term}</dt>
            <dd className="m-0 text-base text-text">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant={followed ? 'primary' : 'secondary'} aria-pressed={followed} disabled={saving} onClick={toggle} className="w-full sm:w-auto sm:self-start">
        {followed ? t('medication.followed') : t('medication.follow')}
      </Button>
      {failed ? (
        <p role="alert" className="m-0 text-sm text-danger">
          {t('medication.followFailed')}
        </p>
      ) : null}
      <section aria-label={t('medication.medicines')} className="flex flex-col gap-2">
        <h3 className="m-0 text-lg font-semibold text-text">{t('medication.medicines')}</h3>
        <ul className="m-0 grid list-none grid-cols-1 gap-2 p-0 lg:grid-cols-2">
          {prescription.drugInfo.map((drug, i) => (
            <li key={i}>
              <DrugCard drug={drug} language={language} t={t} />
            </li>
          ))}
        </ul>
      </section>
      {back}
    </div>
  );
}
