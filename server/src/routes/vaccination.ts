import type { FastifyPluginAsync } from 'fastify';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { API_BASE, ORGANISATIONS, ResultCode, VACCINE_TYPE_ORDER, endpoints, type Language, type OrganisationCode, type VaccinationGroup, type VaccineClass, type VaccineDetail, type VaccineType } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { residents } from '../db/schema.ts';
import { vaccinationAppointments, vaccinations } from '../db/tables/vaccination.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { ENTRY, entryValues, logAccess, preparedRead, type AccessEntry } from '../http/access-log.ts';
import { preparedOnce } from '../db/prepared.ts';
import { vaccineOf } from '../seed/vaccine-catalogue.ts';
import { bookletLanguage, bookletPdf, type BookletSection } from '../export/vaccination-pdf.ts';

/** The columns of a dose that the list shows (groupDoses). */
const doseColumns = {
  id: vaccinations.id,
  vaccineType: vaccinations.vaccineType,
  vaccineCode: vaccinations.vaccineCode,
  doseNo: vaccinations.doseNo,
  vaccinationDate: vaccinations.vaccinationDate,
  orgCode: vaccinations.orgCode,
};
type StoredDose = { [K in keyof typeof doseColumns]: (typeof vaccinations.$inferSelect)[K] };

/** The booklet's section titles (docs/product/entities.md vaccine types) in the three languages. */
const TYPE_TITLES: Record<VaccineType, Record<Language, string>> = {
  1: { 'zh-Hant': '新冠疫苗', en: 'COVID-19 vaccines', pt: 'Vacinas contra a COVID-19' },
  2: { 'zh-Hant': '常規疫苗', en: 'Routine vaccines', pt: 'Vacinas de rotina' },
  3: { 'zh-Hant': '其他疫苗', en: 'Other vaccines', pt: 'Outras vacinas' },
  4: { 'zh-Hant': '流感疫苗', en: 'Influenza vaccines', pt: 'Vacinas contra a gripe' },
  5: { 'zh-Hant': '不良反應及其他記錄', en: 'Adverse reactions and other records', pt: 'Reações adversas e outros registos' },
};
const REACTION_AFTER: Record<Language, (vaccine: string) => string> = {
  'zh-Hant': (v) => `接種後反應：${v}`,
  en: (v) => `Reaction after: ${v}`,
  pt: (v) => `Reação após: ${v}`,
};

const orgNameIn = (code: string, language: Language) => {
  const org = ORGANISATIONS.find((o) => o.orgCode === code);
  if (!org) return code;
  return language === 'zh-Hant' ? org.name : language === 'pt' ? org.namePt : org.nameEn;
};

const namesOf = (code: string) => {
  const v = vaccineOf(code);
  return { vaccineNameTraditional: v.vaccineNameTraditional, vaccineNameEnglish: v.vaccineNameEnglish, vaccineNamePortuguese: v.vaccineNamePortuguese };
};

/** Doses grouped by type (docs/product/entities.md display order), then by vaccine (catalogue order), each oldest first. */
export function groupDoses(rows: readonly StoredDose[]): VaccinationGroup[] {
  return VACCINE_TYPE_ORDER.map((vaccineType) => {
    const ofType = rows.filter((r) => r.vaccineType === vaccineType);
    const codes = [...new Set(ofType.map((r) => r.vaccineCode))].sort((a, b) => vaccineOf(a).sort - vaccineOf(b).sort || a.localeCompare(b));
    const vaccineClassList: VaccineClass[] = codes.map((code, i) => ({
      vaccineCode: code,
      ...namesOf(code),
      // The first vaccine of a tab is shown open, the others folded (docs/product/entities.md open flag).
      open: i === 0,
      doses: ofType
        .filter((r) => r.vaccineCode === code)
        .sort((a, b) => a.vaccinationDate.localeCompare(b.vaccinationDate) || a.id - b.id)
        .map((r) => ({ id: r.id, doseNo: r.doseNo, vaccinationDate: r.vaccinationDate, orgCode: r.orgCode as OrganisationCode })),
    }));
    return { vaccineType, total: ofType.length, vaccineClassList };
  });
}

/**
 * Vaccination records, booklet and appointments (docs/product/overview.md, docs/product/entities.md, docs/product/calls.md). Every statement filters on the subject
 * (the resident or a verified guardian's ward), so another resident's dose id answers NOT_FOUND exactly
 * like an id that never existed. Each call runs in its transaction with its access-log entry.
 */
