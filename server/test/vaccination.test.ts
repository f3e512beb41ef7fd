import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  API_BASE,
  ResultCode,
  VACCINE_TYPE_ORDER,
  paths,
  type HandbookUrl,
  type VaccinationAppointmentList,
  type VaccinationListResult,
  type VaccineDetail,
} from '@mhp/contract';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { accessLog, residents } from '../src/db/schema.ts';
import { vaccinations } from '../src/db/tables/vaccination.ts';
import { bookletPdf, pdfText } from '../src/vaccination-pdf.ts';
import { dataOf, post, postgresAdminUrl, onEachDatabase, startProduct, loginAs, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = (path: string) => API_BASE + path;
const adminUrl = await postgresAdminUrl();
const MINOR_PATID = 'MO-1000004';

/** The text of every page of a PDF, read back by pdf.js (the viewer the portal uses). */
async function pdfTextOf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join('\n') };
}

describe('booklet PDF writer', () => {
  it('writes a PDF that pdf.js opens, over several pages when the rows need them', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => ({ date: '2020-01-01', vaccine: `Vaccine (${i})`, dose: '1', organisation: 'Kiang Wu Hospital', batch: `AB${i}` }));
    const bytes = bookletPdf({ name: 'CHAN TAI MAN', patid: 'MO-1', birthDate: '1978-04-12', issuedOn: '2026-11-23', sections: [{ title: 'Routine vaccines', rows }] });
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const read = await pdfTextOf(new Uint8Array(bytes));
    expect(read.pages).toBeGreaterThanOrEqual(2);
    expect(read.text).toContain('CHAN TAI MAN');
    expect(read.text).toContain('Vaccine (0)');
    expect(read.text).toContain('Vaccine (89)');
    expect(read.text).toContain(`Page ${read.pages} of ${read.pages}`);
  });

  it('escapes PDF string syntax and replaces what Helvetica cannot show', () => {
    expect(pdfText('a(b)c\\d')).toBe('a\\(b\\)c\\\\d');
    expect(pdfText('陳 é')).toBe('? é');
  });
});

