import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasAtMostDecimals, integerOnlyText, truncateDecimals, truncateDecimalsText } from './numbers.ts';

describe('number helpers (docs/product/validation.md)', () => {
  it('truncates to two decimals without rounding or binary noise', () => {
    expect(truncateDecimals(1.239)).toBe(1.23);
    expect(truncateDecimals(1.15)).toBe(1.15);
    expect(truncateDecimals(199.999)).toBe(199.99);
    expect(truncateDecimals(-1.239)).toBe(-1.23);
    expect(truncateDecimals(0.1)).toBe(0.1);
  });
  it('never raises a value and cuts less than a hundredth (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (x) => {
        const t = truncateDecimals(x);
        expect(t).toBeLessThanOrEqual(x + 1e-9);
        expect(x - t).toBeLessThan(0.01 + 1e-9);
        expect(hasAtMostDecimals(t)).toBe(true);
      }),
    );
  });
  it('is the identity on values with two decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (n) => {
        expect(truncateDecimals(n / 100)).toBe(n / 100);
      }),
    );
  });
  it('filters typed text', () => {
    expect(truncateDecimalsText('12.345')).toBe('12.34');
    expect(truncateDecimalsText('1a2.3.4')).toBe('12.34');
    expect(truncateDecimalsText('.5')).toBe('.5');
    expect(integerOnlyText('12a.5')).toBe('125');
    expect(integerOnlyText('-3')).toBe('3');
  });
});
