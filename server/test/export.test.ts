import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Bundle, Composition, Resource } from '@medplum/fhirtypes';
import {
  EXPORT_SECTIONS,
  ResultCode,
  macaoToday,
  paths,
  type AccessLogListResult,
  type ExportIpsResult,
  type ExportPreview,
  type Language,
} from '@macao-phr/contract';
import { accessLog, bloodPressure, glucoseReadings } from '../src/db/schema.ts';
import { labReportItems, labReports } from '../src/db/tables/lab-reports.ts';
import { SUMMARY_TEXT } from '../src/export/pdf.ts';
import { fhirErrors, loadFhirDefinitions } from '../src/export/ips.ts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfTextOf } from './pdf-text.ts';
import { MINOR_PATID, api, as, post, useProduct } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
// The R4 definitions load synchronously (seconds): before the product starts, so its overload guard never sees the stall.
loadFhirDefinitions();

const period = { start: '2000-01-01', end: macaoToday() };
const all = [...EXPORT_SECTIONS];
const pdfUrl = (sections: readonly string[], p: { start: string; end: string } = period) =>
  `${api(paths.exportPdf)}?${new URLSearchParams({ sections: sections.join(','), start: p.start, end: p.end }).toString()}`;

/** Every reference inside a resource (any depth). */
function referencesOf(x: unknown, out: string[] = []): string[] {
  if (Array.isArray(x)) for (const v of x) referencesOf(v, out);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (k === 'reference' && typeof v === 'string') out.push(v);
      else referencesOf(v, out);
    }
  }
  return out;
}

/** The IPS rules the tests hold every bundle to, besides the R4 validator. */
function checkIps(bundle: Bundle) {
  expect(fhirErrors(bundle as Resource)).toEqual([]);
  expect(bundle.type).toBe('document');
  const entries = bundle.entry ?? [];
  const composition = entries[0]?.resource as Composition;
  expect(composition.resourceType).toBe('Composition');
  const codes = (composition.section ?? []).map((s) => s.code?.coding?.[0]?.code);
  // Medications, allergies and problems are required by IPS whatever was chosen.
  for (const required of ['10160-0', '48765-2', '11450-4']) expect(codes).toContain(required);
  // Every resource is reachable from the Composition, following references.
  const byUrl = new Map(entries.map((e) => [e.fullUrl, e.resource]));
  const seen = new Set<string>();
  const queue = referencesOf(composition);
  while (queue.length > 0) {
    const ref = queue.pop() as string;
    if (seen.has(ref)) continue;
    seen.add(ref);
    expect(byUrl.has(ref), `reference ${ref} resolves inside the bundle`).toBe(true);
    queue.push(...referencesOf(byUrl.get(ref)));
  }
  for (const e of entries.slice(1)) expect(seen.has(e.fullUrl ?? ''), `${e.resource?.resourceType} is referenced`).toBe(true);
  return { composition, entries };
}

