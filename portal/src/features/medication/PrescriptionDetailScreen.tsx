import './messages.ts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { Badge, Button } from '@macao-phr/design-system';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { BackToList, RecordFields, RecordPending, useRecordDetail } from '../common/record-detail.tsx';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn, reportIdFrom } from '../lab-reports/report.ts';
import { followPrescription, prescriptionDetail } from './api.ts';
import { DrugCard } from './DrugCard.tsx';

/**
 * docs/product/routes.md prescriptionDetail, opened with ?id=: one prescription (organisation, date, visit number, course end)
 * and its drug lines (docs/product/entities.md), with a toggle to follow it (docs/product/states.md: isFollow 0/1 and the followId returned).
 * Another resident's id answers as an unknown one.
 */
export function PrescriptionDetailScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const id = reportIdFrom(useSearch());
  const { state, setRecord } = useRecordDetail(id === null ? null : prescriptionDetail(id));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const back = <BackToList href={pathOf('prescription', tree) ?? ''}>{t('medication.backToPrescriptions')}</BackToList>;
  if (state.status !== 'ready') return <RecordPending status={state.status} notFound={t('medication.notFound')} back={back} />;

  const { record: prescription } = state;
  const followed = prescription.isFollow === 1;
  const toggle = () => {
    setSaving(true);
    setFailed(false);
    followPrescription(prescription.id, followed ? 0 : 1, { toastOnError: false })
      .then((r) => setRecord({ ...prescription, isFollow: r.isFollow, followId: r.followId }))
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
      <RecordFields fields={fields} />
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
