import { describe, expect, it } from 'vitest';
import { estimateLabelWidth, spreadLabels } from './TrendChart.tsx';

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
