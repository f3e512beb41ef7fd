import './messages.ts';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { Badge, Card, Tabs, buttonVariants } from '@macao-phr/design-system';
import type { Language, VisitDetail } from '@macao-phr/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { BackToList, RecordFields, RecordPending, useRecordDetail } from '../common/record-detail.tsx';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { visitDetail } from './api.ts';
import { departmentIn, nameIn, visitIdFrom } from './visit.ts';

type Section = 'tests' | 'checks' | 'drugs' | 'caseList';
const SECTIONS: readonly Section[] = ['tests', 'checks', 'drugs', 'caseList'];
const EMPTY_TEXT = { tests: 'visits.emptyTests', checks: 'visits.emptyChecks', drugs: 'visits.emptyDrugs', caseList: 'visits.emptyCaseList' } as const;

/** docs/product/limits.md Outpatient detail active tab: tests if any, else imaging if any, else the case notes. */
export function firstSection(visit: Pick<VisitDetail, 'tests' | 'checks'>): Section {
  if (visit.tests.length > 0) return 'tests';
  if (visit.checks.length > 0) return 'checks';
  return 'caseList';
}

function ReportLink({ href, name, t }: { href: string | null; name: string; t: TFunction }) {
  if (!href) return <span className="text-sm text-text-muted">{t('visits.noReport')}</span>;
  return (
    <Link href={href} className={`${buttonVariants({ variant: 'secondary', size: 'sm', wrap: true })} self-start whitespace-nowrap`}>
      {t('visits.viewReport')}
      <span className="sr-only"> {t('visits.viewReportOf', { name })}</span>
    </Link>
  );
}

function Rows({ children }: { children: ReactNode[] }) {
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0">
      {children.map((child, i) => (
        <li key={i}>
          <Card.Root>
            <Card.Content className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">{child}</Card.Content>
          </Card.Root>
        </li>
      ))}
    </ul>
  );
}

function SectionBody({ section, visit, tree, language, t }: { section: Section; visit: VisitDetail; tree: Tree; language: Language; t: TFunction }) {
  const labPath = pathOf('analysisReportDetail', tree);
  const imagingPath = pathOf('imagingReportDetail', tree);
  const empty = <p className="m-0 text-base text-text-muted">{t(EMPTY_TEXT[section])}</p>;
  if (section === 'tests') {
    if (visit.tests.length === 0) return empty;
    return (
      <Rows>
        {visit.tests.map((test, i) => (
          <Fragment key={i}>
            <span className="flex flex-wrap items-center gap-2 text-base font-medium text-text">
              {nameIn(test, language)}
              {test.testResultType === 'bacteria' ? <Badge variant="neutral">{t('visits.culture')}</Badge> : null}
            </span>
            <ReportLink href={test.labReportId !== null && labPath ? `${labPath}?id=${test.labReportId}` : null} name={nameIn(test, language)} t={t} />
          </Fragment>
        ))}
      </Rows>
    );
  }
  if (section === 'checks') {
    if (visit.checks.length === 0) return empty;
    return (
      <Rows>
        {visit.checks.map((check, i) => (
          <Fragment key={i}>
            <span className="text-base font-medium text-text">{nameIn(check, language)}</span>
            <ReportLink href={check.imagingReportId !== null && imagingPath ? `${imagingPath}?id=${check.imagingReportId}` : null} name={nameIn(check, language)} t={t} />
          </Fragment>
        ))}
      </Rows>
    );
  }
  if (section === 'drugs') {
    if (visit.drugs.length === 0) return empty;
    return (
      <Rows>
        {visit.drugs.map((drug, i) => (
          <span key={i} className="flex flex-col gap-1">
            <span className="text-base font-medium text-text">{nameIn(drug, language)}</span>
            <span className="text-sm text-text-muted">{language === 'en' ? drug.dosageEn : language === 'pt' ? drug.dosagePt : drug.dosage}</span>
          </span>
        ))}
      </Rows>
    );
  }
  if (visit.caseList.length === 0) return empty;
  return (
    <dl className="m-0 flex flex-col gap-3">
      {visit.caseList.map((note, i) => (
        <div key={i} className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-text-muted">{nameIn(note, language)}</dt>
          <dd className="m-0 text-base text-text">{language === 'en' ? note.textEn : language === 'pt' ? note.textPt : note.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * docs/product/routes.md outpatient/detail (mob) and outpatientDetail (web), opened with ?id=: one visit: type, date and time (and
 * discharge for a stay), organisation, department, doctor and diagnoses; then docs/product/validation.md's sections as tabs: tests
 * (a link to the lab report when one exists), imaging checks (a link to the imaging report), drugs and case
 * notes. The first tab is tests if any, else imaging if any, else the case notes (docs/product/limits.md); an empty section says
 * so. Another resident's id answers as an unknown one.
 */
export function VisitDetailScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const id = visitIdFrom(useSearch());
  const { state } = useRecordDetail(id === null ? null : visitDetail(id));
  const [tab, setTab] = useState<string | null>(null);

  // A new visit opens on its own first tab (docs/product/limits.md).
  useEffect(() => setTab(null), [id]);

  const back = <BackToList href={pathOf('outpatient', tree) ?? ''}>{t('visits.backToVisits')}</BackToList>;
  if (state.status !== 'ready') return <RecordPending status={state.status} notFound={t('visits.notFound')} back={back} />;

  const { record: visit } = state;
  const fields: { term: string; value: string }[] = [
    { term: t('visits.when'), value: `${formatDay(visit.visitDate, language)} ${visit.visitTime}` },
    ...(visit.dischargeDate ? [{ term: t('visits.discharged'), value: formatDay(visit.dischargeDate, language) }] : []),
    { term: t('visits.organisation'), value: orgNameIn(visit.orgCode, language) },
    { term: t('visits.department'), value: departmentIn(visit, language) },
    { term: t('visits.doctor'), value: visit.doctor },
  ];
  const sizes: Record<Section, number> = { tests: visit.tests.length, checks: visit.checks.length, drugs: visit.drugs.length, caseList: visit.caseList.length };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="m-0 text-xl font-semibold text-text">
        {t(`visits.type.${visit.typeCode}`)} · {departmentIn(visit, language)}
      </h2>
      <RecordFields fields={fields} />
      <section aria-label={t('visits.diagnoses')} className="flex flex-col gap-2">
        <h3 className="m-0 text-lg font-semibold text-text">{t('visits.diagnoses')}</h3>
        {visit.diagnoses.length === 0 ? (
          <p className="m-0 text-base text-text-muted">{t('visits.noDiagnosis')}</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-1 p-0">
            {visit.diagnoses.map((d) => (
              <li key={`${d.code}-${d.nameEn}`} className="flex flex-wrap items-baseline gap-2 text-base text-text">
                {nameIn(d, language)}
                <span className="text-sm text-text-muted">{d.code}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Tabs.Root value={tab ?? firstSection(visit)} onValueChange={setTab}>
        <Tabs.List aria-label={t('visits.sections')}>
          {SECTIONS.map((s) => (
            <Tabs.Trigger key={s} value={s} data-empty={sizes[s] === 0 ? '' : undefined}>
              {t(`visits.${s}`)} ({sizes[s]})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SECTIONS.map((s) => (
          <Tabs.Content key={s} value={s}>
            <SectionBody section={s} visit={visit} tree={tree} language={language} t={t} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {back}
    </div>
  );
}
