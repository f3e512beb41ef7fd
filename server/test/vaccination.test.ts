import { describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  ResultCode,
  VACCINE_TYPE_ORDER,
  paths,
  type HandbookUrl,
  type VaccinationAppointmentList,
  type VaccinationListResult,
  type VaccineDetail,
} from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { accessLog } from '../src/db/schema.ts';
import { vaccinations } from '../src/db/tables/vaccination.ts';
import { pdfTextOf } from './pdf-text.ts';
import { MINOR_PATID, api, as, onEachDatabase, post, postgresAdminUrl, useProduct, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

function suite(label: string, open: OpenDatabase) {
  describe(`vaccination records, booklet and appointments on ${label}`, () => {
    const product = useProduct(open, { demo: true, loginRateLimit: 1000 });
    const logCount = async (subjectId: number, recordType: string, outcome = 'ok') =>
      Number((await product.database.db.select({ n: count() }).from(accessLog).where(and(eq(accessLog.subjectId, subjectId), eq(accessLog.recordType, recordType), eq(accessLog.outcome, outcome))))[0]?.n ?? 0);

    it('seeds the childhood programme for demo-minor, influenza and COVID-19 for the adults, and a reaction record each', async () => {
      const minor = await product.login('demo-minor');
      const list = await product.call<VaccinationListResult>(paths.vaccinationList, {}, minor);
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
        const groups = (await product.call<VaccinationListResult>(paths.vaccinationList, {}, await product.login(username))).vaccinationDtoList;
        const total = (t: number) => groups.find((g) => g.vaccineType === t)?.total ?? 0;
        expect(total(4), `${username} influenza`).toBeGreaterThanOrEqual(3);
        expect(total(1), `${username} COVID-19`).toBeGreaterThanOrEqual(2);
        expect(total(5), `${username} reaction`).toBe(1);
        for (const g of groups) expect(g.total).toBe(g.vaccineClassList.reduce((n, c) => n + c.doses.length, 0));
      }
      // A second seeding changes nothing.
      const before = Number((await product.database.db.select({ n: count() }).from(vaccinations))[0]?.n ?? 0);
      await product.app.close();
      product.app = await buildApp({ database: product.database, demo: true, loginRateLimit: 1000 });
      expect(Number((await product.database.db.select({ n: count() }).from(vaccinations))[0]?.n ?? 0)).toBe(before);
    });

    it("answers one dose's detail and logs the read; another resident's id answers as an unknown id", async () => {
      const m = await product.login('demo-m');
      const f = await product.login('demo-f');
      const mId = await product.residentId('demo-m');
      const list = await product.call<VaccinationListResult>(paths.vaccinationList, {}, m);
      const covid = list.vaccinationDtoList.find((g) => g.vaccineType === 1)?.vaccineClassList[0];
      const dose = covid?.doses[0];
      expect(dose).toBeDefined();
      const reads = await logCount(mId, 'vaccination');
      const detail = await product.call<VaccineDetail>(paths.vaccineDetail, { id: dose?.id }, m);
      expect(detail).toMatchObject({ id: dose?.id, vaccineType: 1, vaccineCode: covid?.vaccineCode, doseNo: dose?.doseNo, vaccinationDate: dose?.vaccinationDate, orgCode: dose?.orgCode, reaction: null });
      expect(detail.batchNo).toMatch(/^[A-Z]{2}\d{5}[A-Z]$/);
      expect(detail.vaccineNameEnglish).toBe('COVID-19 mRNA vaccine');
      expect(await logCount(mId, 'vaccination')).toBe(reads + 1);

      const reaction = list.vaccinationDtoList.find((g) => g.vaccineType === 5)?.vaccineClassList[0]?.doses[0];
      const r = await product.call<VaccineDetail>(paths.vaccineDetail, { id: reaction?.id }, m);
      expect(r.vaccineType).toBe(5);
      expect(r.doseNo).toBeNull();
      expect(r.reaction?.en).toMatch(/fever/i);
      expect(r.reaction?.['zh-Hant']).toMatch(/發燒/);

      const unknown = await post(product.app, api(paths.vaccineDetail), { id: 2_147_483_647 }, as(f));
      expect(unknown.body.resultCode).toBe(ResultCode.NOT_FOUND);
      const theirs = await post(product.app, api(paths.vaccineDetail), { id: dose?.id }, as(f));
      expect(theirs.body).toEqual(unknown.body);
      // The guardian sees the ward's dose only when acting for the ward.
      const guardian = await product.login('demo-guardian');
      const wardDose = (await product.call<VaccinationListResult>(paths.vaccinationList, {}, guardian, { subject: MINOR_PATID })).vaccinationDtoList[0]?.vaccineClassList[0]?.doses[0];
      expect((await product.call<VaccineDetail>(paths.vaccineDetail, { id: wardDose?.id }, guardian, { subject: MINOR_PATID })).id).toBe(wardDose?.id);
      expect((await post(product.app, api(paths.vaccineDetail), { id: wardDose?.id }, as(guardian))).body).toEqual(
        (await post(product.app, api(paths.vaccineDetail), { id: 2_147_483_647 }, as(guardian))).body,
      );
      // Somebody who is not the guardian cannot name the ward.
      expect((await post(product.app, api(paths.vaccinationList), {}, as(f, { subject: MINOR_PATID }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
      for (const id of [0, -1, 1.5, '1', null]) {
        expect((await post(product.app, api(paths.vaccineDetail), { id }, as(m))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      }
    });

    it('serves the booklet as a real PDF of the records, only to the resident or a verified guardian, and logs it', async () => {
      const m = await product.login('demo-m');
      const mId = await product.residentId('demo-m');
      const where = await product.call<HandbookUrl>(paths.vaccinationHandbookUrl, {}, m);
      expect(where.url).toBe(api(paths.vaccinationHandbook));
      expect(where.fileName).toBe('vaccination-booklet-MO-1000001.pdf');
      expect(where.doses).toBeGreaterThan(10);
      const downloads = await logCount(mId, 'vaccination_book');
      const res = await product.app.inject({ method: 'GET', url: where.url, headers: as(m) });
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
      const attachment = await product.app.inject({ method: 'GET', url: `${where.url}?download=1`, headers: as(m) });
      expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);

      // Signed out: the session code, no bytes.
      const anonymous = await product.app.inject({ method: 'GET', url: where.url });
      expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
      expect(anonymous.json<{ resultCode: string }>().resultCode).toBe(ResultCode.SESSION_MISSING);
      // Another resident naming demo-m as subject is refused and the refusal lands in demo-m's log.
      const f = await product.login('demo-f');
      const refusedBefore = await logCount(mId, 'vaccination_book', 'refused');
      const intruder = await product.app.inject({ method: 'GET', url: where.url, headers: as(f, { subject: 'MO-1000001' }) });
      expect(intruder.json<{ resultCode: string }>().resultCode).toBe(ResultCode.NOT_AUTHORIZED);
      const fBook = await product.app.inject({ method: 'GET', url: where.url, headers: as(f) });
      expect((await pdfTextOf(new Uint8Array(fBook.rawPayload))).text).toContain('LEI MEI LENG');
      expect(await logCount(mId, 'vaccination_book', 'refused')).toBe(refusedBefore + 1);
      // The verified guardian gets the ward's booklet.
      const guardian = await product.login('demo-guardian');
      const ward = await product.app.inject({ method: 'GET', url: where.url, headers: as(guardian, { subject: MINOR_PATID }) });
      const wardText = (await pdfTextOf(new Uint8Array(ward.rawPayload))).text;
      expect(wardText).toContain('WONG SIU MENG');
      expect(wardText).toContain('BCG vaccine');
      expect((await product.app.inject({ method: 'GET', url: `${where.url}?download=2`, headers: as(m) })).json<{ resultCode: string }>().resultCode).toBe(ResultCode.VALIDATION_FAILED);
      expect((await product.app.inject({ method: 'GET', url: `${where.url}?other=1`, headers: as(m) })).json<{ resultCode: string }>().resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('lists upcoming appointments soonest first, not past ones, and logs the read', async () => {
      const m = await product.login('demo-m');
      const mId = await product.residentId('demo-m');
      const before = await logCount(mId, 'vaccination_appointment');
      const list = await product.call<VaccinationAppointmentList>(paths.vaccinationAppointments, {}, m);
      expect(list.total).toBe(2);
      const times = list.rows.map((a) => Date.parse(a.appointmentTime));
      expect(times.every((t) => t > Date.now())).toBe(true);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(list.rows[0]).toMatchObject({ vaccineType: 1, vaccineNameEnglish: 'COVID-19 mRNA vaccine', orgCode: 'UH' });
      expect(await logCount(mId, 'vaccination_appointment')).toBe(before + 1);
      const guardian = await product.login('demo-guardian');
      expect((await product.call<VaccinationAppointmentList>(paths.vaccinationAppointments, {}, guardian)).total).toBe(0);
      const ward = await product.call<VaccinationAppointmentList>(paths.vaccinationAppointments, {}, guardian, { subject: MINOR_PATID });
      expect(ward.rows.map((a) => a.vaccineNameEnglish)).toEqual(['Seasonal influenza vaccine']);
    });
  });
}

onEachDatabase(suite, adminUrl);
