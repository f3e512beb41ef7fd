import { and, asc, count, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  EXPORT_SECTIONS,
  classifyBloodPressure,
  classifyBmi,
  classifyGestationalGlucose,
  classifyGlucose,
  computeBmi,
  type ExportPeriod,
  type ExportSection,
  type GlucoseSample,
  type GlucoseTiming,
  type Language,
} from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { bloodPressure, bmiReadings, glucoseReadings, residents } from '../db/schema.ts';
import { labReportItems, labReports } from '../db/tables/lab-reports.ts';
import { prescriptionDrugs, prescriptions } from '../db/tables/prescriptions.ts';
import { surgeries } from '../db/tables/surgery.ts';
import { vaccinations } from '../db/tables/vaccination.ts';
import { visitEntries, visits } from '../db/tables/visits.ts';
import { macaoDate } from '../http/record-list.ts';
import { vaccineOf } from '../seed/vaccine-catalogue.ts';

/**
 * What a summary holds, read for one subject in one statement per table (joins, never a query per item:
 * docs/product/export.md limits), before the PDF or the IPS Bundle is written from it. Every statement
 * filters on the subject's id, which the route took from the session (or a verified guardianship), never
 * from the request, so another resident's rows cannot be named into a summary.
 */

const DAY_MS = 86_400_000;
export type Text3 = Record<Language, string>;
const text3 = (zhHant: string, en: string, pt: string): Text3 => ({ 'zh-Hant': zhHant, en, pt });

export type Person = { nameZhHant: string; nameEn: string; namePt: string; patid: string; birthDate: string; sexcode: string; race: number };
export type MedicationItem = { id: number; name: Text3; dose: string; doseUnit: Text3; frequency: string; route: string; days: number; orgCode: string; prescribedOn: string; courseEnd: string };
export type ResultItem = { id: number; name: Text3; value: string; unit: string; range: string; flag: string; indicatorCode: string | null };
export type ResultReport = { id: number; name: Text3; orgCode: string; sampledAt: Date; items: ResultItem[] };
export type VaccinationItem = { id: number; code: string; name: Text3; doseNo: number | null; date: string; orgCode: string; batch: string | null };
export type SurgeryItem = { id: number; name: Text3; department: Text3; orgCode: string; operatedAt: Date; diagnoses: { code: string; name: string }[] };
export type VisitItem = { id: number; typeCode: string; orgCode: string; visitedAt: Date; dischargeDate: string | null; department: Text3; diagnoses: { code: string; name: Text3 }[] };
/** A reading's level: normal, or out of range below or above (the summary says which in words). */
export type Range = 'normal' | 'low' | 'high';
export type ReadingItem =
  | { kind: 'bloodPressure'; id: number; at: Date; orgCode: null; systolic: number; diastolic: number; pulse: number; range: Range }
  | { kind: 'bmi'; id: number; at: Date; orgCode: string | null; height: number; weight: number; bmi: number; range: Range }
  | { kind: 'glucose' | 'pregnancyGlucose'; id: number; at: Date; orgCode: string | null; value: number; sample: GlucoseSample; timing: GlucoseTiming; range: Range };

export type Summary = {
  person: Person;
  period: ExportPeriod;
  sections: readonly ExportSection[];
  /** Medicines whose course runs to today or later, whatever the period (what is "in use" now). */
  medication: MedicationItem[];
  results: ResultReport[];
  vaccinations: VaccinationItem[];
  surgery: SurgeryItem[];
  visits: VisitItem[];
  readings: ReadingItem[];
};

/** The instants of a period of Macao calendar days: from the start of the first to the start of the day after the last. */
function instantsOf(period: ExportPeriod): { from: Date; until: Date } {
  return { from: new Date(`${period.start}T00:00:00+08:00`), until: new Date(new Date(`${period.end}T00:00:00+08:00`).getTime() + DAY_MS) };
}
const within = (residentColumn: AnyPgColumn, atColumn: AnyPgColumn, subjectId: number, period: ExportPeriod): SQL | undefined => {
  const { from, until } = instantsOf(period);
  return and(eq(residentColumn, subjectId), gte(atColumn, from), lt(atColumn, until));
};

const levelRange = (level: string): Range => (level === 'normal' ? 'normal' : /low|underweight/i.test(level) ? 'low' : 'high');

/** The first day a prescription line is still taken on (Macao calendar), for "in use". */
const courseEndOf = (at: Date, days: number) => macaoDate(new Date(at.getTime() + (days - 1) * DAY_MS));

