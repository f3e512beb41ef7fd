import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Skeleton } from '@macao-phr/design-system';
import type { TrendChartProps } from '@macao-phr/design-system';
import { lazyWithTexts } from '../../../i18n/index.ts';

// recharts travels in its own chunk, fetched when a trend screen first draws (docs/architecture.md#budgets: never on home).
const TrendChart = lazyWithTexts(() => import('@macao-phr/design-system/trend-chart').then((m) => ({ default: m.TrendChart })));

export function LazyTrendChart(props: TrendChartProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="flex flex-col gap-2">
          <span role="status" className="sr-only">
            {t('trends.chartLoading')}
          </span>
          <Skeleton shape="block" className="h-72" />
        </div>
      }
    >
      <TrendChart {...props} />
    </Suspense>
  );
}
