import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyIndicator, indicatorBands, type IndicatorPoint } from '@macao-phr/contract';
import { bandsOf, detailHref, groupName, newestFirst, selectTimeOf, seriesOf, todayIso } from './trend-data.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

const point = (over: Partial<IndicatorPoint>): IndicatorPoint => ({
  recordType: 'glucose',
  id: 1,
  newIndexCode: 'GLU_CAP_FAST',
  value: 5,
  level: 'normal',
  recordTime: '2026-01-01T00:00:00.000Z',
  source: 'self',
  orgCode: null,
  ...over,
});

describe('trend data for the chart', () => {
  it('splits an indicator into self-entered and organisation series, oldest first, leaving empty sources out', () => {
    const points = [
      point({ id: 3, recordTime: '2026-03-01T00:00:00Z', value: 7 }),
      point({ id: 1, recordTime: '2026-01-01T00:00:00Z', value: 5 }),
      point({ id: 2, source: 'org', orgCode: 'SS', value: 6 }),
      point({ id: 4, newIndexCode: 'GLU_CAP_MEAL', value: 9 }),
    ];
    const series = seriesOf(points, 'GLU_CAP_FAST', { self: 'Mine', org: 'Theirs' });
    expect(series.map((s) => [s.id, s.name, s.points.map((p) => p.value)])).toEqual([
      ['self', 'Mine', [5, 7]],
      ['org', 'Theirs', [6]],
    ]);
    expect(seriesOf([point({ source: 'org', orgCode: 'KWH' })], 'GLU_CAP_FAST', { self: 'a', org: 'b' }).map((s) => s.id)).toEqual(['org']);
    expect(newestFirst(points, 'GLU_CAP_FAST').map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('draws the contract bands cut to the values, each band still classifying as its level (property)', () => {
    const context = { sexcode: 'F' as const, race: 0 };
    fc.assert(
      fc.property(fc.constantFrom('TC' as const, 'LDL' as const, 'HDL' as const, 'HBA1C' as const, 'GLU_VEN_MEAL' as const, 'BMI' as const, 'SBP' as const), fc.array(fc.integer({ min: 50, max: 1500 }).map((n) => n / 100), { maxLength: 8 }), (code, values) => {
        const bands = bandsOf(code, context, (level) => level, values);
        const all = indicatorBands(code, context);
        // Every edge between two bands stays on the plot.
        for (const edge of all.slice(1).map((b) => b.from)) expect(bands.some((b) => b.from === edge)).toBe(true);
        for (const b of bands) {
          expect(b.to).toBeGreaterThan(b.from);
          const middle = (b.from + b.to) / 2;
          if (bands.every((o) => o === b || middle < o.from || middle > o.to)) expect(classifyIndicator(code, middle, context)).toBe(b.label);
        }
      }),
    );
    expect(bandsOf('WEIGHT', context, String, [60])).toEqual([]);
  });

  it('asks for a custom range only once both dates are chosen', () => {
    expect(selectTimeOf({ preset: 'custom', start: '2026-01-01', end: null })).toBeNull();
    expect(selectTimeOf({ preset: 'last3Months', start: '2026-01-01', end: '2026-04-01' })).toEqual({ start: '2026-01-01', end: '2026-04-01' });
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('names groups in the current language and addresses one value by type and id', () => {
    const group = { indexName: '血脂', indexNameEn: 'Cholesterol', indexNamePt: 'Colesterol' };
    expect([groupName(group, 'zh-Hant'), groupName(group, 'en'), groupName(group, 'pt')]).toEqual(['血脂', 'Cholesterol', 'Colesterol']);
    expect(detailHref('/web/healthDataDetail', { recordType: 'lab', id: 7 })).toBe('/web/healthDataDetail?type=lab&id=7');
  });
});

describe('trends texts', () => {
  type Tree = { readonly [key: string]: string | Tree };
  const leaves = (tree: Tree, prefix = ''): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
  it('has the same keys in three languages, translated', () => {
    expect(leaves(zhHant).sort()).toEqual(leaves(en).sort());
    expect(leaves(pt).sort()).toEqual(leaves(en).sort());
    expect(zhHant.tips.glucose.high).not.toBe(en.tips.glucose.high);
    expect(pt.reference.lipid).not.toBe(en.reference.lipid);
  });
});
