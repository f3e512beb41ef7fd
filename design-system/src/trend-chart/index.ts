// Its own entry (`@macao-phr/design-system/trend-chart`) so apps load recharts only on routes that draw a chart:
// lazy(() => import('@macao-phr/design-system/trend-chart').then((m) => ({ default: m.TrendChart }))).
export { TrendChart } from './TrendChart.tsx';
export type { TrendChartProps, TrendSeries, TrendBand, TrendBandLevel, TrendGroup } from './TrendChart.tsx';
export { lttb } from './downsample.ts';
export type { TrendPoint } from './downsample.ts';
