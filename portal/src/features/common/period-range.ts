import type { DateRangeValue } from '@macao-phr/design-system';

/** Today in Macao (UTC+8), the end of docs/product/limits.md's default range. */
export const todayInMacao = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 2017/1/1 in zh-Hant has one-digit segments: at least 24 px wide each (WCAG 2.5.8 target size). */
export const wideDateSegments = '[&_[role=spinbutton]]:min-w-6 [&_[role=spinbutton]]:text-center';

/**
 * The period as the server takes it (docs/product/validation.md selectTime, either end optional), or null while the range is not a
 * valid one (the filter shows why): an end without a start, or an end before the start.
 */
export function periodOf({ start, end }: DateRangeValue): { selectTime?: { start?: string; end?: string } } | null {
  if ((end && !start) || (start && end && start > end)) return null;
  return start || end ? { selectTime: { ...(start ? { start } : {}), ...(end ? { end } : {}) } } : {};
}