describe('record export', () => {
  const product = useProduct(async () => ({ options: { memory: true }, cleanup: async () => {} }), { demo: true, loginRateLimit: 1000 });

  it('previews how many items each section holds, with the masked id', async () => {
    const m = await product.login('demo-m');
    const preview = await product.call<ExportPreview>(paths.exportPreview, { period }, m);
    expect(preview.sections.map((s) => s.section)).toEqual(all);
    const count = (s: string) => preview.sections.find((x) => x.section === s)?.count ?? -1;
    expect(count('readings')).toBeGreaterThan(0);
    expect(count('results')).toBeGreaterThan(0);
    expect(count('visits')).toBeGreaterThan(0);
    expect(preview.subject).toEqual({ name: 'CHAN TAI MAN', maskedId: '******0001' });
    // A period before the records holds nothing (medication in use is counted as of today, whatever the period).
    const empty = await product.call<ExportPreview>(paths.exportPreview, { period: { start: '1901-01-01', end: '1901-12-31' } }, m);
    expect(empty.sections.filter((s) => s.section !== 'medication').every((s) => s.count === 0)).toBe(true);
  });

  it.each([
    ['zh-Hant', '陳大文'],
    ['en', 'CHAN TAI MAN'],
    ['pt', 'CHAN TAI MAN'],
  ] as const)('%s: the PDF reads back (pdf.js) in that language with name, masked id, organisations, range words and page numbers', async (language: Language, name) => {
    const m = await product.login('demo-m');
    const res = await product.app.inject({ method: 'GET', url: pdfUrl(all), headers: as(m, { language }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['x-export-items'])).toBeGreaterThan(0);
    const bytes = new Uint8Array(res.rawPayload);
    // Tagged PDF 1.7 with the language and a displayed title.
    const head = Buffer.from(bytes).toString('latin1');
    expect(head.startsWith('%PDF-1.7')).toBe(true);
    expect(head).toContain('/MarkInfo');
    expect(head).toContain('/Marked true');
    expect(head).toContain('/StructTreeRoot');
    expect(head).toContain(`/Lang (${language})`);
    const { text, pages } = await pdfTextOf(bytes);
    const w = SUMMARY_TEXT[language];
    for (const expected of [w.title, name, '******0001', w.macaoTime, w.sections.readings, w.sections.results, w.sections.visits, w.page(pages), w.range.normal]) expect(text).toContain(expected);
    // Out-of-range values are said in words (the demo readings include high and low ones).
    expect(text.includes(w.range.high) || text.includes(w.range.low)).toBe(true);
    // Organisations by name in that language.
    expect(text).toContain(language === 'zh-Hant' ? '鏡湖醫院' : language === 'pt' ? 'Hospital Kiang Wu' : 'Kiang Wu Hospital');
    for (const other of (['zh-Hant', 'en', 'pt'] as const).filter((l) => l !== language)) expect(text).not.toContain(SUMMARY_TEXT[other].title);
  });

  it.each(['zh-Hant', 'en', 'pt'] as const)('%s: the IPS bundle is valid FHIR R4, a document led by its Composition, every resource referenced', async (language) => {
    const m = await product.login('demo-m');
    const result = await product.call<ExportIpsResult>(paths.exportIps, { sections: all, period }, m, { language });
    expect(result.contentType).toBe('application/fhir+json');
    expect(result.fileName).toMatch(/^health-summary-MO-1000001-\d{4}-\d{2}-\d{2}\.json$/);
    const { composition, entries } = checkIps(result.bundle as unknown as Bundle);
    expect(composition.language).toBe(language);
    const types = new Set(entries.map((e) => e.resource?.resourceType));
    for (const t of ['Patient', 'Organization', 'Observation', 'Encounter', 'Condition', 'Immunization']) expect(types).toContain(t);
    // ICD-10 codes where the record has them.
    expect(JSON.stringify(result.bundle)).toContain('http://hl7.org/fhir/sid/icd-10');
    expect(result.items).toBeGreaterThan(0);
  });

  it('an IPS of only some sections still carries the three required sections, saying what was not chosen', async () => {
    const m = await product.login('demo-m');
    const result = await product.call<ExportIpsResult>(paths.exportIps, { sections: ['vaccinations'], period }, m);
    const { composition, entries } = checkIps(result.bundle as unknown as Bundle);
    expect(composition.section?.map((s) => s.code?.coding?.[0]?.code)).toEqual(['10160-0', '48765-2', '11450-4', '11369-6']);
    expect(entries.some((e) => e.resource?.resourceType === 'Observation')).toBe(false);
  });

  it('refuses bad parameters with translated errors: unknown section, before 1901, after today, end before start', async () => {
    const m = await product.login('demo-m');
    const tomorrow = new Date(Date.parse(`${macaoToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const unknown = await post(product.app, api(paths.exportIps), { sections: ['results', 'genome'], period }, as(m, { language: 'pt' }));
    expect(unknown.body).toMatchObject({ resultCode: ResultCode.VALIDATION_FAILED, data: { fieldErrors: { 'sections.1': ['Esta secção não pode ser exportada'] } } });
    const early = await post(product.app, api(paths.exportPreview), { period: { start: '1900-06-01', end: '2000-01-01' } }, as(m, { language: 'zh-Hant' }));
    expect(early.body).toMatchObject({ resultCode: ResultCode.VALIDATION_FAILED, data: { fieldErrors: { 'period.start': ['期間不可早於1901年'] } } });
    const late = await product.app.inject({ method: 'GET', url: pdfUrl(['results'], { start: '2020-01-01', end: tomorrow }), headers: as(m) });
    expect(late.json()).toMatchObject({ resultCode: ResultCode.VALIDATION_FAILED, data: { fieldErrors: { end: ['Dates cannot be later than today'] } } });
    const reversed = await product.app.inject({ method: 'GET', url: pdfUrl(['results', 'nope'], { start: '2020-02-01', end: '2020-01-01' }), headers: as(m) });
    expect(reversed.json()).toMatchObject({ resultCode: ResultCode.VALIDATION_FAILED, data: { fieldErrors: { sections: ['This section is not one that can be exported'], end: ['The end time cannot be earlier than the start time'] } } });
  });

  it('a guardian exports a verified ward’s summary; nobody else can, and a refusal is logged for the ward', async () => {
    const guardian = await product.login('demo-guardian');
    const res = await product.app.inject({ method: 'GET', url: pdfUrl(['vaccinations']), headers: as(guardian, { subject: MINOR_PATID }) });
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfTextOf(new Uint8Array(res.rawPayload));
    expect(text).toContain('WONG SIU MENG');
    expect(text).not.toContain('WONG CHI KEONG');
    const ips = await product.call<ExportIpsResult>(paths.exportIps, { sections: ['vaccinations'], period }, guardian, { subject: MINOR_PATID });
    expect(JSON.stringify(ips.bundle)).toContain('MO-1000004');
    // demo-m is not the ward's guardian: refused, for the PDF and the IPS alike, and the ward's log says so.
    const m = await product.login('demo-m');
    const refused = await product.app.inject({ method: 'GET', url: pdfUrl(['vaccinations']), headers: as(m, { subject: MINOR_PATID }) });
    expect(refused.json()).toMatchObject({ resultCode: ResultCode.NOT_AUTHORIZED, data: null });
    expect((await post(product.app, api(paths.exportIps), { sections: ['vaccinations'], period }, as(m, { subject: MINOR_PATID }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    const wardId = await product.residentId('demo-minor');
    const refusals = await product.database.db.select().from(accessLog).where(and(eq(accessLog.subjectId, wardId), eq(accessLog.outcome, 'refused'), eq(accessLog.recordType, 'summary')));
    expect(refusals.length).toBeGreaterThanOrEqual(1);
  });

  it('never includes another resident’s records: ids in the request are refused, the subject comes from the session', async () => {
    const f = await product.login('demo-f');
    // A hostile body naming another resident is refused as an unknown field, not obeyed.
    const stray = await post(product.app, api(paths.exportIps), { sections: ['readings'], period, residentId: await product.residentId('demo-m') }, as(f));
    expect(stray.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    // So is a query parameter the PDF's row does not name (checked like a body, as every row's query is).
    const strayPdf = await product.app.inject({ method: 'GET', url: `${pdfUrl(['readings'])}&patid=MO-1000001`, headers: as(f) });
    expect(strayPdf.json()).toMatchObject({ resultCode: ResultCode.VALIDATION_FAILED, data: { fieldErrors: { patid: [expect.any(String)] } } });
    const ownPdf = await product.app.inject({ method: 'GET', url: pdfUrl(['readings']), headers: as(f) });
    const { text } = await pdfTextOf(new Uint8Array(ownPdf.rawPayload));
    expect(text).toContain('LEI MEI LENG');
    expect(text).not.toContain('CHAN TAI MAN');
    // demo-f's IPS holds only demo-f's readings: as many Observations as her own readings in the period.
    const mine = await product.call<ExportIpsResult>(paths.exportIps, { sections: ['readings'], period }, f);
    const preview = await product.call<ExportPreview>(paths.exportPreview, { period }, f);
    const observations = ((mine.bundle as unknown as Bundle).entry ?? []).filter((e) => e.resource?.resourceType === 'Observation');
    expect(observations.length).toBe(preview.sections.find((s) => s.section === 'readings')?.count);
    expect(JSON.stringify(mine.bundle)).not.toContain('MO-1000001');
  });

  it('writes an "exported summary" access-log entry the resident sees on the access-log list', async () => {
    const o = await product.login('demo-o');
    await product.app.inject({ method: 'GET', url: pdfUrl(['visits']), headers: as(o) });
    await product.call<ExportIpsResult>(paths.exportIps, { sections: ['visits'], period }, o);
    const log = await product.call<AccessLogListResult>(paths.accessLogList, { actions: ['export'] }, o);
    expect(log.rows.length).toBe(2);
    for (const row of log.rows) expect(row).toMatchObject({ action: 'export', recordType: 'summary', outcome: 'ok', actorType: 'self' });
  });

  // No time is asserted (the machine may be shared): the export completes and both forms are whole.
  it('exports a large record (ten years of daily readings, hundreds of results) to both forms', { timeout: 300_000 }, async () => {
    const id = await product.residentId('demo-o');
    const o = await product.login('demo-o');
    const day = 86_400_000;
    const start = Date.parse(`${macaoToday()}T09:00:00+08:00`) - 3650 * day;
    const db = product.database.db;
    const bp = Array.from({ length: 3650 }, (_, i) => ({ residentId: id, systolic: 110 + (i % 50), diastolic: 70 + (i % 25), pulse: 70, recordTime: new Date(start + i * day) }));
    for (let i = 0; i < bp.length; i += 1000) await db.insert(bloodPressure).values(bp.slice(i, i + 1000));
    const glucose = Array.from({ length: 3650 }, (_, i) => ({ residentId: id, kind: 'general', value: 4 + (i % 60) / 10, timing: 'fasting', sample: 'capillary', recordTime: new Date(start + i * day + 3_600_000) }));
    for (let i = 0; i < glucose.length; i += 1000) await db.insert(glucoseReadings).values(glucose.slice(i, i + 1000));
    const reports = await db
      .insert(labReports)
      .values(Array.from({ length: 60 }, (_, i) => ({ residentId: id, orgCode: 'KWH', testName: '血脂', testNameEn: 'Lipids', testNamePt: 'Lípidos', testResultType: 'normal', specimen: '血', specimenEn: 'Blood', specimenPt: 'Sangue', sampledAt: new Date(start + i * 60 * day) })))
      .returning({ id: labReports.id });
    await db.insert(labReportItems).values(
      reports.flatMap((r, i) => Array.from({ length: 5 }, (_, k) => ({ residentId: id, reportId: r.id, seq: k, name: `項目${k}`, nameEn: `Item ${k}`, namePt: `Item ${k}`, value: String(3 + ((i + k) % 5)), unit: 'mmol/L', referenceRange: '3.0-6.0', flag: (i + k) % 5 === 4 ? 'H' : 'N' }))),
    );
    const preview = await product.call<ExportPreview>(paths.exportPreview, { period: { start: '2010-01-01', end: macaoToday() } }, o);
    expect(preview.sections.find((s) => s.section === 'readings')?.count).toBeGreaterThanOrEqual(7300);
    expect(preview.sections.find((s) => s.section === 'results')?.count).toBeGreaterThanOrEqual(300);
    const res = await product.app.inject({ method: 'GET', url: pdfUrl(['results', 'readings'], { start: '2010-01-01', end: macaoToday() }), headers: as(o) });
    expect(res.headers['content-type']).toBe('application/pdf');
    // pdf.js opens it; the last page carries its number (reading all ~170 pages' text adds nothing here).
    const doc = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    const pages = doc.numPages;
    expect(pages).toBeGreaterThan(100);
    const last = (await (await doc.getPage(pages)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    await doc.destroy();
    expect(last).toContain(`Page ${pages}`);
    const ips = await product.call<ExportIpsResult>(paths.exportIps, { sections: ['results', 'readings'], period: { start: '2010-01-01', end: macaoToday() } }, o);
    expect(ips.items).toBeGreaterThanOrEqual(7600);
    checkIps(ips.bundle as unknown as Bundle);
  });
});
