import { describe, expect, it } from 'vitest';
import type { AccessLogRow } from '@macao-phr/contract';
import { accessLogListRequestSchema } from '@macao-phr/contract';
import { ACCESS_RECORD_TYPES, endpoints } from '@macao-phr/contract';
import { describeRow, filterBody, formatMacaoTime, knownRecordTypes, macaoToday, rangeReady, recordTypeKey } from './logic.ts';
import { en } from './i18n/en.ts';
import { pt } from './i18n/pt.ts';
import { zhHant } from './i18n/zh-Hant.ts';

const row = (over: Partial<AccessLogRow>): AccessLogRow => ({
  id: 1,
  at: '2026-11-22T16:30:00.000Z',
  actorType: 'self',
  actorName: 'CHAN TAI MAN',
  recordType: 'blood_pressure',
  recordId: null,
  action: 'list',
  outcome: 'ok',
  correlationId: 'c-1',
  ...over,
});

describe('access-log filters', () => {
  it('turns Macao calendar days into an inclusive instant range and omits "all"', () => {
    const body = filterBody({ range: { preset: 'custom', start: '2026-11-01', end: '2026-11-23' }, action: 'all', actor: 'all' });
    expect(body).toEqual({ selectTime: { start: '2026-11-01T00:00:00.000+08:00', end: '2026-11-23T23:59:59.999+08:00' } });
    // What the screen sends is what the server's schema accepts.
    expect(accessLogListRequestSchema.safeParse({ page: { pageNum: 1, pageSize: 10 }, ...body }).success).toBe(true);
  });

  it('sends one action and one actor type when chosen', () => {
    expect(filterBody({ range: { preset: 'custom', start: null, end: null }, action: 'download', actor: 'guardian' })).toEqual({
      actions: ['download'],
      actorTypes: ['guardian'],
    });
  });

  it('waits for a complete custom range, and takes presets at once', () => {
    expect(rangeReady({ preset: 'custom', start: '2026-11-01', end: null })).toBe(false);
    expect(rangeReady({ preset: 'custom', start: '2026-11-05', end: '2026-11-01' })).toBe(false);
    expect(rangeReady({ preset: 'custom', start: '2026-11-01', end: '2026-11-01' })).toBe(true);
    expect(rangeReady({ preset: 'last6Months', start: '2026-05-23', end: '2026-11-23' })).toBe(true);
  });
});

describe('access-log rows', () => {
  it('shows UTC instants in Macao time whatever the device zone', () => {
    expect(formatMacaoTime('2026-11-22T16:30:00.000Z', 'en')).toMatch(/^23 Nov 2026, 12:30/);
    expect(formatMacaoTime('2026-11-22T16:30:00.000Z', 'zh-Hant')).toContain('2026年11月23日');
    // 16:30 UTC on the 22nd is already the 23rd in Macao, so the date presets count back from the 23rd.
    expect(macaoToday(new Date('2026-11-22T16:30:00.000Z'))).toBe('2026-11-23');
  });

  it('names a guardian but not the resident themself, and tones the outcome', () => {
    expect(describeRow(row({})).actorName).toBeNull();
    const guardian = describeRow(row({ actorType: 'guardian', actorName: 'WONG CHI KEONG', outcome: 'ok' }));
    expect(guardian).toMatchObject({ actorName: 'WONG CHI KEONG', actorRole: 'accessLog.actor.guardian', outcomeTone: 'neutral' });
    expect(describeRow(row({ actorType: 'other', actorName: null, outcome: 'refused' })).outcomeTone).toBe('danger');
    expect(describeRow(row({ actorType: 'doctor', actorName: null, recordType: 'doctor_access', action: 'read' }))).toMatchObject({
      actorRole: 'accessLog.actor.doctor',
      record: 'accessLog.recordType.doctor_access',
      action: 'accessLog.action.read',
    });
  });

  it('calls an unknown record type "other" instead of showing the raw code', () => {
    expect(recordTypeKey('blood_glucose')).toBe('blood_glucose');
    expect(recordTypeKey('future_thing')).toBe('other');
  });
});

describe('record types', () => {
  it('names every record type of the contract, and every one an endpoint logs, in the three languages', () => {
    const logged = Object.values(endpoints).flatMap((e) => (e.accessLog ? [e.accessLog.recordType] : []));
    for (const type of [...ACCESS_RECORD_TYPES, ...logged]) {
      expect(knownRecordTypes).toContain(type);
      expect(recordTypeKey(type)).toBe(type);
    }
    for (const type of [...knownRecordTypes, 'other' as const]) {
      for (const messages of [en, pt, zhHant]) expect(messages.recordType[type], type).toMatch(/\S/);
    }
    expect(recordTypeKey('a_newer_type')).toBe('other');
  });
});
