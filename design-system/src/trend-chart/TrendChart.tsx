'use client';

import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis, type LabelProps } from 'recharts';
import { useLocale } from 'react-aria-components';
import { cn } from '../lib/cn.ts';
import { lttb, type TrendPoint } from './downsample.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export type TrendBandLevel = 'low' | 'borderline' | 'normal' | 'high';

export interface TrendSeries {
  id: string;
  /** Shown in the tooltip, the legend and the table header. */
  name: string;
  /** Sorted by time (`t`, epoch milliseconds). */
  points: readonly TrendPoint[];
}

export interface TrendBand {
  level: TrendBandLevel;
  /** Lower edge in the series' unit. */
  from: number;
  /** Upper edge in the series' unit. */
  to: number;
  /** Visible name of the band, drawn inside it (the colour never stands alone). */
  label?: string;
  /**
   * The series (its `id`) whose reference range this band is. A diastolic 82 mmHg must never sit in the
   * systolic "Low" band: with bands of several series the chart shows one series' bands at a time, with a
   * choice of series. A band without `series` applies to every series.
   */
  series?: string;
}

export interface TrendGroup {
  id: string;
  label: string;
}

export interface TrendChartProps extends Omit<ComponentProps<'figure'>, 'title'> {
  /** The chart's visible heading and the table's caption. */
  heading: ReactNode;
  series: readonly TrendSeries[];
  /** Reference ranges drawn behind the lines, coloured from the reading tokens. */
  bands?: readonly TrendBand[];
  /** Indicator groups for the picker; the picker is hidden with fewer than two. */
  groups?: readonly TrendGroup[];
  group?: string;
  defaultGroup?: string;
  onGroupChange?: (group: string) => void;
  /** @default Indicator */
  groupLabel?: string;
  /** Names the choice of series whose reference ranges are shown (bands of several series). @default Ranges for */
  bandSeriesLabel?: string;
  /** Unit appended to values in the tooltip and the table, e.g. 'mmHg'. */
  unit?: string;
  /** Most points drawn per series; longer series are downsampled with LTTB. @default 500 */
  maxPoints?: number;
  /** Chart height in px. @default 280 */
  height?: number;
  /** @default Show data table */
  showTableLabel?: string;
  /** @default Hide data table */
  hideTableLabel?: string;
  /** Header of the table's first column. @default Date */
  dateColumnLabel?: string;
  /** Shown instead of the chart when no series has points. @default No readings in this period */
  emptyLabel?: string;
  /** Table open at first. @default false */
  defaultTableOpen?: boolean;
  /** Formats a time for the axis, tooltip and table. @default the locale's medium date */
  formatDate?: (t: number) => string;
  /**
   * Formats a value for the value axis, the tooltip and the table ("5,41" in Portuguese), before the unit.
   * Pass the app's own when its language is not the react-aria locale. @default Intl.NumberFormat of the locale
   */
  formatValue?: (value: number) => string;
}

// Series differ by dash pattern as well as colour, so they stay apart in greyscale and high contrast.
const strokes = ['var(--color-primary)', 'var(--color-info)', 'var(--color-text)', 'var(--color-warning)'] as const;
const dashes = [undefined, '8 4', '2 4', '12 4 2 4'] as const;
const bandFill: Record<TrendBandLevel, string> = {
  low: 'var(--color-reading-low)',
  borderline: 'var(--color-reading-borderline)',
  normal: 'var(--color-reading-normal)',
  high: 'var(--color-reading-high)',
};

const labelFontSize = 12;
const labelLineHeight = 16;
const labelGap = 8;
/** Width of the value axis, left of the plot, in px. */
const valueAxisWidth = 44;

/** Rough width of a label at 12 px: CJK characters are square, Latin ones narrower (no measuring in SVG before paint). */
export function estimateLabelWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? labelFontSize : labelFontSize * 0.62;
  return Math.ceil(width);
}

/**
 * Vertical centres of the band labels, in px from the top, pushed apart so that no two are closer than
 * one line and all stay within [top, bottom]. Input centres are in any order; output keeps that order.
 */
