import './messages.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Badge } from '@macao-phr/design-system';
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

  return (
    <div className="flex flex-col gap-6">
      <HealthNav route={route} />
      <TableRegion label={t('readings.rangeTable.caption')}>
        <table className="w-full border-collapse text-base">
          <caption className="pb-2 text-left font-semibold">{t('readings.rangeTable.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>{t('readings.rangeTable.level')}</th>
              <th scope="col" className={cell}>{t('readings.rangeTable.capFasting')}</th>
              <th scope="col" className={cell}>{t('readings.rangeTable.capAfter')}</th>
              <th scope="col" className={cell}>{t('readings.rangeTable.venFasting')}</th>
              <th scope="col" className={cell}>{t('readings.rangeTable.venAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {glucoseRows.map(([level, ...values]) => (
              <tr key={level}>
                <th scope="row" className={cell}>
                  <Badge variant={glucoseBadge(level)} className="whitespace-nowrap">{t(`readings.glucoseLevel.${level}`)}</Badge>
                </th>
                {values.map((v, i) => (
                  <td key={i} className={cell}>
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {full ? (
        <>
          <TableRegion label={t('readings.bmiTable.caption')}>
            <table className="w-full border-collapse text-base">
              <caption className="pb-2 text-left font-semibold">{t('readings.bmiTable.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>{t('readings.bmiTable.band')}</th>
                  <th scope="col" className={cell}>{t('readings.bmiTable.asian')}</th>
                  <th scope="col" className={cell}>{t('readings.bmiTable.other')}</th>
                </tr>
              </thead>
              <tbody>
                {bmiRows.map(([level, asian, other]) => (
                  <tr key={level}>
                    <th scope="row" className={cell}>
                      <Badge variant={bmiBadge(level)} className="whitespace-nowrap">{t(`readings.bmiLevel.${level}`)}</Badge>
                    </th>
                    <td className={cell}>{asian}</td>
                    <td className={cell}>{other}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <TableRegion label={t('readings.inputTable.caption')}>
            <table className="w-full border-collapse text-base">
              <caption className="pb-2 text-left font-semibold">{t('readings.inputTable.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>{t('readings.inputTable.item')}</th>
                  <th scope="col" className={cell}>{t('readings.inputTable.range')}</th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ['readings.height', HEIGHT_RANGE],
                    ['readings.weight', WEIGHT_RANGE],
                    ['readings.value', GLUCOSE_RANGE],
                  ] as const
                ).map(([key, r]) => (
                  <tr key={key}>
                    <th scope="row" className={cell}>{t(key)}</th>
                    <td className={cell}>{`${n(r.min)} – ${n(r.max)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </>
      ) : null}
    </div>
  );
}
