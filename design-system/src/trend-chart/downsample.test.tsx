import { describe, expect, it } from 'vitest';
import { lttb, type TrendPoint } from './downsample.ts';

const day = 86_400_000;
const daily = (days: number, value: (i: number) => number): TrendPoint[] =>
  Array.from({ length: days }, (_, i) => ({ t: i * day, value: value(i) }));

describe('lttb', () => {
  it('returns a copy when the series is already short enough', () => {
    const points = daily(10, (i) => i);
    const out = lttb(points, 50);
    expect(out).toEqual(points);
    expect(out).not.toBe(points);
  });

  it('brings ten years of daily points down to the threshold, keeping first and last, in time order', () => {
    const points = daily(3653, (i) => 120 + 10 * Math.sin(i / 30));
    const out = lttb(points, 500);
    expect(out).toHaveLength(500);
    expect(out[0]).toBe(points[0]);
    expect(out.at(-1)).toBe(points.at(-1));
    for (let i = 1; i < out.length; i++) expect(out[i]!.t).toBeGreaterThan(out[i - 1]!.t);
  });

  it('keeps a one-day spike that an every-nth sample would drop', () => {
    const points = daily(3653, (i) => (i === 1234 ? 190 : 120));
    const out = lttb(points, 200);
    expect(out.some((p) => p.value === 190)).toBe(true);
  });

  it('keeps the extra fields of each point', () => {
    const points = daily(100, (i) => i).map((p) => ({ ...p, note: `n${p.value}` }));
    expect(lttb(points, 10)[0]?.note).toBe('n0');
  });

  // Its cost, counted rather than timed (a timing fails on a busy machine): every read of a point's time or value.
  it('reads each point a few times, so ten years of daily points cost no more per point than two', () => {
    const readsFor = (days: number) => {
      let reads = 0;
      const points = daily(days, (i) => 120 + 10 * Math.sin(i / 30)).map(({ t, value }) => ({
        get t() {
          reads += 1;
          return t;
        },
        get value() {
          reads += 1;
          return value;
        },
      }));
      lttb(points, 500);
      return reads / days;
    };
    // Two reads of a point while it is in the bucket ahead, six while it is a candidate (four of them of the point kept
    // before): eight a point, whatever the length; a method that compared every point with every other would grow with it.
    const perPointTenYears = readsFor(3653);
    expect(perPointTenYears).toBeLessThanOrEqual(8);
    expect(perPointTenYears).toBeLessThanOrEqual(readsFor(730) + 0.5);
  });
});
