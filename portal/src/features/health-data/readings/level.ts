import type { BadgeVariant } from '@macao-phr/design-system';
import type { BmiLevel, GlucoseLevel } from '@macao-phr/contract';

/** docs/product/limits.md bands to the design system's reading colours; the Badge always carries the word too. */
export function bmiBadge(level: BmiLevel): BadgeVariant {
  return ({ underweight: 'reading-low', normal: 'reading-normal', overweight: 'reading-borderline', obese: 'reading-high' } as const)[level];
}

export function glucoseBadge(level: GlucoseLevel): BadgeVariant {
  return ({ low: 'reading-low', notIdealLow: 'reading-borderline', normal: 'reading-normal', notIdealHigh: 'reading-borderline', high: 'reading-high' } as const)[level];
}
