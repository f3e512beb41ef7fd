import { LEVEL_TONE, indicatorBands } from '@macao-phr/contract';
import type { IndicatorCode, IndicatorContext, IndicatorLevel, IndicatorPoint, Language, NormalizationInfo, SelectTime, TrendGroupInfo } from '@macao-phr/contract';
import type { BadgeVariant, DateRangeValue, TrendBand, TrendSeries } from '@macao-phr/design-system';

/** The name of a group or indicator in the current language (docs/product/routes.md behaviour 6: picker by the language's name). */
export function groupName(group: Pick<TrendGroupInfo, 'indexName' | 'indexNameEn' | 'indexNamePt'>, language: Language): string {
  return language === 'en' ? group.indexNameEn : language === 'pt' ? group.indexNamePt : group.indexName;
}

export function indicatorName(info: Pick<NormalizationInfo, 'indicatorName' | 'indicatorNameEn' | 'indicatorNamePt'>, language: Language): string {
  return language === 'en' ? info.indicatorNameEn : language === 'pt' ? info.indicatorNamePt : info.indicatorName;
}

/** The request's range: a preset's dates, or a custom range once both ends are chosen (else none yet). */
export function selectTimeOf(value: DateRangeValue): SelectTime | null {
  if (value.start === null || value.end === null) return null;
  return { start: value.start, end: value.end };
}

/** Today as an ISO calendar date in the device's zone (the presets count back from it). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One series per source, self-entered first, each sorted by time; sources without values are left out. */
export function seriesOf(points: readonly IndicatorPoint[], code: IndicatorCode, names: { self: string; org: string }): TrendSeries[] {
  const out: TrendSeries[] = [];
  for (const source of ['self', 'org'] as const) {
    const mine = points
      .filter((p) => p.newIndexCode === code && p.source === source)
      .map((p) => ({ t: Date.parse(p.recordTime), value: p.value }))
      .sort((a, b) => a.t - b.t);
    if (mine.length > 0) out.push({ id: source, name: names[source], points: mine });
  }
  return out;
}

/**
 * The contract's reference bands of an indicator, named in the resident's language, cut to the values shown
 * and the band edges (so 6.4 mmol/L is not drawn squeezed between 0 and 10): the plot spans the values and
 * every edge between two bands, plus a margin.
 */
export function bandsOf(code: IndicatorCode, context: IndicatorContext, label: (level: IndicatorLevel) => string, values: readonly number[] = []): TrendBand[] {
  const bands = indicatorBands(code, context);
  if (bands.length === 0) return [];
  const edges = bands.slice(1).map((b) => b.from);
  const low = Math.min(...values, ...edges);
  const high = Math.max(...values, ...edges);
  const pad = Math.max((high - low) * 0.15, high * 0.02);
  const from = Math.max(bands[0]!.from, low - pad);
  const to = Math.min(bands.at(-1)!.to, high + pad);
  return bands
    .map((b) => ({ level: b.tone, from: Math.max(b.from, from), to: Math.min(b.to, to), label: label(b.level) }))
    .filter((b) => b.to > b.from)
    .map((b) => ({ ...b, from: round(b.from), to: round(b.to) }));
}

const round = (x: number) => Math.round(x * 100) / 100;

/** An indicator's values, newest first (the list under the chart). */
export function newestFirst(points: readonly IndicatorPoint[], code: IndicatorCode): IndicatorPoint[] {
  return points.filter((p) => p.newIndexCode === code).sort((a, b) => Date.parse(b.recordTime) - Date.parse(a.recordTime) || b.id - a.id);
}

export function levelBadge(level: IndicatorLevel): BadgeVariant {
  return `reading-${LEVEL_TONE[level]}`;
}

/** The address of one value's detail screen. */
export function detailHref(base: string, point: Pick<IndicatorPoint, 'recordType' | 'id'>): string {
  return `${base}?type=${point.recordType}&id=${point.id}`;
}