export function spreadLabels(centres: readonly number[], top: number, bottom: number, line = labelLineHeight): number[] {
  const order = centres.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed = order.map((item) => item.y);
  const min = top + line / 2;
  const max = Math.max(min, bottom - line / 2);
  for (let i = 0; i < placed.length; i += 1) placed[i] = Math.max(placed[i]!, i === 0 ? min : placed[i - 1]! + line);
  for (let i = placed.length - 1; i >= 0; i -= 1) placed[i] = Math.min(placed[i]!, i === placed.length - 1 ? max : placed[i + 1]! - line);
  const result: number[] = new Array<number>(centres.length);
  order.forEach((item, k) => { result[item.index] = placed[k]!; });
  return result;
}

/** A step of 1, 2, 2.5 or 5 times a power of ten giving about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

/**
 * Value axis on round numbers (120, 140, 160 rather than 117, 134, 151): the domain widens to whole steps
 * around the readings and the bands shown, and every tick is a step.
 */
export function niceValueTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min - 1, min, min + 1];
  const step = niceStep(max - min, count);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded so that 0.1 steps do not print as 0.30000000000000004.
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  return ticks;
}

/** Time axis ticks at whole days (UTC midnight), evenly spread, so every grid line has its label. */
export function timeTicks(min: number, max: number, count = 5): number[] {
  const dayMs = 86_400_000;
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max - min < dayMs) return [min];
  const days = Math.max(1, Math.ceil((max - min) / dayMs / count));
  const first = Math.ceil(min / dayMs) * dayMs;
  const ticks: number[] = [];
  for (let t = first; t <= max; t += days * dayMs) ticks.push(t);
  return ticks;
}

interface BandLabelProps {
  viewBox?: LabelProps['viewBox'];
  band: TrendBand;
  bands: readonly TrendBand[];
  chartHeight: number;
}

/**
 * A band's name drawn in the gutter to the right of the plot, at the band's middle, so it never sits on a
 * line. Every label knows all bands: it derives the y scale from its own rectangle, places all of them with
 * `spreadLabels` and keeps its own slot, so neighbours never overlap even when a band is thin.
 */
function BandLabel({ viewBox, band, bands, chartHeight }: BandLabelProps) {
  if (!viewBox || !('width' in viewBox) || viewBox.x === undefined || viewBox.y === undefined || !viewBox.width || !viewBox.height) return null;
  const { x, y, width, height } = viewBox;
  const pxPerUnit = height / (band.to - band.from);
  const bottomOf = y + height;
  const toPx = (value: number) => bottomOf - (value - band.from) * pxPerUnit;
  const labelled = bands.filter((b) => b.label);
  const centres = labelled.map((b) => (toPx(b.from) + toPx(b.to)) / 2);
  // 30 px at the bottom belong to the time axis, whose last date reaches into the gutter.
  const placed = spreadLabels(centres, 0, chartHeight - 30);
  const own = placed[labelled.indexOf(band)] ?? (y + height / 2);
  return (
    <g data-slot="trend-chart-band-label">
      <rect x={x + width + 2} y={y} width={3} height={height} fill={bandFill[band.level]} />
      <text x={x + width + labelGap} y={own} dominantBaseline="central" fill="var(--color-text-muted)" fontSize={labelFontSize}>
        {band.label}
      </text>
    </g>
  );
}

