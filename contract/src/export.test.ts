import { describe, expect, it } from 'vitest';
import { exportPdfQuerySchema, exportPeriodSchema, exportRequestSchema, macaoToday, maskId } from './export.ts';
import { fieldErrors } from './validation.ts';

const today = macaoToday();
const messagesOf = (result: { success: boolean; error?: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } }, lang: 'en' | 'zh-Hant' | 'pt' = 'en') =>
  result.error ? fieldErrors(result.error, lang) : {};

describe('export request', () => {
  it('accepts known sections and a period from 1901 to today', () => {
    expect(exportRequestSchema.safeParse({ sections: ['results', 'readings'], period: { start: '1901-01-01', end: today } }).success).toBe(true);
  });

  it('refuses an unknown section, a repeated one and none, with translated messages', () => {
    const unknown = exportRequestSchema.safeParse({ sections: ['results', 'genome'], period: { start: '2020-01-01', end: '2020-12-31' } });
    expect(messagesOf(unknown)['sections.1']).toEqual(['This section is not one that can be exported']);
    expect(messagesOf(unknown, 'zh-Hant')['sections.1']).toEqual(['此部分不可匯出']);
    expect(messagesOf(unknown, 'pt')['sections.1']).toEqual(['Esta secção não pode ser exportada']);
    expect(exportRequestSchema.safeParse({ sections: ['results', 'results'], period: { start: '2020-01-01', end: '2020-12-31' } }).success).toBe(false);
    expect(messagesOf(exportRequestSchema.safeParse({ sections: [], period: { start: '2020-01-01', end: '2020-12-31' } })).sections).toEqual(['Choose at least one section']);
  });

  it('refuses a period before 1901, after today, or ending before it starts', () => {
    expect(messagesOf(exportPeriodSchema.safeParse({ start: '1900-12-31', end: '2000-01-01' })).start).toEqual(['The period cannot start before 1901']);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(messagesOf(exportPeriodSchema.safeParse({ start: '2020-01-01', end: tomorrow }), 'pt').end).toEqual(['As datas não podem ser posteriores a hoje']);
    expect(messagesOf(exportPeriodSchema.safeParse({ start: '2020-02-01', end: '2020-01-01' }), 'zh-Hant').end).toEqual(['結束時間不能早於開始時間']);
    expect(messagesOf(exportPeriodSchema.safeParse({ start: '2020-13-01', end: '2020-01-01' })).start).toEqual(['Enter the date as YYYY-MM-DD']);
  });

  it('reads the PDF query string into sections and a period', () => {
    expect(exportPdfQuerySchema.parse({ sections: 'visits,surgery', start: '2020-01-01', end: '2020-12-31', download: '1' })).toEqual({
      sections: ['visits', 'surgery'],
      period: { start: '2020-01-01', end: '2020-12-31' },
      download: true,
    });
    const bad = exportPdfQuerySchema.safeParse({ sections: 'visits,x', start: '1800-01-01', end: '2020-12-31' });
    expect(Object.keys(messagesOf(bad)).sort()).toEqual(['sections', 'start']);
  });

  it('masks all but the last four characters of an id', () => {
    expect(maskId('1234567(8)')).toBe('******7(8)');
    expect(maskId('abc')).toBe('***');
  });
});
