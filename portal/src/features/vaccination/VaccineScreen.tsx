import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { Accordion, Badge, EmptyState, List, Sheet, Tabs, buttonVariants } from '@macao-phr/design-system';
import { VACCINE_TYPE_ORDER, vaccineTabOf } from '@macao-phr/contract';
import type { VaccinationDose, VaccineClass, VaccineType } from '@macao-phr/contract';
import { homePathOf, pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { setBackPath } from '../../stores/back.ts';
import { useLoaded } from '../common/loaded.tsx';
import { RecordsFailed, RecordsLoading } from '../common/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { listVaccinations } from './api.ts';
import { DoseDetail } from './DoseDetail.tsx';
import { organisationName, vaccineName } from './names.ts';
import { linkedFromHome, storeVaccineTab, storedVaccineTab } from './vaccine-tab.ts';

/**
 * docs/product/routes.md vaccine (both trees): tabs by vaccineType in the docs/product/entities.md order, starting on the tab kept in session
 * storage (a home tile stores '2'; default 2, docs/product/states.md) and keeping the chosen one there. Each vaccine folds
 * open by the server's open flag; a dose opens vaccineDetail on the web and a sheet on a phone. Opened from
 * a home tile (linkType=home), back returns home.
 */
export function VaccineScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<VaccineType>(storedVaccineTab);
  const [fromHome] = useState(linkedFromHome);
  const { data, retry } = useLoaded(listVaccinations());
  const [sheetDose, setSheetDose] = useState<number | null>(null);

  useEffect(() => {
    if (tree !== 'mob' || !fromHome) return;
    setBackPath(homePathOf('mob'));
    return () => setBackPath(undefined);
  }, [tree, fromHome]);

  const choose = (value: string) => {
    const next = vaccineTabOf(value);
    setTab(next);
    storeVaccineTab(next);
  };

  const openDose = (dose: VaccinationDose) => {
    if (tree === 'mob') setSheetDose(dose.id);
    else navigate(`${pathOf('vaccineDetail', 'web') ?? ''}?id=${dose.id}`);
  };

  const doseLabel = (dose: VaccinationDose) => (dose.doseNo === null ? t('vaccination.reactionRecord') : t('vaccination.dose', { n: dose.doseNo }));

  const classList = (vaccineClassList: VaccineClass[]) => (
    <Accordion.Root type="multiple" defaultValue={vaccineClassList.filter((c) => c.open).map((c) => c.vaccineCode)}>
      {vaccineClassList.map((c) => {
        const name = vaccineName(c, language);
        return (
          <Accordion.Item key={c.vaccineCode} value={c.vaccineCode} data-vaccine={c.vaccineCode}>
            <Accordion.Trigger headingLevel={2}>
              <span className="flex flex-wrap items-center gap-2">
                <span>{name}</span>
                <Badge variant="neutral">{t('vaccination.typeCount', { count: c.doses.length })}</Badge>
              </span>
            </Accordion.Trigger>
            <Accordion.Content className="px-0 pb-0">
              <List.Root aria-label={t('vaccination.doses', { name })}>
                {c.doses.map((dose) => (
                  <List.Item
                    key={dose.id}
                    data-dose={dose.id}
                    title={doseLabel(dose)}
                    description={`${formatDay(dose.vaccinationDate, language)} · ${organisationName(dose.orgCode, language)}`}
                    onClick={() => openDose(dose)}
                  />
                ))}
              </List.Root>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {fromHome && tree === 'web' ? (
          <Link href={homePathOf('web')} className={buttonVariants({ variant: 'secondary', wrap: true })}>
            {t('vaccination.backHome')}
          </Link>
        ) : null}
        <Link href={pathOf('vaccineBook', tree) ?? ''} className={buttonVariants({ variant: 'secondary', wrap: true })}>
          {t('vaccination.book')}
        </Link>
        <Link href={pathOf('vaccinationAppointment', tree) ?? ''} className={buttonVariants({ variant: 'secondary', wrap: true })}>
          {t('vaccination.appointments')}
        </Link>
      </div>
      <Tabs.Root value={String(tab)} onValueChange={choose}>
        <Tabs.List aria-label={t('vaccination.tabs')}>
          {VACCINE_TYPE_ORDER.map((type) => (
            <Tabs.Trigger key={type} value={String(type)}>
              {t(`vaccination.type.${type}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {VACCINE_TYPE_ORDER.map((type) => {
          const group = data === null || data === 'failed' ? undefined : data.vaccinationDtoList.find((g) => g.vaccineType === type);
          return (
            <Tabs.Content key={type} value={String(type)} data-vaccine-type={type}>
              {data === null ? (
                <RecordsLoading height="h-14" />
              ) : data === 'failed' ? (
                <RecordsFailed title={t('vaccination.loadFailed')} retry={t('vaccination.retry')} onRetry={retry} />
              ) : !group || group.vaccineClassList.length === 0 ? (
                <EmptyState title={t('vaccination.none')} description={t('vaccination.noneHint')} />
              ) : (
                classList(group.vaccineClassList)
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      {tree === 'mob' ? (
        <Sheet
          open={sheetDose !== null}
          onOpenChange={(open) => {
            if (!open) setSheetDose(null);
          }}
          title={t('vaccination.detailTitle')}
          closeLabel={t('vaccination.close')}
        >
          {sheetDose !== null ? <DoseDetail id={sheetDose} headingLevel={3} /> : null}
        </Sheet>
      ) : null}
    </div>
  );
}
