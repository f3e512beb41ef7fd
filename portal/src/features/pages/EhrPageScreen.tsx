import './messages.ts';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { List } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { pathOf } from '../../routes/routes.ts';
import type { RouteName } from '../../routes/routes.ts';

/** docs/product/overview.md: the kinds of record a resident sees, in the order the health record lists them. */
const records: readonly RouteName[] = [
  'analysisReport',
  'imagingReport',
  'outpatient',
  'prescription',
  'inuse',
  'medications',
  'surgicalRecord',
  'vaccine',
  'vaccinationAppointment',
  'childService',
];
const own: readonly RouteName[] = ['healthData', 'myUpload', 'exportRecord'];

/** docs/product/routes.md ehrPage: the electronic health record, one entry per kind of record in the active tree. */
export function EhrPageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const tree = route.tree ?? 'web';
  const ids = { records: useId(), own: useId() };
  const section = (id: string, heading: string, names: readonly RouteName[]) => (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      <List.Root>
        {names.flatMap((name) => {
          const path = pathOf(name, tree);
          return path === undefined ? [] : [<List.Item key={name} href={path} title={t(`common.routes.${name}`)} />];
        })}
      </List.Root>
    </section>
  );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-base text-text-muted">{t('pages.ehrIntro')}</p>
      {section(ids.records, t('pages.ehrRecordsHeading'), records)}
      {section(ids.own, t('pages.ehrSelfHeading'), own)}
    </div>
  );
}
