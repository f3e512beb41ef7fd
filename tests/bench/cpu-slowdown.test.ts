import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-slowdown.ts';

describe('cpuSlowdownFor (Lighthouse CPU calibration)', () => {
  it('gives the preset 4x on the host the preset assumes and scales with the host elsewhere', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBeCloseTo(3, 5);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(800)).toBeCloseTo(2, 5);
  });

  it('never speeds a slow host up and refuses a missing index', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmark index/);
  });

  it('rises with the host speed, without a jump where the ranges meet', () => {
    const hosts = [200, 500, 799, 800, 801, 1000, 1299, 1300, 1301, 1800, 2500];
    const factors = hosts.map(cpuSlowdownFor);
    for (let i = 1; i < factors.length; i++) {
      expect(factors[i]!).toBeGreaterThanOrEqual(factors[i - 1]!);
      expect(factors[i]! - factors[i - 1]!).toBeLessThan(((hosts[i]! - hosts[i - 1]!) / 200) + 0.01);
    }
  });
});