/** How many items each section holds for the subject in the period (one count per table). */
export async function countSections(db: Db, subjectId: number, period: ExportPeriod, now: Date): Promise<Record<ExportSection, number>> {
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const today = macaoDate(now);
  const [medicationLines, results, doses, ops, visitCount, bp, bmi, glucose] = [
    // In use: prescribed at most 366 days ago (no course is longer) and the course runs to today.
    await db
      .select({ at: prescriptions.prescribedAt, days: prescriptionDrugs.days })
      .from(prescriptionDrugs)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionDrugs.prescriptionId))
      .where(and(eq(prescriptions.residentId, subjectId), gte(prescriptions.prescribedAt, new Date(now.getTime() - 366 * DAY_MS)))),
    n(await db.select({ n: count() }).from(labReportItems).innerJoin(labReports, eq(labReports.id, labReportItems.reportId)).where(within(labReports.residentId, labReports.sampledAt, subjectId, period))),
    n(await db.select({ n: count() }).from(vaccinations).where(and(eq(vaccinations.residentId, subjectId), gte(vaccinations.vaccinationDate, period.start), lte(vaccinations.vaccinationDate, period.end)))),
    n(await db.select({ n: count() }).from(surgeries).where(within(surgeries.residentId, surgeries.operatedAt, subjectId, period))),
    n(await db.select({ n: count() }).from(visits).where(within(visits.residentId, visits.visitedAt, subjectId, period))),
    n(await db.select({ n: count() }).from(bloodPressure).where(within(bloodPressure.residentId, bloodPressure.recordTime, subjectId, period))),
    n(await db.select({ n: count() }).from(bmiReadings).where(within(bmiReadings.residentId, bmiReadings.recordTime, subjectId, period))),
    n(await db.select({ n: count() }).from(glucoseReadings).where(within(glucoseReadings.residentId, glucoseReadings.recordTime, subjectId, period))),
  ];
  return {
    // No organisation sends allergies or alerts yet: the section is offered and says so (docs/product/export.md).
    allergies: 0,
    medication: medicationLines.filter((l) => courseEndOf(l.at, l.days) >= today).length,
    results,
    vaccinations: doses,
    surgery: ops,
    visits: visitCount,
    readings: bp + bmi + glucose,
  };
}

export const totalOf = (counts: Record<ExportSection, number>, sections: readonly ExportSection[]) => sections.reduce((s, k) => s + counts[k], 0);

/** The person a summary is about, or null when the id names nobody. */
export async function personOf(db: Db, subjectId: number): Promise<Person | null> {
  const [p] = await db.select().from(residents).where(eq(residents.id, subjectId)).limit(1);
  return p ? { nameZhHant: p.nameZhHant, nameEn: p.nameEn, namePt: p.namePt, patid: p.patid, birthDate: p.birthDate, sexcode: p.sexcode, race: p.race } : null;
}

export const nameIn = (p: Person, language: Language) => (language === 'zh-Hant' ? p.nameZhHant : language === 'pt' ? p.namePt : p.nameEn);

