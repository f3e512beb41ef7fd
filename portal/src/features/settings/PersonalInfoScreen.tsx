import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Card, Skeleton } from '@macao-phr/design-system';
import { queries } from '../../api/index.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLoaded } from '../common/loaded.tsx';
import { LoadFailed } from '../common/load-failed.tsx';
import { paths } from '@macao-phr/contract';

/** docs/product/routes.md personalInfo, from POST /personalInformation/detail (docs/product/entities.md personal info). */
export function PersonalInfoScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const { data: info, retry } = useLoaded(queries.read(paths.personalInfo, {}));

  if (info === null) {
    return (
      <Card.Root aria-busy="true" className="flex flex-col gap-3 p-4">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="text" className="h-5 w-2/3" />
        ))}
      </Card.Root>
    );
  }
  if (info === 'failed') return <LoadFailed onRetry={retry} />;
  const birth = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${info.birthDate}T00:00:00Z`),
  );
  const rows: [string, string][] = [
    [t('settings.personal.name'), info.name[language]],
    [t('settings.personal.sex'), info.sexcode === 'M' ? t('settings.personal.sexM') : t('settings.personal.sexF')],
    [t('settings.personal.birthDate'), birth],
    [t('settings.personal.age'), t('settings.personal.ageValue', { age: formatNumber(info.age, language) })],
    [t('settings.personal.patid'), info.patid],
    [t('settings.personal.race'), info.race === 0 ? t('settings.personal.race0') : t('settings.personal.race1')],
    [t('settings.personal.adult'), info.adult ? t('settings.personal.yes') : t('settings.personal.no')],
  ];
  return (
    <Card.Root className="p-4">
      <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-y-3">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-text-muted">{label}</dt>
            <dd className="m-0 mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
        {info.wards !== undefined && info.wards.length > 0 ? (
          <>
            <dt className="font-medium text-text-muted">{t('settings.personal.wards')}</dt>
            <dd className="m-0">
              <ul className="m-0 list-none p-0">
                {info.wards.map((ward) => (
                  <li key={ward.patid}>{ward.name[language]}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </Card.Root>
  );
}
