import './messages.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Badge, type BadgeVariant } from '@macao-phr/design-system';
import { BMI_BANDS, GLUCOSE_BANDS, GLUCOSE_RANGE, HEIGHT_RANGE, WEIGHT_RANGE } from '@macao-phr/contract';
import type { BmiLevel, GlucoseLevel } from '@macao-phr/contract';
import type { ReactNode } from 'react';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { HealthNav } from '../trends/HealthNav.tsx';
import { $language } from '../../../stores/language.ts';
import { bmiBadge, glucoseBadge } from './level.ts';

const cell = 'border-b border-border px-3 py-2 text-left align-top';

/**
 * A table wider than the room (a phone, or text at 200%) scrolls inside its own region, never the page; focusable so a
 * keyboard user can scroll it (axe scrollable-region-focusable).
 */
function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * One of the docs/product/limits.md tables in its region: its caption (also the region's name), its column headings,
 * and a row per entry: the entry's heading cell, then its values.
 */
function RangeTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly { key: string; heading: ReactNode; values: readonly string[] }[] }) {
  return (
    <TableRegion label={caption}>
      <table className="w-full border-collapse text-base">
        <caption className="pb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={cell}>
                {row.heading}
              </th>
              {row.values.map((value, i) => (
                <td key={i} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * docs/product/routes.md sugarRange (glucose bands only) and dataRange (glucose, BMI and the accepted input ranges): the
 * docs/product/limits.md tables, drawn from the same constants the contract classifies with.
 */
export function RangesScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  // One decimal, as docs/product/limits.md writes the bands (3.0, not 3).
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const n = (x: number) => decimal.format(x);
  const g = GLUCOSE_BANDS;
  const glucoseRows: [GlucoseLevel, string, string, string, string][] = [
    ['low', `≤ ${n(g.capillary.lowMax)}`, `≤ ${n(g.capillary.lowMax)}`, `≤ ${n(g.venous.lowMax)}`, `≤ ${n(g.venous.lowMax)}`],
    ['notIdealLow', `${n(g.capillary.lowMax)} – ${n(g.normalMin)}`, `${n(g.capillary.lowMax)} – ${n(g.normalMin)}`, `${n(g.venous.lowMax)} – ${n(g.normalMin)}`, `${n(g.venous.lowMax)} – ${n(g.normalMin)}`],
    ['normal', `${n(g.normalMin)} – ${n(g.capillary.fastingMax)}`, `${n(g.normalMin)} – ${n(g.capillary.afterMealMax)}`, `${n(g.normalMin)} – ${n(g.venous.fastingMax)}`, `${n(g.normalMin)} – ${n(g.venous.afterMealMax)}`],
    ['notIdealHigh', `${n(g.capillary.fastingMax)} – ${n(g.notIdealHighMax)}`, `${n(g.capillary.afterMealMax)} – ${n(g.notIdealHighMax)}`, `${n(g.venous.fastingMax)} – ${n(g.notIdealHighMax)}`, `${n(g.venous.afterMealMax)} – ${n(g.notIdealHighMax)}`],
    ['high', `> ${n(g.notIdealHighMax)}`, `> ${n(g.notIdealHighMax)}`, `> ${n(g.notIdealHighMax)}`, `> ${n(g.notIdealHighMax)}`],
  ];
  const a = BMI_BANDS.asian;
  const o = BMI_BANDS.other;
  const bmiRows: [BmiLevel, string, string][] = [
    ['underweight', `< ${n(a.normalFrom)}`, `< ${n(o.normalFrom)}`],
    ['normal', `${n(a.normalFrom)} – ${n(a.overweightFrom - 0.1)}`, `${n(o.normalFrom)} – ${n(o.overweightFrom - 0.1)}`],
    ['overweight', `${n(a.overweightFrom)} – ${n(a.obeseFrom - 0.1)}`, `${n(o.overweightFrom)} – ${n(o.obeseFrom - 0.1)}`],
    ['obese', `≥ ${n(a.obeseFrom)}`, `≥ ${n(o.obeseFrom)}`],
  ];
  const full = route.name === 'dataRange';
  /** A band's row: its level as a badge (the word always with the colour), then its values. */
  const bandRow = (level: string, variant: BadgeVariant, name: string, values: readonly string[]) => ({
    key: level,
    heading: (
      <Badge variant={variant} className="whitespace-nowrap">
        {name}
      </Badge>
    ),
    values,
  });

  return (
    <div className="flex flex-col gap-6">
      <HealthNav route={route} />
      <RangeTable
        caption={t('readings.rangeTable.caption')}
        columns={[t('readings.rangeTable.level'), t('readings.rangeTable.capFasting'), t('readings.rangeTable.capAfter'), t('readings.rangeTable.venFasting'), t('readings.rangeTable.venAfter')]}
        rows={glucoseRows.map(([level, ...values]) => bandRow(level, glucoseBadge(level), t(`readings.glucoseLevel.${level}`), values))}
      />
      {full ? (
        <>
          <RangeTable
            caption={t('readings.bmiTable.caption')}
            columns={[t('readings.bmiTable.band'), t('readings.bmiTable.asian'), t('readings.bmiTable.other')]}
            rows={bmiRows.map(([level, ...values]) => bandRow(level, bmiBadge(level), t(`readings.bmiLevel.${level}`), values))}
          />
          <RangeTable
            caption={t('readings.inputTable.caption')}
            columns={[t('readings.inputTable.item'), t('readings.inputTable.range')]}
            rows={(
              [
                ['readings.height', HEIGHT_RANGE],
                ['readings.weight', WEIGHT_RANGE],
                ['readings.value', GLUCOSE_RANGE],
              ] as const
            ).map(([key, r]) => ({ key, heading: t(key), values: [`${n(r.min)} – ${n(r.max)}`] }))}
          />
        </>
      ) : null}
    </div>
  );
}