/** Reads the chosen sections of the subject's record in the period. */
export async function collectSummary(db: Db, subjectId: number, person: Person, sections: readonly ExportSection[], period: ExportPeriod, now: Date): Promise<Summary> {
  const want = new Set(sections);
  const ordered = EXPORT_SECTIONS.filter((s) => want.has(s));
  const summary: Summary = { person, period, sections: ordered, medication: [], results: [], vaccinations: [], surgery: [], visits: [], readings: [] };
  const today = macaoDate(now);

  if (want.has('medication')) {
    const rows = await db
      .select({ p: prescriptions, d: prescriptionDrugs })
      .from(prescriptionDrugs)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionDrugs.prescriptionId))
      .where(and(eq(prescriptions.residentId, subjectId), gte(prescriptions.prescribedAt, new Date(now.getTime() - 366 * DAY_MS))))
      .orderBy(asc(prescriptions.prescribedAt), asc(prescriptions.id), asc(prescriptionDrugs.seq));
    summary.medication = rows
      .map(({ p, d }) => ({
        id: d.id,
        name: text3(d.gnameTra, d.gnameEng, d.gnamePor),
        dose: d.dose,
        doseUnit: text3(d.doseUnit, d.doseUnitEng, d.doseUnitPor),
        frequency: d.frequency,
        route: d.route,
        days: d.days,
        orgCode: p.orgCode,
        prescribedOn: macaoDate(p.prescribedAt),
        courseEnd: courseEndOf(p.prescribedAt, d.days),
      }))
      .filter((m) => m.courseEnd >= today);
  }

  if (want.has('results')) {
    const rows = await db
      .select({ r: labReports, i: labReportItems })
      .from(labReportItems)
      .innerJoin(labReports, eq(labReports.id, labReportItems.reportId))
      .where(within(labReports.residentId, labReports.sampledAt, subjectId, period))
      .orderBy(asc(labReports.sampledAt), asc(labReports.id), asc(labReportItems.seq), asc(labReportItems.id));
    const byReport = new Map<number, ResultReport>();
    for (const { r, i } of rows) {
      let report = byReport.get(r.id);
      if (!report) {
        report = { id: r.id, name: text3(r.testName, r.testNameEn, r.testNamePt), orgCode: r.orgCode, sampledAt: r.sampledAt, items: [] };
        byReport.set(r.id, report);
      }
      report.items.push({ id: i.id, name: text3(i.name, i.nameEn, i.namePt), value: i.value, unit: i.unit, range: i.referenceRange, flag: i.flag, indicatorCode: i.indicatorCode });
    }
    summary.results = [...byReport.values()];
  }

  if (want.has('vaccinations')) {
    const rows = await db
      .select()
      .from(vaccinations)
      .where(and(eq(vaccinations.residentId, subjectId), gte(vaccinations.vaccinationDate, period.start), lte(vaccinations.vaccinationDate, period.end)))
      .orderBy(asc(vaccinations.vaccinationDate), asc(vaccinations.id));
    summary.vaccinations = rows.map((v) => {
      const c = vaccineOf(v.vaccineCode);
      return { id: v.id, code: v.vaccineCode, name: text3(c.vaccineNameTraditional, c.vaccineNameEnglish, c.vaccineNamePortuguese), doseNo: v.doseNo, date: v.vaccinationDate, orgCode: v.orgCode, batch: v.batchNo };
    });
  }

  if (want.has('surgery')) {
    const rows = await db.select().from(surgeries).where(within(surgeries.residentId, surgeries.operatedAt, subjectId, period)).orderBy(asc(surgeries.operatedAt), asc(surgeries.id));
    summary.surgery = rows.map((s) => {
      const codes = s.surgeryDiagId.split(/[;；]/).map((x) => x.trim());
      const names = s.surgeryDiagName.split(/[;；]/).map((x) => x.trim());
      const diagnoses = codes.map((code, i) => ({ code, name: names[i] ?? '' })).filter((d) => d.code !== '' || d.name !== '');
      return { id: s.id, name: text3(s.surgeryName, s.surgeryNameEn, s.surgeryNamePt), department: text3(s.department, s.departmentEn, s.departmentPt), orgCode: s.orgCode, operatedAt: s.operatedAt, diagnoses };
    });
  }

  if (want.has('visits')) {
    const where = within(visits.residentId, visits.visitedAt, subjectId, period);
    const rows = await db.select().from(visits).where(where).orderBy(asc(visits.visitedAt), asc(visits.id));
    // The diagnoses of all those visits in one statement, joined on the visit (same subject, same period).
    const diagnoses = await db
      .select({ visitId: visitEntries.visitId, code: visitEntries.code, name: visitEntries.name, nameEn: visitEntries.nameEn, namePt: visitEntries.namePt })
      .from(visitEntries)
      .innerJoin(visits, eq(visits.id, visitEntries.visitId))
      .where(and(where, eq(visitEntries.kind, 'diagnosis'), eq(visitEntries.residentId, subjectId)))
      .orderBy(asc(visitEntries.visitId), asc(visitEntries.seq));
    const byVisit = new Map<number, VisitItem['diagnoses']>();
    for (const d of diagnoses) {
      const list = byVisit.get(d.visitId) ?? [];
      list.push({ code: d.code, name: text3(d.name, d.nameEn, d.namePt) });
      byVisit.set(d.visitId, list);
    }
    summary.visits = rows.map((v) => ({
      id: v.id,
      typeCode: v.typeCode,
      orgCode: v.orgCode,
      visitedAt: v.visitedAt,
      dischargeDate: v.dischargeDate,
      department: text3(v.department, v.departmentEn, v.departmentPt),
      diagnoses: byVisit.get(v.id) ?? [],
    }));
  }

  if (want.has('readings')) {
    const [bp, bmi, glucose] = [
      await db.select().from(bloodPressure).where(within(bloodPressure.residentId, bloodPressure.recordTime, subjectId, period)).orderBy(asc(bloodPressure.recordTime), asc(bloodPressure.id)),
      await db.select().from(bmiReadings).where(within(bmiReadings.residentId, bmiReadings.recordTime, subjectId, period)).orderBy(asc(bmiReadings.recordTime), asc(bmiReadings.id)),
      await db.select().from(glucoseReadings).where(within(glucoseReadings.residentId, glucoseReadings.recordTime, subjectId, period)).orderBy(asc(glucoseReadings.recordTime), asc(glucoseReadings.id)),
    ];
    const readings: ReadingItem[] = [
      ...bp.map((r): ReadingItem => ({ kind: 'bloodPressure', id: r.id, at: r.recordTime, orgCode: null, systolic: r.systolic, diastolic: r.diastolic, pulse: r.pulse, range: levelRange(classifyBloodPressure(r.systolic, r.diastolic)) })),
      ...bmi.map((r): ReadingItem => {
        const value = computeBmi(r.height, r.weight);
        return { kind: 'bmi', id: r.id, at: r.recordTime, orgCode: r.orgCode, height: r.height, weight: r.weight, bmi: value, range: levelRange(classifyBmi(value, person.race)) };
      }),
      ...glucose.map((r): ReadingItem => {
        const sample = r.sample as GlucoseSample;
        const timing = r.timing as GlucoseTiming;
        const pregnancy = r.kind === 'pregnancy';
        const level = pregnancy ? classifyGestationalGlucose(r.value, sample, timing, r.hoursAfterMeal) : classifyGlucose(r.value, sample, timing);
        return { kind: pregnancy ? 'pregnancyGlucose' : 'glucose', id: r.id, at: r.recordTime, orgCode: r.orgCode, value: r.value, sample, timing, range: levelRange(level) };
      }),
    ];
    summary.readings = readings.sort((a, b) => a.at.getTime() - b.at.getTime() || a.kind.localeCompare(b.kind) || a.id - b.id);
  }
  return summary;
}