export const TrendChart = /* @__PURE__ */ refAsProp(function TrendChart({
  heading,
  series,
  bands = [],
  groups = [],
  group,
  defaultGroup,
  onGroupChange,
  groupLabel = 'Indicator',
  bandSeriesLabel = 'Ranges for',
  unit,
  maxPoints = 500,
  height = 280,
  showTableLabel = 'Show data table',
  hideTableLabel = 'Hide data table',
  dateColumnLabel = 'Date',
  emptyLabel = 'No readings in this period',
  defaultTableOpen = false,
  formatDate,
  formatValue,
  className,
  ...props
}: TrendChartProps) {
  const { locale } = useLocale();
  const id = useId();
  const [tableOpen, setTableOpen] = useState(defaultTableOpen);
  const [ownGroup, setOwnGroup] = useState(defaultGroup ?? groups[0]?.id ?? '');
  const currentGroup = group ?? ownGroup;
  // Bands belong to a series: with several series' bands, one series' ranges are shown at a time.
  const bandSeriesIds = [...new Set(bands.flatMap((b) => (b.series === undefined ? [] : [b.series])))].filter((sid) => series.some((s) => s.id === sid));
  const [ownBandSeries, setBandSeries] = useState<string | undefined>(undefined);
  const bandSeries = ownBandSeries !== undefined && bandSeriesIds.includes(ownBandSeries) ? ownBandSeries : bandSeriesIds[0];
  const shownBands = bands.filter((b) => b.series === undefined || b.series === bandSeries);

  const dateText = useMemo(() => {
    if (formatDate) return formatDate;
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return (t: number) => format.format(t);
  }, [formatDate, locale]);
  const numberText = useMemo(() => {
    if (formatValue) return formatValue;
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [formatValue, locale]);
  const valueText = (value: number) => (unit ? `${numberText(value)} ${unit}` : numberText(value));

  // The right gutter holds the band labels; its width follows the longest one.
  const gutter = shownBands.reduce((widest, band) => Math.max(widest, band.label ? estimateLabelWidth(band.label) + labelGap + 4 : 0), 8);
  const drawn = useMemo(() => series.map((s) => ({ ...s, points: lttb(s.points, maxPoints) })), [series, maxPoints]);
  const empty = series.every((s) => s.points.length === 0);
  const { valueTicks, xTicks } = useMemo(() => {
    const values = drawn.flatMap((s) => s.points.map((p) => p.value));
    const times = drawn.flatMap((s) => s.points.map((p) => p.t));
    const edges = shownBands.flatMap((b) => [b.from, b.to]);
    return {
      valueTicks: niceValueTicks(Math.min(...values, ...edges), Math.max(...values, ...edges)),
      xTicks: timeTicks(Math.min(...times), Math.max(...times)),
    };
  }, [drawn, shownBands]);

  // The first date is centred under the plot's left edge: the left margin makes room for the half of it that
  // reaches past the value axis (a long date such as Portuguese "3 de out. de 2026" was cut off there).
  const firstDate = xTicks[0];
  const leftRoom = firstDate === undefined || empty ? 0 : Math.max(0, Math.ceil(estimateLabelWidth(dateText(firstDate)) / 2) - valueAxisWidth);

  // The table lists every reading, not the downsampled ones; newest first, as record lists are.
  const rows = useMemo(() => {
    if (!tableOpen) return [];
    const byTime = new Map<number, Map<string, number>>();
    for (const s of series) {
      for (const p of s.points) {
        const row = byTime.get(p.t) ?? new Map<string, number>();
        row.set(s.id, p.value);
        byTime.set(p.t, row);
      }
    }
    return [...byTime].sort(([a], [b]) => b - a);
  }, [series, tableOpen]);

  return (
    <figure
      data-slot="trend-chart"
      data-table={tableOpen ? 'open' : 'closed'}
      aria-labelledby={`${id}-heading`}
      className={cn('m-0 flex flex-col gap-3 text-text', className)}
      {...props}
    >
      <figcaption className="flex flex-wrap items-end justify-between gap-3">
        <span id={`${id}-heading`} className="text-lg font-semibold">{heading}</span>
        {groups.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-text-muted">{groupLabel}</span>
            <select
              value={currentGroup}
              onChange={(event) => {
                setOwnGroup(event.target.value);
                onGroupChange?.(event.target.value);
              }}
              className="h-11 rounded-md border border-border-strong bg-surface-raised px-3 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {groups.map((g) => <option key={g.id} value={g.id}>{g.label}</option>)}
            </select>
          </label>
        ) : null}
      </figcaption>

      {bandSeriesIds.length > 1 && !empty ? (
        <div role="group" aria-label={bandSeriesLabel} data-slot="trend-chart-band-series" className="flex flex-wrap items-center gap-2 text-sm">
          <span aria-hidden="true" className="text-text-muted">{bandSeriesLabel}</span>
          {bandSeriesIds.map((sid) => (
            <button
              key={sid}
              type="button"
              aria-pressed={sid === bandSeries}
              onClick={() => setBandSeries(sid)}
              className="inline-flex min-h-11 items-center rounded-full border border-border-strong px-3 text-text aria-pressed:border-primary aria-pressed:bg-secondary aria-pressed:font-semibold aria-pressed:text-secondary-foreground"
            >
              {series.find((s) => s.id === sid)?.name}
            </button>
          ))}
        </div>
      ) : null}

      {empty ? (
        <p className="rounded-md bg-surface-sunken p-6 text-center text-text-muted">{emptyLabel}</p>
      ) : (
        // The drawing repeats the table, which is the accessible form; screen readers skip the SVG.
        <div aria-hidden="true" data-slot="trend-chart-plot">
          <LineChart responsive style={{ width: '100%', height }} margin={{ top: 8, right: gutter, bottom: 0, left: leftRoom }} accessibilityLayer={false}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            {shownBands.map((band) => (
              <ReferenceArea
                key={`${band.series ?? ''}-${band.level}-${band.from}`}
                y1={band.from}
                y2={band.to}
                fill={bandFill[band.level]}
                fillOpacity={0.14}
                stroke="none"
                ifOverflow="hidden"
                label={band.label ? { content: (labelProps: LabelProps) => <BandLabel viewBox={labelProps.viewBox} band={band} bands={shownBands} chartHeight={height} /> } : undefined}
              />
            ))}
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              // Explicit ticks, every one labelled, so each vertical grid line has its date under it.
              ticks={xTicks}
              interval={0}
              allowDuplicatedCategory={false}
              tickFormatter={dateText}
              tick={{ fill: 'var(--color-text-muted)', fontSize: 12 }}
              stroke="var(--color-border-strong)"
            />
            <YAxis
              tickFormatter={(value: number) => numberText(value)}
              tick={{ fill: 'var(--color-text-muted)', fontSize: 12 }}
              stroke="var(--color-border-strong)"
              width={valueAxisWidth}
              ticks={valueTicks}
              interval={0}
              domain={[valueTicks[0] ?? 'auto', valueTicks.at(-1) ?? 'auto']}
            />
            <Tooltip
              labelFormatter={(t) => dateText(Number(t))}
              formatter={(value) => valueText(Number(value))}
              contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)', borderRadius: 8, color: 'var(--color-text)' }}
              labelStyle={{ color: 'var(--color-text)', fontWeight: 600 }}
            />
            {drawn.map((s, index) => (
              <Line
                key={s.id}
                data={s.points as TrendPoint[]}
                dataKey="value"
                name={s.name}
                // Straight segments: separate readings, nothing measured between them (a curve would invent values).
                type="linear"
                stroke={strokes[index % strokes.length]}
                strokeDasharray={dashes[index % dashes.length]}
                strokeWidth={2}
                dot={s.points.length <= 60 ? { r: 3 } : false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </div>
      )}

      {series.length > 1 ? (
        <ul className="m-0 flex list-none flex-wrap gap-4 p-0 text-sm" data-slot="trend-chart-legend">
          {series.map((s, index) => (
            <li key={s.id} className="flex items-center gap-2">
              <svg width="24" height="8" aria-hidden="true">
                <line x1="0" y1="4" x2="24" y2="4" stroke={strokes[index % strokes.length]} strokeWidth="2" strokeDasharray={dashes[index % dashes.length]} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}

      {empty ? null : (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            aria-expanded={tableOpen}
            aria-controls={`${id}-table`}
            onClick={() => setTableOpen((open) => !open)}
            className="self-start rounded-md px-1 text-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {tableOpen ? hideTableLabel : showTableLabel}
          </button>
          <div
            id={`${id}-table`}
            hidden={!tableOpen}
            // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
            tabIndex={tableOpen ? 0 : undefined}
            role="region"
            aria-labelledby={`${id}-heading`}
            className="max-h-80 overflow-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-focus"
          >
            {tableOpen ? (
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{heading}</caption>
                <thead className="sticky top-0 bg-surface-sunken">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start font-semibold">{dateColumnLabel}</th>
                    {series.map((s) => <th key={s.id} scope="col" className="px-3 py-2 text-end font-semibold">{s.name}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(([t, values]) => (
                    <tr key={t} className="border-t border-border">
                      <th scope="row" className="px-3 py-2 text-start font-normal">{dateText(t)}</th>
                      {series.map((s) => {
                        const value = values.get(s.id);
                        return <td key={s.id} className="px-3 py-2 text-end tabular-nums">{value === undefined ? '' : valueText(value)}</td>;
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        </div>
      )}
    </figure>
  );
});
