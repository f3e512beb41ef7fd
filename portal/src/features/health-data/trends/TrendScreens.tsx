import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonVariants } from '@macao-phr/design-system';
import { INDICATOR_CODES, NORMALIZATION_CODES } from '@macao-phr/contract';
import type { IndicatorCode, NormalizationCode, TrendGroupInfo } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { $language } from '../../../stores/language.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { trendGroups } from './api.ts';
import { HealthNav } from './HealthNav.tsx';
import { TrendPicker, TrendView } from './TrendView.tsx';
import { groupName } from './trend-data.ts';

const isCode = (x: string | null): x is IndicatorCode => x !== null && (INDICATOR_CODES as readonly string[]).includes(x);
const isGroup = (x: string | null): x is NormalizationCode => x !== null && (NORMALIZATION_CODES as readonly string[]).includes(x);

/** docs/product/routes.md assayTrend/cholesterol: total, LDL and HDL cholesterol from the organisations' results. */
export function CholesterolTrendScreen({ route }: ScreenProps) {
  const code = new URLSearchParams(useSearch()).get('code');
  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
      <TrendView tree={route.tree ?? 'web'} groups={['LIPID']} initialCode={isCode(code) ? code : undefined} />
    </div>
  );
}

/**
 * docs/product/routes.md assayTrend/bloodGlucose (venous glucose, self-entered beside the organisations', and HbA1c) and
 * assayTrend/fingertipBloodGlucose (capillary glucose, with a link to add a reading).
 */
export function GlucoseTrendScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const code = new URLSearchParams(useSearch()).get('code');
  const tree = route.tree ?? 'web';
  const fingertip = route.name === 'fingertipGlucoseTrend';
  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
      <TrendView
        // Remounted per screen: the two glucose trends keep their own period and indicator.
        key={route.name}
        tree={tree}
        groups={fingertip ? ['GLU_CAP'] : ['GLU_VEN', 'HBA1C']}
        initialCode={isCode(code) ? code : undefined}
        actions={
          fingertip ? (
            <Link href={pathOf('addFingertipGlucose', tree) ?? ''} className={buttonVariants({ variant: 'primary', wrap: true })}>
              {t('trends.addReading')}
            </Link>
          ) : undefined
        }
      />
    </div>
  );
}

/**
 * docs/product/routes.md healthTrend and behaviour 6: the indicator groups from /trendInfo/chooseNormalization, picked by
 * their name in the current language; each group's detail is fetched and cached by TrendView. The chosen
 * group stays in the address (?group=), so a reload or a shared link opens the same one.
 */
export function HealthTrendScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tree = route.tree ?? 'web';
  const asked = new URLSearchParams(search).get('group');
  const [groups, setGroups] = useState<TrendGroupInfo[]>([]);

  useEffect(() => {
    let live = true;
    trendGroups().then((all) => live && setGroups(all), () => {});
    return () => {
      live = false;
    };
  }, []);

  const group: NormalizationCode = isGroup(asked) ? asked : (groups.find((g) => g.count > 0)?.normalizationCode ?? 'LIPID');
  const here = pathOf('healthTrend', tree) ?? '';

  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
      <TrendPicker label={t('trends.group')} value={group} onChange={(event) => navigate(`${here}?group=${event.target.value}`, { replace: true })}>
        {groups.length === 0 ? (
          <option value={group}>{t('common.loading')}</option>
        ) : (
          groups.map((g) => (
            <option key={g.normalizationCode} value={g.normalizationCode}>
              {t('trends.groupCount', { name: groupName(g, language), count: formatNumber(g.count, language) })}
            </option>
          ))
        )}
      </TrendPicker>
      <TrendView key={group} tree={tree} groups={[group]} />
    </div>
  );
}
