import type { BadgeVariant } from '@macao-phr/design-system';
import type { BloodPressureLevel } from '@macao-phr/contract';

/** docs/product/limits.md bands to the design system's reading colours; the Badge always carries the word too. */
export function levelBadge(level: BloodPressureLevel): BadgeVariant {
  switch (level) {
    case 'low':
      return 'reading-low';
    case 'normal':
      return 'reading-normal';
    case 'high':
      return 'reading-high';
  }
}
