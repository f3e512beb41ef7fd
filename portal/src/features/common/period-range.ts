import type { DateRangeValue } from '@macao-phr/design-system';
import { DEFAULT_SEARCH_START } from '@macao-phr/contract';
import type { OrganisationCode } from '@macao-phr/contract';

/** A record list's filter as the server takes it (docs/product/validation.md selectTime, docs/product/calls.md orgCodes). */
export type OrgPeriodFilter = { selectTime?: { start?: string; end?: string }; orgCodes?: OrganisationCode[] };

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

/** The period a record list opens with: docs/product/limits.md's default, 2017/01/01 to `today`. */
export function openingRange(today: string): DateRangeValue {
  return { preset: 'custom', start: DEFAULT_SEARCH_START, end: today };
}

/** The filter a record list opens with (what its route prefetches): the opening period, every organisation. */
export function defaultOrgPeriodFilter(today: string = todayInMacao()): OrgPeriodFilter {
  return periodOf(openingRange(today)) ?? {};
}