function suite(label: string, open: OpenDatabase) {
  describe(`vaccination records, booklet and appointments on ${label}`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ app, database, close } = await startProduct(open, { demo: true, loginRateLimit: 1000 }));
    }, 60_000);

    afterAll(async () => {
      await close?.();
    });

    const login = (username: string) => loginAs(app, username);
    const headers = (token: string, extra: Record<string, string> = {}) => ({ authorization: token, language: 'en', ...extra });
    async function call<T>(path: string, body: unknown, token: string, extra: Record<string, string> = {}): Promise<T> {
      const answer = await post(app, api(path), body, headers(token, extra));
      expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(ResultCode.SUCCESS);
      return dataOf<T>(answer);
    }
    const residentIdOf = async (username: string) => (await database.db.select({ id: residents.id }).from(residents).where(eq(residents.username, username)))[0]?.id ?? 0;
    const logCount = async (subjectId: number, recordType: string, outcome = 'ok') =>
      Number((await database.db.select({ n: count() }).from(accessLog).where(and(eq(accessLog.subjectId, subjectId), eq(accessLog.recordType, recordType), eq(accessLog.outcome, outcome))))[0]?.n ?? 0);

    it('seeds the childhood programme for demo-minor, influenza and COVID-19 for the adults, and a reaction record each', async () => {
      const minor = await login('demo-minor');
      const list = await call<VaccinationListResult>(paths.vaccinationList, {}, minor);
      expect(list.vaccinationDtoList.map((g) => g.vaccineType)).toEqual([...VACCINE_TYPE_ORDER]);
      const routine = list.vaccinationDtoList.find((g) => g.vaccineType === 2);
      expect(routine?.vaccineClassList.map((c) => c.vaccineCode)).toEqual(expect.arrayContaining(['BCG', 'HEPB', 'DTAP-IPV-HIB', 'PCV13', 'MMR', 'VAR']));
      expect(routine?.vaccineClassList[0]?.open).toBe(true);
      expect(routine?.vaccineClassList.slice(1).every((c) => !c.open)).toBe(true);
      const hepB = routine?.vaccineClassList.find((c) => c.vaccineCode === 'HEPB');
      expect(hepB?.doses.map((d) => d.doseNo)).toEqual([1, 2, 3]);
      const dates = hepB?.doses.map((d) => d.vaccinationDate) ?? [];
      expect([...dates].sort()).toEqual(dates);
      expect(hepB).toMatchObject({ vaccineNameTraditional: '乙型肝炎疫苗', vaccineNameEnglish: 'Hepatitis B vaccine', vaccineNamePortuguese: 'Vacina contra a hepatite B' });
      for (const username of ['demo-m', 'demo-f', 'demo-minor']) {
        const groups = (await call<VaccinationListResult>(paths.vaccinationList, {}, await login(username))).vaccinationDtoList;
        const total = (t: number) => groups.find((g) => g.vaccineType === t)?.total ?? 0;
        expect(total(4), `${username} influenza`).toBeGreaterThanOrEqual(3);
        expect(total(1), `${username} COVID-19`).toBeGreaterThanOrEqual(2);
        expect(total(5), `${username} reaction`).toBe(1);
        for (const g of groups) expect(g.total).toBe(g.vaccineClassList.reduce((n, c) => n + c.doses.length, 0));
      }
      // A second seeding changes nothing.
      const before = Number((await database.db.select({ n: count() }).from(vaccinations))[0]?.n ?? 0);
      await app.close();
      app = await buildApp({ database, demo: true, loginRateLimit: 1000 });
      expect(Number((await database.db.select({ n: count() }).from(vaccinations))[0]?.n ?? 0)).toBe(before);
    });

    it("answers one dose's detail and logs the read; another resident's id answers as an unknown id", async () => {
      const m = await login('demo-m');
      const f = await login('demo-f');
      const mId = await residentIdOf('demo-m');
      const list = await call<VaccinationListResult>(paths.vaccinationList, {}, m);
      const covid = list.vaccinationDtoList.find((g) => g.vaccineType === 1)?.vaccineClassList[0];
      const dose = covid?.doses[0];
      expect(dose).toBeDefined();
      const reads = await logCount(mId, 'vaccination');
      const detail = await call<VaccineDetail>(paths.vaccineDetail, { id: dose?.id }, m);
      expect(detail).toMatchObject({ id: dose?.id, vaccineType: 1, vaccineCode: covid?.vaccineCode, doseNo: dose?.doseNo, vaccinationDate: dose?.vaccinationDate, orgCode: dose?.orgCode, reaction: null });
      expect(detail.batchNo).toMatch(/^[A-Z]{2}\d{5}[A-Z]$/);
      expect(detail.vaccineNameEnglish).toBe('COVID-19 mRNA vaccine');
      expect(await logCount(mId, 'vaccination')).toBe(reads + 1);

      const reaction = list.vaccinationDtoList.find((g) => g.vaccineType === 5)?.vaccineClassList[0]?.doses[0];
      const r = await call<VaccineDetail>(paths.vaccineDetail, { id: reaction?.id }, m);
      expect(r.vaccineType).toBe(5);
      expect(r.doseNo).toBeNull();
      expect(r.reaction?.en).toMatch(/fever/i);
      expect(r.reaction?.['zh-Hant']).toMatch(/發燒/);

      const unknown = await post(app, api(paths.vaccineDetail), { id: 2_147_483_647 }, headers(f));
      expect(unknown.body.resultCode).toBe(ResultCode.NOT_FOUND);
      const theirs = await post(app, api(paths.vaccineDetail), { id: dose?.id }, headers(f));
      expect(theirs.body).toEqual(unknown.body);
      // The guardian sees the ward's dose only when acting for the ward.
      const guardian = await login('demo-guardian');
      const wardDose = (await call<VaccinationListResult>(paths.vaccinationList, {}, guardian, { subject: MINOR_PATID })).vaccinationDtoList[0]?.vaccineClassList[0]?.doses[0];
      expect((await call<VaccineDetail>(paths.vaccineDetail, { id: wardDose?.id }, guardian, { subject: MINOR_PATID })).id).toBe(wardDose?.id);
      expect((await post(app, api(paths.vaccineDetail), { id: wardDose?.id }, headers(guardian))).body).toEqual(
        (await post(app, api(paths.vaccineDetail), { id: 2_147_483_647 }, headers(guardian))).body,
      );
      // Somebody who is not the guardian cannot name the ward.
      expect((await post(app, api(paths.vaccinationList), {}, headers(f, { subject: MINOR_PATID }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
      for (const id of [0, -1, 1.5, '1', null]) {
        expect((await post(app, api(paths.vaccineDetail), { id }, headers(m))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      }
    });

    it('serves the booklet as a real PDF of the records, only to the resident or a verified guardian, and logs it', async () => {
      const m = await login('demo-m');
      const mId = await residentIdOf('demo-m');
      const where = await call<HandbookUrl>(paths.vaccinationHandbookUrl, {}, m);
      expect(where.url).toBe(api(paths.vaccinationHandbook));
      expect(where.fileName).toBe('vaccination-booklet-MO-1000001.pdf');
      expect(where.doses).toBeGreaterThan(10);
      const downloads = await logCount(mId, 'vaccination_book');
      const res = await app.inject({ method: 'GET', url: where.url, headers: headers(m) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="vaccination-booklet-MO-1000001.pdf"/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const { text } = await pdfTextOf(new Uint8Array(res.rawPayload));
      expect(text).toContain('Vaccination Booklet');
      expect(text).toContain('CHAN TAI MAN');
      expect(text).toContain('MO-1000001');
      expect(text).toContain('COVID-19 mRNA vaccine');
      expect(text).toContain('Seasonal influenza vaccine');
      expect(text).toContain('Adverse reactions and other records');
      expect(text).not.toContain('LEI MEI LENG');
      expect(await logCount(mId, 'vaccination_book')).toBe(downloads + 1);
      const attachment = await app.inject({ method: 'GET', url: `${where.url}?download=1`, headers: headers(m) });
      expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);

      // Signed out: the session code, no bytes.
      const anonymous = await app.inject({ method: 'GET', url: where.url });
      expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
      expect(anonymous.json<{ resultCode: string }>().resultCode).toBe(ResultCode.SESSION_MISSING);
      // Another resident naming demo-m as subject is refused and the refusal lands in demo-m's log.
      const f = await login('demo-f');
      const refusedBefore = await logCount(mId, 'vaccination_book', 'refused');
      const intruder = await app.inject({ method: 'GET', url: where.url, headers: headers(f, { subject: 'MO-1000001' }) });
      expect(intruder.json<{ resultCode: string }>().resultCode).toBe(ResultCode.NOT_AUTHORIZED);
      const fBook = await app.inject({ method: 'GET', url: where.url, headers: headers(f) });
      expect((await pdfTextOf(new Uint8Array(fBook.rawPayload))).text).toContain('LEI MEI LENG');
      expect(await logCount(mId, 'vaccination_book', 'refused')).toBe(refusedBefore + 1);
      // The verified guardian gets the ward's booklet.
      const guardian = await login('demo-guardian');
      const ward = await app.inject({ method: 'GET', url: where.url, headers: headers(guardian, { subject: MINOR_PATID }) });
      const wardText = (await pdfTextOf(new Uint8Array(ward.rawPayload))).text;
      expect(wardText).toContain('WONG SIU MENG');
      expect(wardText).toContain('BCG vaccine');
      expect((await app.inject({ method: 'GET', url: `${where.url}?download=2`, headers: headers(m) })).json<{ resultCode: string }>().resultCode).toBe(ResultCode.VALIDATION_FAILED);
      expect((await app.inject({ method: 'GET', url: `${where.url}?other=1`, headers: headers(m) })).json<{ resultCode: string }>().resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('lists upcoming appointments soonest first, not past ones, and logs the read', async () => {
      const m = await login('demo-m');
      const mId = await residentIdOf('demo-m');
      const before = await logCount(mId, 'vaccination_appointment');
      const list = await call<VaccinationAppointmentList>(paths.vaccinationAppointments, {}, m);
      expect(list.total).toBe(2);
      const times = list.rows.map((a) => Date.parse(a.appointmentTime));
      expect(times.every((t) => t > Date.now())).toBe(true);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(list.rows[0]).toMatchObject({ vaccineType: 1, vaccineNameEnglish: 'COVID-19 mRNA vaccine', orgCode: 'UH' });
      expect(await logCount(mId, 'vaccination_appointment')).toBe(before + 1);
      const guardian = await login('demo-guardian');
      expect((await call<VaccinationAppointmentList>(paths.vaccinationAppointments, {}, guardian)).total).toBe(0);
      const ward = await call<VaccinationAppointmentList>(paths.vaccinationAppointments, {}, guardian, { subject: MINOR_PATID });
      expect(ward.rows.map((a) => a.vaccineNameEnglish)).toEqual(['Seasonal influenza vaccine']);
    });
  });
}

onEachDatabase(suite, adminUrl);
