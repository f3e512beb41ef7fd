import { describe, expect, it } from 'vitest';
import { estimateLabelWidth, niceValueTicks, spreadLabels, timeTicks } from './TrendChart.tsx';

describe('band label layout', () => {
  it('keeps labels that already have room where they are', () => {
    expect(spreadLabels([40, 100, 160], 0, 250)).toEqual([40, 100, 160]);
  });

  it('pushes crowded labels apart by at least one line, keeping their order', () => {
    const placed = spreadLabels([100, 104, 102, 300], 0, 250, 16);
    const sorted = [...placed].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(16);
    // Input order is kept: the label at 100 stays above the one at 102, which stays above 104.
    expect(placed[0]!).toBeLessThan(placed[2]!);
    expect(placed[2]!).toBeLessThan(placed[1]!);
    // Nothing leaves the plot: the band at 300 is pulled up to the bottom edge.
    expect(Math.max(...placed)).toBeLessThanOrEqual(250 - 8);
    expect(Math.min(...placed)).toBeGreaterThanOrEqual(8);
  });

  it('gives CJK characters a full em and Latin ones less', () => {
    expect(estimateLabelWidth('臨界範圍')).toBe(48);
    expect(estimateLabelWidth('High')).toBeLessThan(estimateLabelWidth('臨界範圍'));
  });
});

describe('axis ticks', () => {
  it('puts the value axis on round steps that cover the readings', () => {
    expect(niceValueTicks(117, 151)).toEqual([110, 120, 130, 140, 150, 160]);
    expect(niceValueTicks(3.9, 6.1)).toEqual([3.5, 4, 4.5, 5, 5.5, 6, 6.5]);
  });

  it('puts time ticks on whole days inside the range', () => {
    const day = 86_400_000;
    const start = Date.UTC(2026, 0, 1, 8);
    const ticks = timeTicks(start, start + 29 * day);
    expect(ticks.every((t) => t % day === 0 && t >= start && t <= start + 29 * day)).toBe(true);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
  });
});
