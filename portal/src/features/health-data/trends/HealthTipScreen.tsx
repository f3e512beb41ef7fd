import '../blood-pressure/messages.ts';
import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Badge, Card, Skeleton } from '@macao-phr/design-system';
import { INDICATORS } from '@macao-phr/contract';
import type { HealthHomeData, IndicatorLevel, IndicatorPoint, TrendDetail } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { RouteName } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { $language } from '../../../stores/language.ts';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { homeData } from '../readings/api.ts';
import { toasting } from '../../common/toasting.ts';
import { trendDetail, trendDetailRead } from './api.ts';
import { HealthNav } from './HealthNav.tsx';
import { indicatorName, levelBadge, newestFirst } from './trend-data.ts';

export type Tip = { id: string; title: string; value: string; level: IndicatorLevel; time: string; tipKey: string; link: RouteName; query?: string };

/**
 * The tips of docs/product/routes.md healthTip, from the newest value of each kind: which tip text fits its level. The
 * texts live in the trends messages (tips.<kind>.<level>); a level without its own text has none.
 */
export function tipsFor(home: HealthHomeData | null, labs: readonly IndicatorPoint[], format: { number: (n: number) => string; title: (code: keyof typeof INDICATORS) => string; bp: string; bmi: string; glucose: string }): Tip[] {
  const tips: Tip[] = [];
  if (home?.bloodPressure) {
    const r = home.bloodPressure;
    tips.push({ id: 'bp', title: format.bp, value: `${format.number(r.systolic)}/${format.number(r.diastolic)} mmHg`, level: r.level, time: r.recordTime, tipKey: `bloodPressure.${r.level}`, link: 'pressurePage' });
  }
  if (home?.bmi) {
    const r = home.bmi;
    tips.push({ id: 'bmi', title: format.bmi, value: `${format.number(r.bmi)} kg/m²`, level: r.level, time: r.recordTime, tipKey: `bmi.${r.level}`, link: 'bmiPage' });
  }
  if (home?.bloodGlucose) {
    const r = home.bloodGlucose;
    tips.push({ id: 'glucose', title: format.glucose, value: `${format.number(r.value)} mmol/L`, level: r.level, time: r.recordTime, tipKey: `glucose.${r.level}`, link: r.sample === 'capillary' ? 'fingertipGlucoseTrend' : 'bloodGlucoseTrend' });
  }
  for (const code of ['TC', 'LDL', 'HDL', 'HBA1C'] as const) {
    const latest = newestFirst(labs, code)[0];
    if (latest === undefined) continue;
    tips.push({
      id: code,
      title: format.title(code),
      value: `${format.number(latest.value)} ${INDICATORS[code].unit}`,
      level: latest.level,
      time: latest.recordTime,
      tipKey: `${code === 'HBA1C' ? 'hba1c' : 'lipid'}.${latest.level}`,
      link: code === 'HBA1C' ? 'bloodGlucoseTrend' : 'cholesterolTrend',
      query: `code=${code}`,
    });
  }
  return tips;
}

type TipsState = { status: 'loading' } | { status: 'ready'; home: HealthHomeData | null; labs: IndicatorPoint[] };

/** What the tips are made of, when the query cache holds all of it (the screen opened again): drawn at once, then asked again. */
function keptTips(): TipsState {
  const home = homeData().peek();
  const lipid = trendDetailRead('LIPID', undefined).peek();
  const hba1c = trendDetailRead('HBA1C', undefined).peek();
  return home === undefined || lipid === undefined || hba1c === undefined ? { status: 'loading' } : { status: 'ready', home, labs: [...lipid.points, ...hba1c.points] };
}

/** docs/product/routes.md healthTip: advice on the resident's newest readings and organisation results, in their language. */
export function HealthTipScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const [state, setState] = useState<TipsState>(keptTips);

  useEffect(() => {
    let live = true;
    const none = (): TrendDetail | null => null;
    // A failed refresh keeps the figures the query cache held.
    const kept = homeData().peek() ?? null;
    Promise.all([
      toasting(homeData())
        .fetch()
        .catch(() => kept),
      trendDetail('LIPID', undefined).catch(none),
      trendDetail('HBA1C', undefined).catch(none),
    ]).then(([home, lipid, hba1c]) => {
      if (live) setState({ status: 'ready', home, labs: [...(lipid?.points ?? []), ...(hba1c?.points ?? [])] });
    });
    return () => {
      live = false;
    };
  }, []);

  const tips =
    state.status === 'ready'
      ? tipsFor(state.home, state.labs, {
          number: (n) => formatNumber(n, language),
          title: (code) => indicatorName(INDICATORS[code], language),
          bp: t('readings.bloodPressure'),
          bmi: t('readings.bmiTitle'),
          glucose: t('readings.glucoseTitle'),
        })
      : [];

  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
      <p className="text-base text-text-muted">{t('trends.tips.intro')}</p>
      {state.status === 'loading' ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('common.loading')}
          </span>
          <Skeleton shape="block" className="h-32" />
          <Skeleton shape="block" className="h-32" />
        </div>
      ) : (
        <ul role="list" className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
          {tips.length === 0 ? <li className="text-base">{t('trends.tips.none')}</li> : null}
          {tips.map((tip) => (
            <li key={tip.id}>
              <Card.Root className="flex h-full flex-col gap-2 p-4">
                <h2 className="text-base font-semibold">
                  <Link href={`${pathOf(tip.link, tree) ?? ''}${tip.query ? `?${tip.query}` : ''}`} className="underline-offset-2 hover:underline">
                    {tip.title}
                  </Link>
                </h2>
                <p className="flex flex-wrap items-center gap-2 text-sm text-text-muted">
                  {t('trends.tips.latest', { value: tip.value, time: formatDateTime(tip.time, language) })}
                  <Badge variant={levelBadge(tip.level)}>{t(`trends.level.${tip.level}`)}</Badge>
                </p>
                <p className="text-base">{t(`trends.tips.${tip.tipKey}`)}</p>
              </Card.Root>
            </li>
          ))}
          <li>
            <Card.Root className="flex h-full flex-col gap-2 p-4">
              <p className="text-base">{t('trends.tips.general')}</p>
            </Card.Root>
          </li>
        </ul>
      )}
    </div>
  );
}
