import { ACCESS_ACTIONS, ACCESS_RECORD_TYPES, ACTOR_TYPES, OLDER_ACCESS_RECORD_TYPES } from '@macao-phr/contract';
import type { AccessAction, AccessRecordType, OlderAccessRecordType, AccessLogDownloadResult, AccessLogListRequest, AccessLogRow, ActorType } from '@macao-phr/contract';
import type { DateRangeValue } from '@macao-phr/design-system';
import { intlLocale } from '../../stores/language.ts';
import type { Language } from '../../stores/language.ts';

/** docs/security.md: times are stored in UTC and shown in Macao time, whatever the device's zone. */
export const MACAO_TIME_ZONE = 'Asia/Macau';
/** Macao has no daylight saving: a calendar day there runs from 00:00 to 24:00 at +08:00. */
const MACAO_OFFSET = '+08:00';

/** The filter choices on screen; 'all' means no condition. */
export interface AccessLogFilters {
  readonly range: DateRangeValue;
  readonly action: AccessAction | 'all';
  readonly actor: ActorType | 'all';
}

export const actionChoices: readonly (AccessAction | 'all')[] = ['all', ...ACCESS_ACTIONS];
export const actorChoices: readonly (ActorType | 'all')[] = ['all', ...ACTOR_TYPES];

export const isAction = (value: string): value is AccessAction => (ACCESS_ACTIONS as readonly string[]).includes(value);
export const isActor = (value: string): value is ActorType => (ACTOR_TYPES as readonly string[]).includes(value);

/** Today's calendar date in Macao (ISO), which the date presets count back from. */
export function macaoToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: MACAO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return parts;
}

/**
 * The request's filter part: the Macao calendar days of the range become an inclusive instant range
 * (start of the first day to the end of the last), and 'all' sends no condition. A range with a missing
 * end (a custom range being typed) leaves that end open.
 */
export function filterBody(filters: AccessLogFilters): Omit<AccessLogListRequest, 'page'> {
  const { start, end } = filters.range;
  const selectTime = start || end
    ? {
        ...(start ? { start: `${start}T00:00:00.000${MACAO_OFFSET}` } : {}),
        ...(end ? { end: `${end}T23:59:59.999${MACAO_OFFSET}` } : {}),
      }
    : undefined;
  return {
    ...(selectTime ? { selectTime } : {}),
    ...(filters.action === 'all' ? {} : { actions: [filters.action] }),
    ...(filters.actor === 'all' ? {} : { actorTypes: [filters.actor] }),
  };
}

/** A custom range is sent only once both dates are there and in order; the filter shows why otherwise. */
export function rangeReady(range: DateRangeValue): boolean {
  if (range.preset !== 'custom') return true;
  return Boolean(range.start && range.end && range.start <= range.end);
}

const timeFormats = new Map<Language, Intl.DateTimeFormat>();

/** An entry's UTC instant in Macao time, in the resident's language. */
export function formatMacaoTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = timeFormats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'medium', timeZone: MACAO_TIME_ZONE });
    timeFormats.set(language, format);
  }
  return format.format(date);
}

/**
 * Record types the portal names: the contract's (every type the server writes) and the older names entries written
 * before it may hold. Any other (a newer server) is called "other health information".
 */
export const knownRecordTypes: readonly (AccessRecordType | OlderAccessRecordType)[] = [
  ...ACCESS_RECORD_TYPES,
  ...(Object.keys(OLDER_ACCESS_RECORD_TYPES) as OlderAccessRecordType[]),
];
export type KnownRecordType = AccessRecordType | OlderAccessRecordType | 'other';
export const recordTypeKey = (type: string): KnownRecordType =>
  (knownRecordTypes as readonly string[]).includes(type) ? (type as KnownRecordType) : 'other';

/** Message keys and values the screen needs for one row, so list and table say the same. */
export function describeRow(row: AccessLogRow) {
  return {
    action: `accessLog.action.${row.action}`,
    record: `accessLog.recordType.${recordTypeKey(row.recordType)}`,
    actorRole: `accessLog.actor.${row.actorType}`,
    // The resident's own name adds nothing ("You" says it); a guardian's name does.
    actorName: row.actorType === 'self' ? null : row.actorName,
    outcome: `accessLog.outcome.${row.outcome}`,
    outcomeTone: row.outcome === 'ok' ? ('neutral' as const) : row.outcome === 'refused' ? ('danger' as const) : ('warning' as const),
  };
}

/** Saves the downloaded log as a file through a temporary object URL (works in browsers and webviews that allow downloads). */
export function saveDownload(result: AccessLogDownloadResult, doc: Document = document): void {
  const blob = new Blob([result.content], { type: `${result.contentType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = result.fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