export const vaccinationRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  type Who = { residentId: number; subjectId: number; correlationId: string };
  const log = (who: Who, recordType: 'vaccination' | 'vaccination_book' | 'vaccination_appointment', action: AccessEntry['action'], outcome: AccessEntry['outcome'], recordId: number | null) =>
    logAccess(db, { actorId: who.residentId, subjectId: who.subjectId, recordType, recordId, action, outcome, correlationId: who.correlationId });

  const dosesOf = (subjectId: number) => db.select().from(vaccinations).where(eq(vaccinations.residentId, subjectId));

  // The doses and the list's access-log entry in one statement (docs/architecture.md#budgets), prepared once.
  const listRead = preparedOnce(preparedRead(db, { recordType: 'vaccination', action: 'list' }).select(doseColumns).from(vaccinations).where(eq(vaccinations.residentId, ENTRY.subjectId)));

  registerEndpoint(app, ctx, endpoints.vaccinationList, async ({ subjectId, ...who }) => {
    const rows = await listRead.execute(entryValues({ ...who, subjectId }));
    return ok({ vaccinationDtoList: groupDoses(rows) });
  });

  registerEndpoint(app, ctx, endpoints.vaccineDetail, async ({ body, subjectId, ...who }) => {
    const [r] = await db.select().from(vaccinations).where(and(eq(vaccinations.id, body.id), eq(vaccinations.residentId, subjectId))).limit(1);
    if (!r) {
      await log({ ...who, subjectId }, 'vaccination', 'read', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    await log({ ...who, subjectId }, 'vaccination', 'read', 'ok', r.id);
    const detail: VaccineDetail = {
      id: r.id,
      vaccineType: r.vaccineType as VaccineType,
      vaccineCode: r.vaccineCode,
      ...namesOf(r.vaccineCode),
      doseNo: r.doseNo,
      vaccinationDate: r.vaccinationDate,
      orgCode: r.orgCode as OrganisationCode,
      batchNo: r.batchNo,
      site: r.site,
      reaction: r.reactionEn === null ? null : { 'zh-Hant': r.reactionZhHant ?? r.reactionEn, en: r.reactionEn, pt: r.reactionPt ?? r.reactionEn },
    };
    return ok(detail);
  });

  registerEndpoint(app, ctx, endpoints.vaccinationHandbookUrl, async ({ subjectId, ...who }) => {
    const [n] = await db.select({ n: count() }).from(vaccinations).where(eq(vaccinations.residentId, subjectId));
    const [person] = await db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, subjectId)).limit(1);
    await log({ ...who, subjectId }, 'vaccination_book', 'read', 'ok', null);
    return ok({ url: `${API_BASE}${endpoints.vaccinationHandbook.path}`, fileName: `vaccination-booklet-${person?.patid ?? subjectId}.pdf`, doses: Number(n?.n ?? 0) });
  });

  registerEndpoint(app, ctx, endpoints.vaccinationAppointments, async ({ subjectId, ...who }) => {
    const rows = await db
      .select()
      .from(vaccinationAppointments)
      .where(and(eq(vaccinationAppointments.residentId, subjectId), gte(vaccinationAppointments.appointmentTime, ctx.now())))
      .orderBy(asc(vaccinationAppointments.appointmentTime), asc(vaccinationAppointments.id));
    await log({ ...who, subjectId }, 'vaccination_appointment', 'list', 'ok', null);
    return ok({
      rows: rows.map((a) => ({
        id: a.id,
        vaccineType: a.vaccineType as VaccineType,
        ...namesOf(a.vaccineCode),
        doseNo: a.doseNo,
        appointmentTime: a.appointmentTime.toISOString(),
        orgCode: a.orgCode as OrganisationCode,
      })),
      total: rows.length,
    });
  });

  // ---- the booklet: PDF bytes made from the records, only for the resident or a verified guardian ----
  registerEndpoint(app, ctx, endpoints.vaccinationHandbook, async ({ body, subjectId, residentId, correlationId, lang }) => {
    const who = { residentId, subjectId, correlationId };
    const made = await (async () => {
      const [person] = await db.select().from(residents).where(eq(residents.id, subjectId)).limit(1);
      if (!person) return null;
      const rows = await dosesOf(subjectId);
      // The reader's language (Language header), as far as the machine's fonts can write it.
      const language = bookletLanguage(lang);
      const sections: BookletSection[] = groupDoses(rows).map((g) => ({
        title: TYPE_TITLES[g.vaccineType][language],
        rows: g.vaccineClassList.flatMap((c) =>
          c.doses.map((d) => {
            const stored = rows.find((r) => r.id === d.id);
            const vaccine = language === 'zh-Hant' ? c.vaccineNameTraditional : language === 'pt' ? c.vaccineNamePortuguese : c.vaccineNameEnglish;
            return {
              date: d.vaccinationDate,
              vaccine: g.vaccineType === 5 ? REACTION_AFTER[language](vaccine) : vaccine,
              dose: d.doseNo === null ? '-' : String(d.doseNo),
              organisation: orgNameIn(d.orgCode, language),
              batch: stored?.batchNo ?? '-',
            };
          }),
        ),
      }));
      await log(who, 'vaccination_book', 'download', 'ok', null);
      const name = language === 'zh-Hant' ? person.nameZhHant : language === 'pt' ? person.namePt : person.nameEn;
      return { booklet: { language, name, patid: person.patid, birthDate: person.birthDate, issuedOn: ctx.now().toISOString().slice(0, 10), sections }, patid: person.patid };
    })();
    if (!made) return fail(ResultCode.NOT_FOUND);
    const bytes = await bookletPdf(made.booklet);
    const fileName = `vaccination-booklet-${made.patid.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
    return ok({
      body: bytes,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(bytes.length),
        'content-disposition': `${body.download === '1' ? 'attachment' : 'inline'}; filename="${fileName}"`,
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
      },
    });
  });
};
