import './messages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Accordion, Button, EmptyState, LoadMoreFooter, Skeleton } from '@mhp/design-system';
import { splitDiagnoses } from '@mhp/contract';
import type { SurgeryDetail, SurgeryRow } from '@mhp/contract';
import type { ScreenProps } from '../../app/screens.ts';
import { $language } from '../../stores/language.ts';
import { usePaged } from '../health-data/readings/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { inLanguage, orgNameIn } from '../lab-reports/report.ts';
import { listSurgeries, surgeryDetail, surgeryPageSize } from './api.ts';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; detail: SurgeryDetail };

/**
 * SPEC 2 surgicalRecord (mobile): the resident's operations, newest first, with the newest date (lastTime); each
 * opens to its department and its diagnoses, surgeryDiagId and surgeryDiagName split into code and name pairs
 * (SPEC 3). The list appends 10 at a time (SPEC 4).
 */
export function SurgicalRecordScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [lastTime, setLastTime] = useState<string | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const [details, setDetails] = useState<ReadonlyMap<number, Loaded>>(new Map());
  const paged = usePaged<SurgeryRow>(
    (pageNum, signal) =>
      listSurgeries(pageNum, surgeryPageSize, { signal, toastOnError: false }).then((r) => {
        setLastTime(r.lastTime);
        return r;
      }),
    'surgery',
    route.tree === 'web' ? 'replace' : 'append',
  );
  const { state } = paged;

  const load = (id: number) => {
    setDetails((d) => new Map(d).set(id, { status: 'loading' }));
    surgeryDetail(id, { toastOnError: false })
      .then((detail) => setDetails((d) => new Map(d).set(id, { status: 'ready', detail })))
      .catch(() => setDetails((d) => new Map(d).set(id, { status: 'error' })));
  };
  const onOpen = (values: string[]) => {
    setOpen(values);
    for (const v of values) {
      const id = Number(v);
      const have = details.get(id);
      if (!have || have.status === 'error') load(id);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base text-text-muted">{t('surgery.intro')}</p>
      {state.status === 'loading' && state.rows.length === 0 ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="block" className="h-16" />
          ))}
        </div>
      ) : state.status === 'error' && state.rows.length === 0 ? (
        <EmptyState
          role="alert"
          title={t('surgery.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void paged.load(1)}>
              {t('surgery.retry')}
            </Button>
          }
        />
      ) : state.rows.length === 0 ? (
        <EmptyState title={t('surgery.none')} description={t('surgery.noneHint')} />
      ) : (
        <div className="flex flex-col gap-3">
          {lastTime ? <p className="m-0 text-sm text-text-muted">{t('surgery.lastTime', { date: formatDay(lastTime, language) })}</p> : null}
          <section aria-label={t('surgery.listLabel')}>
            <Accordion.Root type="multiple" value={open} onValueChange={onOpen}>
              {state.rows.map((row) => {
                const loaded = details.get(row.id);
                return (
                  <Accordion.Item key={row.id} value={String(row.id)}>
                    <Accordion.Trigger>
                      <span className="flex flex-col items-start gap-1 text-start">
                        <span className="text-base font-medium">{inLanguage({ zh: row.surgeryName, en: row.surgeryNameEn, pt: row.surgeryNamePt }, language)}</span>
                        <span className="text-sm font-normal text-text-muted">{`${formatDay(row.surgeryDate, language)} · ${orgNameIn(row.orgCode, language)}`}</span>
                      </span>
                    </Accordion.Trigger>
                    <Accordion.Content>
                      {!loaded || loaded.status === 'loading' ? (
                        <Skeleton shape="block" className="h-12" />
                      ) : loaded.status === 'error' ? (
                        <p role="alert" className="m-0 text-sm text-danger">
                          {t('surgery.detailFailed')}
                        </p>
                      ) : (
                        <Diagnoses detail={loaded.detail} language={language} t={t} />
                      )}
                    </Accordion.Content>
                  </Accordion.Item>
                );
              })}
            </Accordion.Root>
          </section>
          <LoadMoreFooter
            state={state.loadingMore ? 'loading' : state.rows.length >= state.total ? 'end' : 'more'}
            onLoadMore={() => void paged.loadMore()}
            loadingLabel={t('surgery.loadingMore')}
            endLabel={t('surgery.allLoaded')}
            loadMoreLabel={t('surgery.loadMore')}
          />
        </div>
      )}
    </div>
  );
}

function Diagnoses({ detail, language, t }: { detail: SurgeryDetail; language: Parameters<typeof inLanguage>[1]; t: (key: string) => string }) {
  const pairs = splitDiagnoses(detail.surgeryDiagId, detail.surgeryDiagName);
  return (
    <div className="flex flex-col gap-2">
      <p className="m-0 text-sm text-text">
        <span className="text-text-muted">{t('surgery.department')}: </span>
        {inLanguage({ zh: detail.department, en: detail.departmentEn, pt: detail.departmentPt }, language)}
      </p>
      <h3 className="m-0 text-base font-semibold text-text">{t('surgery.diagnoses')}</h3>
      {pairs.length === 0 ? (
        <p className="m-0 text-sm text-text-muted">{t('surgery.noDiagnoses')}</p>
      ) : (
        <ul aria-label={t('surgery.diagnoses')} className="m-0 flex list-none flex-col gap-1 p-0">
          {pairs.map((d, i) => (
            <li key={i} className="text-sm text-text">
              {d.name || d.id}
              {d.id && d.name ? <span className="text-text-muted">{` (${t('surgery.code')} ${d.id})`}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
