import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { Card, DataTable, ReadingBadge, buttonVariants } from '@macao-phr/design-system';
import type { DataTableColumn } from '@macao-phr/design-system';
import type { LabReportItem, Language } from '@macao-phr/contract';
import type { TFunction } from 'i18next';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { BackToList, RecordFields, RecordPending, useRecordDetail } from '../common/record-detail.tsx';
import { formatDay } from '../uploads/format.ts';
import { labReportDetail } from './api.ts';
import { flagLevel, formatLabValue, inLanguage, orgNameIn, reportIdFrom, testNameIn, trendPathOf } from './report.ts';

const itemNameIn = (item: LabReportItem, language: Language) => inLanguage({ zh: item.name, en: item.nameEn, pt: item.namePt }, language);

/** The flag: a reading badge when out of range (high, low, resistant), else its word. */
function Flag({ item, t }: { item: LabReportItem; t: TFunction }) {
  const level = flagLevel(item.flag);
  const label = t(`labReports.flags.${item.flag}`);
  if (level === null) return <span className="text-sm text-text-muted">{label}</span>;
  return (
    <ReadingBadge level={level} data-flag={item.flag}>
      {label}
    </ReadingBadge>
  );
}

function TrendLink({ item, tree, language, t }: { item: LabReportItem; tree: Tree; language: Language; t: TFunction }) {
  const path = item.indicatorCode ? trendPathOf(item.indicatorCode, tree) : null;
  if (!path) return null;
  return (
    <Link href={path} className={`${buttonVariants({ variant: 'secondary', size: 'sm', wrap: true })} self-start whitespace-nowrap`}>
      {t('labReports.viewTrend')}
      <span className="sr-only"> {t('labReports.viewTrendOf', { name: itemNameIn(item, language) })}</span>
    </Link>
  );
}

const valueWithUnit = (item: LabReportItem, language: Language) => `${formatLabValue(item.value, language)}${item.unit ? ` ${item.unit}` : ''}`;

/**
 * docs/product/routes.md analysisReport/detail (mob) and analysisReportDetail (web), opened with ?id=: one lab report: test,
 * organisation, sample date and time (sampOrTestDate/Time), specimen, and each item with its value, unit,
 * reference range and flag (a reading badge when out of range) and, for a trend indicator, a link to its
 * trend. A culture (testResultType bacteria) shows its organism and the antibiotics' susceptibility. Items
 * are a table on the web and a list on a phone. Another resident's id answers as an unknown one.
 */
export function LabReportDetailScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const id = reportIdFrom(useSearch());
  const { state } = useRecordDetail(id === null ? null : labReportDetail(id));

  const back = <BackToList href={pathOf('analysisReportList', tree) ?? ''}>{t('labReports.backToReports')}</BackToList>;
  if (state.status !== 'ready') return <RecordPending status={state.status} notFound={t('labReports.notFound')} back={back} />;

  const { record: report } = state;
  const culture = report.testResultType === 'bacteria';
  const fields: { term: string; value: string; latin?: boolean }[] = [
    { term: t('labReports.when'), value: `${formatDay(report.visitDate, language)} ${report.visitTime}` },
    { term: t('labReports.organisation'), value: orgNameIn(report.orgCode, language) },
    { term: t('labReports.specimen'), value: inLanguage({ zh: report.specimen, en: report.specimenEn, pt: report.specimenPt }, language) },
  ];
  // The organism's Latin name as issued, in italics (binomial nomenclature).
  if (culture && report.organism) fields.push({ term: t('labReports.organism'), value: report.organism, latin: true });
  if (culture && report.colonyCount) fields.push({ term: t('labReports.colonyCount'), value: report.colonyCount });
  const caption = culture ? t('labReports.susceptibility') : t('labReports.results');
  const hasTrends = report.items.some((i) => i.indicatorCode !== null);
  const columns: DataTableColumn<LabReportItem>[] = [
    { key: 'name', header: culture ? t('labReports.antibiotic') : t('labReports.item'), cell: (item) => itemNameIn(item, language) },
    // A culture's result is the susceptibility itself (S, I, R): one column, badged when resistant.
    ...(culture
      ? [{ key: 'flag', header: t('labReports.result'), cell: (item: LabReportItem) => <Flag item={item} t={t} /> }]
      : [
          { key: 'value', header: t('labReports.result'), cell: (item: LabReportItem) => valueWithUnit(item, language), align: 'end' as const },
          { key: 'range', header: t('labReports.referenceRange'), cell: (item: LabReportItem) => item.referenceRange || t('labReports.noRange') },
          { key: 'flag', header: t('labReports.flag'), cell: (item: LabReportItem) => <Flag item={item} t={t} /> },
        ]),
    ...(hasTrends ? [{ key: 'trend', header: t('labReports.trend'), cell: (item: LabReportItem) => <TrendLink item={item} tree={tree} language={language} t={t} /> }] : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <h2 className="m-0 text-xl font-semibold text-text">{testNameIn(report, language)}</h2>
      <RecordFields fields={fields} />
      {tree === 'mob' ? (
        <section aria-label={caption} className="flex flex-col gap-2">
          <h3 className="m-0 text-lg font-semibold text-text">{caption}</h3>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {report.items.map((item, i) => (
              <li key={i}>
                <Card.Root>
                  <Card.Content className="flex flex-col gap-1">
                    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                      <span className="min-w-0 text-base font-medium break-words text-text">{itemNameIn(item, language)}</span>
                      <Flag item={item} t={t} />
                    </div>
                    {!culture ? (
                      <>
                        <span className="text-lg font-semibold tabular-nums text-text">{valueWithUnit(item, language)}</span>
                        <span className="text-sm text-text-muted">
                          {t('labReports.referenceRange')}: {item.referenceRange || t('labReports.noRange')}
                        </span>
                      </>
                    ) : null}
                    <TrendLink item={item} tree={tree} language={language} t={t} />
                  </Card.Content>
                </Card.Root>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <DataTable caption={caption} columns={columns} rows={report.items} rowKey={(item) => item.nameEn} />
      )}
      {back}
    </div>
  );
}
