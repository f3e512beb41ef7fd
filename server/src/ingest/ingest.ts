import { and, eq, inArray } from 'drizzle-orm';
import type { Bundle, BundleEntry, Condition, DiagnosticReport, Identifier, ImagingStudy, MedicationRequest, Observation, Reference, Resource } from '@medplum/fhirtypes';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { ingestSources, notices } from '../db/tables/ingest.ts';
import { imagingReports } from '../db/tables/imaging.ts';
import { labReportItems, labReports } from '../db/tables/lab-reports.ts';
import { labResults } from '../db/tables/lab-results.ts';
import { surgeries } from '../db/tables/surgery.ts';
import { vaccinations } from '../db/tables/vaccination.ts';
import { visitEntries, visits } from '../db/tables/visits.ts';
import { prescriptionDrugs, prescriptions } from '../db/tables/prescriptions.ts';
import { logAccess } from '../http/access-log.ts';
import { fhirErrors } from '../export/ips.ts';
import { mayWrite, type IngestClient } from './auth.ts';
import { itemOf, reportOf, type LabItem, type LabReport } from './lab.ts';
import { problem, type Problem } from './outcome.ts';
import { surgeryOf, type SurgeryRecord } from './surgery.ts';
import { vaccinationOf, type VaccinationRecord } from './immunization.ts';
import { visitOf, type VisitRecord } from './encounter.ts';
import { drugLineOf, type DrugLine, type PrescriptionRecord } from './medication.ts';
import { imagingOf, isImagingReport, type ImagingRecord } from './imaging.ts';

/**
 * POST /fhir/R4 (docs/product/ingest.md): a transaction Bundle from an organisation, checked whole before anything
 * is written, then written in one transaction with its notices and access-log entries.
 */

/** The resident's identifier system: the same the FHIR export writes on Patient (server/src/export/ips.ts). */
export const PATID_SYSTEM = 'urn:macao-phr:patid';
/** Entries in one Bundle at most. */
export const MAX_ENTRIES = 500;
/** The resource types this endpoint takes today. */
export const WRITABLE_TYPES = ['DiagnosticReport', 'Observation', 'ImagingStudy', 'Procedure', 'Immunization', 'Encounter', 'Condition', 'MedicationRequest'] as const;

/** What one sent record becomes: a lab report (a DiagnosticReport and its Observations), an imaging report (a DiagnosticReport and its ImagingStudy), a surgery record (a Procedure), ... */
type SentRecord =
  | { type: 'DiagnosticReport'; recordType: 'lab_report'; report: LabReport }
  | { type: 'DiagnosticReport'; recordType: 'imaging'; imaging: ImagingRecord }
  | { type: 'Procedure'; recordType: 'surgery'; surgery: SurgeryRecord }
  | { type: 'Immunization'; recordType: 'vaccination'; vaccination: VaccinationRecord }
  | { type: 'Encounter'; recordType: 'visit'; visit: VisitRecord }
  | { type: 'MedicationRequest'; recordType: 'prescription'; prescription: PrescriptionRecord };

/** The types a record's scopes must cover. */
const typesOf = (r: SentRecord): string[] =>
  r.recordType === 'lab_report' ? ['DiagnosticReport', 'Observation'] : r.recordType === 'imaging' ? ['DiagnosticReport', 'ImagingStudy'] : r.type === 'Encounter' && r.visit.diagnoses.length > 0 ? ['Encounter', 'Condition'] : [r.type];

/** `also`: the other entries that became the same record (the MedicationRequests of one prescription). */
type Draft = { entry: number; also?: number[]; identifier: { system: string; value: string }; patid: string; record: SentRecord };

type Planned = Omit<Draft, 'patid'> & {
  residentId: number;
  /** The record it updates, when this identifier was sent before. */
  existing: { sourceId: number; recordId: number; trendResultIds: number[] } | null;
};

export type IngestResult = { ok: true; response: Bundle } | { ok: false; problems: Problem[] };

const entryAt = (i: number) => `Bundle.entry[${i}]`;

/** `value[x].value` -> `valueQuantity.value`: the choice named as the resource sent it. */
function namedChoices(resource: Resource, path: string): string {
  let here: unknown = resource;
  return path
    .split('.')
    .map((segment) => {
      const choice = /^(\w+)\[x\]$/.exec(segment);
      const key = choice?.[1] && typeof here === 'object' && here !== null ? Object.keys(here).find((k) => k.startsWith(choice[1] ?? '') && /^[A-Z]/.test(k.slice((choice[1] ?? '').length))) : undefined;
      const named = key ?? segment;
      const index = /^(\w+)(?:\[(\d+)\])?$/.exec(named);
      const next = typeof here === 'object' && here !== null && index?.[1] ? (here as Record<string, unknown>)[index[1]] : undefined;
      here = index?.[2] !== undefined && Array.isArray(next) ? next[Number(index[2])] : next;
      return named;
    })
    .join('.');
}

/** medplum names a place as `DiagnosticReport.code`; in the Bundle it is `Bundle.entry[i].resource.code`. */
function validationProblems(resource: Resource, at: string): Problem[] {
  return fhirErrors(resource).map((issue) => {
    const place = issue.expression?.[0] ?? resource.resourceType;
    const inside = place.startsWith(`${resource.resourceType}.`) ? `.${namedChoices(resource, place.slice(resource.resourceType.length + 1))}` : place === resource.resourceType ? '' : `.${place}`;
    return problem(issue.code === 'invariant' ? 'invariant' : 'structure', `${at}.resource${inside}`, issue.details?.text ?? 'not valid FHIR R4');
  });
}

/** The patid a subject reference names: `{ identifier: { system, value } }` or `Patient?identifier=system|value`. */
function patidOf(subject: Reference | undefined): string | null {
  if (subject?.identifier?.system === PATID_SYSTEM && subject.identifier.value) return subject.identifier.value;
  const m = /^Patient\?identifier=([^|&]+)\|([^&]+)$/.exec(subject?.reference ?? '');
  if (m?.[1] && m[2] && decodeURIComponent(m[1]) === PATID_SYSTEM) return decodeURIComponent(m[2]);
  return null;
}

/** Checks a Bundle whole; answers the plan of what to write, or every problem found. */
async function plan(db: Db, client: IngestClient, body: unknown): Promise<{ planned: Planned[]; entries: BundleEntry[] } | { problems: Problem[] }> {
  const bundle = body as Bundle;
  if (typeof body !== 'object' || body === null || bundle.resourceType !== 'Bundle') return { problems: [problem('structure', 'Bundle', 'The body must be a FHIR Bundle')] };
  if (bundle.type !== 'transaction') return { problems: [problem('value', 'Bundle.type', 'The Bundle must be of type transaction')] };
  const entries = bundle.entry ?? [];
  if (entries.length === 0) return { problems: [problem('required', 'Bundle.entry', 'The Bundle has no entries')] };
  if (entries.length > MAX_ENTRIES) return { problems: [problem('too-costly', 'Bundle.entry', `At most ${MAX_ENTRIES} entries in one Bundle`)] };

  const problems: Problem[] = [];
  const byFullUrl = new Map<string, number>();
  entries.forEach((entry, i) => {
    const at = entryAt(i);
    const resource = entry.resource;
    if (!resource) {
      problems.push(problem('required', `${at}.resource`, 'Every entry needs a resource'));
      return;
    }
    if (!(WRITABLE_TYPES as readonly string[]).includes(resource.resourceType)) {
      problems.push(problem('not-supported', `${at}.resource`, `${resource.resourceType} is not taken here (${WRITABLE_TYPES.join(', ')})`));
      return;
    }
    if (!mayWrite(client.scopes, resource.resourceType, 'c') && !mayWrite(client.scopes, resource.resourceType, 'u')) {
      problems.push(problem('forbidden', `${at}.resource`, `This client may not write ${resource.resourceType}`));
    }
    const method = entry.request?.method;
    if (method !== 'POST' && method !== 'PUT') problems.push(problem('not-supported', `${at}.request.method`, 'Only POST and PUT are taken (an organisation never reads)'));
    if (entry.fullUrl) byFullUrl.set(entry.fullUrl, i);
    problems.push(...validationProblems(resource, at));
  });
  if (problems.length > 0) return { problems };

  // Observations are items of the reports that list them as results.
  const usedBy = new Map<number, number>();
  const reports: { i: number; r: DiagnosticReport; observations: { i: number; o: Observation }[] }[] = [];
  // Imaging reports name their ImagingStudy instead of Observations.
  const imagingReportsSent: { i: number; r: DiagnosticReport; study: { i: number; s: ImagingStudy } | null }[] = [];
  const studiedBy = new Map<number, number>();
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType !== 'DiagnosticReport' || !isImagingReport(entry.resource)) return;
    const r = entry.resource;
    const ref = r.imagingStudy?.[0]?.reference;
    const j = ref ? byFullUrl.get(ref) : undefined;
    const s = j === undefined ? undefined : entries[j]?.resource;
    if (j !== undefined && s?.resourceType === 'ImagingStudy') studiedBy.set(j, i);
    if ((r.imagingStudy ?? []).length > 1) problems.push(problem('not-supported', `${entryAt(i)}.resource.imagingStudy[1]`, 'An imaging report names one ImagingStudy'));
    imagingReportsSent.push({ i, r, study: j !== undefined && s?.resourceType === 'ImagingStudy' ? { i: j, s } : null });
  });
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType === 'ImagingStudy' && !studiedBy.has(i)) {
      problems.push(problem('invalid', `${entryAt(i)}.resource`, 'An ImagingStudy must be named by an imaging DiagnosticReport in the same Bundle (imagingStudy)'));
    }
  });
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType !== 'DiagnosticReport' || isImagingReport(entry.resource)) return;
    const r = entry.resource;
    const observations: { i: number; o: Observation }[] = [];
    (r.result ?? []).forEach((ref, k) => {
      const j = ref.reference ? byFullUrl.get(ref.reference) : undefined;
      const o = j === undefined ? undefined : entries[j]?.resource;
      if (j === undefined || o?.resourceType !== 'Observation') {
        problems.push(problem('invalid', `${entryAt(i)}.resource.result[${k}]`, 'A result must reference an Observation in the same Bundle by its fullUrl'));
        return;
      }
      usedBy.set(j, i);
      observations.push({ i: j, o });
    });
    if (observations.length === 0 && (r.result ?? []).length === 0) problems.push(problem('required', `${entryAt(i)}.resource.result`, 'A lab report needs at least one result'));
    reports.push({ i, r, observations });
  });
  // Conditions are the diagnoses of the Encounter they name.
  const conditionsOf = new Map<number, { c: Condition; at: string }[]>();
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType !== 'Condition') return;
    const ref = entry.resource.encounter?.reference;
    const j = ref ? byFullUrl.get(ref) : undefined;
    if (j === undefined || entries[j]?.resource?.resourceType !== 'Encounter') {
      problems.push(problem('invalid', `${entryAt(i)}.resource.encounter`, 'A Condition must name an Encounter in the same Bundle by its fullUrl'));
      return;
    }
    conditionsOf.set(j, [...(conditionsOf.get(j) ?? []), { c: entry.resource, at: `${entryAt(i)}.resource` }]);
  });
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType === 'Observation' && !usedBy.has(i)) {
      problems.push(problem('invalid', `${entryAt(i)}.resource`, 'An Observation must be a result of a DiagnosticReport in the same Bundle'));
    }
  });

  const patids = new Set<string>();
  const seen = new Set<string>();
  const drafts: Draft[] = [];
  /** The identifier and resident every record needs; problems for what is missing. */
  const keyOf = (identifiers: Identifier[] | undefined, subject: Reference | undefined, type: string, at: string) => {
    const identifier = identifiers?.find((x) => x.system && x.value);
    let key: { system: string; value: string } | null = null;
    if (!identifier?.system || !identifier.value) {
      problems.push(problem('required', `${at}.identifier`, 'A record needs an identifier (system and value) so that sending it again updates it'));
    } else if (seen.has(`${type}|${identifier.system}|${identifier.value}`)) {
      problems.push(problem('duplicate', `${at}.identifier`, 'The same identifier twice in one Bundle'));
    } else {
      seen.add(`${type}|${identifier.system}|${identifier.value}`);
      key = { system: identifier.system, value: identifier.value };
    }
    const patid = patidOf(subject);
    if (!patid) problems.push(problem('required', `${at}.subject`, `The subject must name the resident by identifier (${PATID_SYSTEM})`));
    else patids.add(patid);
    return { key, patid };
  };
  for (const { i, r, observations } of reports) {
    const at = `${entryAt(i)}.resource`;
    const { key, patid } = keyOf(r.identifier, r.subject, 'DiagnosticReport', at);
    const fields = reportOf(r, at, problems);
    const items = observations.map(({ i: j, o }) => itemOf(o, `${entryAt(j)}.resource`, problems)).filter((x): x is LabItem => x !== null);
    if (fields && patid && key) drafts.push({ entry: i, identifier: key, patid, record: { type: 'DiagnosticReport', recordType: 'lab_report', report: { ...fields, items } } });
  }
  for (const { i, r, study } of imagingReportsSent) {
    const at = `${entryAt(i)}.resource`;
    const { key, patid } = keyOf(r.identifier, r.subject, 'DiagnosticReport', at);
    const studyAt = study ? `${entryAt(study.i)}.resource` : at;
    if (study && patid && patidOf(study.s.subject) !== patid) problems.push(problem('invalid', `${studyAt}.subject`, 'The study must name the same resident as its report'));
    const imaging = imagingOf(r, study?.s ?? null, at, studyAt, problems);
    if (imaging && patid && key) drafts.push({ entry: i, ...(study ? { also: [study.i] } : {}), identifier: key, patid, record: { type: 'DiagnosticReport', recordType: 'imaging', imaging } });
  }
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType !== 'Procedure') return;
    const at = `${entryAt(i)}.resource`;
    const { key, patid } = keyOf(entry.resource.identifier, entry.resource.subject, 'Procedure', at);
    const surgery = surgeryOf(entry.resource, at, problems);
    if (surgery && patid && key) drafts.push({ entry: i, identifier: key, patid, record: { type: 'Procedure', recordType: 'surgery', surgery } });
  });
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType !== 'Encounter') return;
    const at = `${entryAt(i)}.resource`;
    const { key, patid } = keyOf(entry.resource.identifier, entry.resource.subject, 'Encounter', at);
    const visit = visitOf(entry.resource, conditionsOf.get(i) ?? [], at, problems);
    if (visit && patid && key) drafts.push({ entry: i, identifier: key, patid, record: { type: 'Encounter', recordType: 'visit', visit } });
  });
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType !== 'Immunization') return;
    const at = `${entryAt(i)}.resource`;
    const { key, patid } = keyOf(entry.resource.identifier, entry.resource.patient, 'Immunization', at);
    const vaccination = vaccinationOf(entry.resource, at, problems);
    if (vaccination && patid && key) drafts.push({ entry: i, identifier: key, patid, record: { type: 'Immunization', recordType: 'vaccination', vaccination } });
  });
  // The MedicationRequests of one groupIdentifier are one prescription, its drug lines in the Bundle's order.
  const groups = new Map<string, { i: number; r: MedicationRequest }[]>();
  entries.forEach((entry, i) => {
    if (entry.resource?.resourceType !== 'MedicationRequest') return;
    const g = entry.resource.groupIdentifier;
    if (!g?.system || !g.value) {
      problems.push(problem('required', `${entryAt(i)}.resource.groupIdentifier`, 'A prescription needs a groupIdentifier (system and value) naming it, shared by its medicines'));
      return;
    }
    const key = `${g.system}|${g.value}`;
    groups.set(key, [...(groups.get(key) ?? []), { i, r: entry.resource }]);
  });
  for (const members of groups.values()) {
    const [head] = members;
    if (!head) continue;
    const at = `${entryAt(head.i)}.resource`;
    const { key, patid } = keyOf([head.r.groupIdentifier ?? {}], head.r.subject, 'MedicationRequest', at);
    const lines: DrugLine[] = [];
    let prescribedAt: Date | null = null;
    for (const { i, r } of members) {
      const here = `${entryAt(i)}.resource`;
      if (patidOf(r.subject) !== patid) problems.push(problem('invalid', `${here}.subject`, 'The medicines of one prescription must name the same resident'));
      const drug = drugLineOf(r, here, problems);
      if (drug) {
        lines.push(drug.line);
        prescribedAt ??= drug.prescribedAt;
      }
    }
    if (key && patid && prescribedAt && lines.length === members.length) {
      drafts.push({ entry: head.i, also: members.slice(1).map((m) => m.i), identifier: key, patid, record: { type: 'MedicationRequest', recordType: 'prescription', prescription: { visitNo: key.value, prescribedAt, drugs: lines } } });
    }
  }
  if (problems.length > 0) return { problems };

  const found = await db.select({ id: residents.id, patid: residents.patid }).from(residents).where(inArray(residents.patid, [...patids]));
  const residentOf = new Map(found.map((r) => [r.patid, r.id]));
  const existing = await db
    .select()
    .from(ingestSources)
    .where(and(eq(ingestSources.clientId, client.id), inArray(ingestSources.identifierValue, drafts.map((d) => d.identifier.value))));
  const planned: Planned[] = [];
  for (const d of drafts) {
    const at = `${entryAt(d.entry)}.resource`;
    const residentId = residentOf.get(d.patid);
    if (residentId === undefined) {
      problems.push(problem('not-found', `${at}.subject`, 'No resident has this identifier'));
      continue;
    }
    const before = existing.find((s) => s.resourceType === d.record.type && s.identifierSystem === d.identifier.system && s.identifierValue === d.identifier.value);
    if (before && before.residentId !== residentId) {
      problems.push(problem('conflict', `${at}.subject`, 'This identifier was sent before for another resident'));
      continue;
    }
    if (before && before.recordType !== d.record.recordType) {
      problems.push(problem('conflict', `${at}.identifier`, `This identifier was sent before as another kind of report (${before.recordType})`));
      continue;
    }
    if (!typesOf(d.record).every((type) => mayWrite(client.scopes, type, before ? 'u' : 'c'))) {
      problems.push(problem('forbidden', at, before ? `This client may not update ${d.record.type}` : `This client may not create ${d.record.type}`));
      continue;
    }
    planned.push({ entry: d.entry, ...(d.also ? { also: d.also } : {}), identifier: d.identifier, record: d.record, residentId, existing: before ? { sourceId: before.id, recordId: before.recordId, trendResultIds: before.trendResultIds } : null });
  }
  if (problems.length > 0) return { problems };
  return { planned, entries };
}

/** Writes one lab report, its items and its trend points; answers its id and the trend rows written. */
async function writeLab(db: Db, client: IngestClient, p: Planned, report: LabReport): Promise<{ recordId: number; trendResultIds: number[] }> {
  const row = {
    residentId: p.residentId,
    orgCode: client.orgCode,
    testName: report.testName,
    testNameEn: report.testName,
    testNamePt: report.testName,
    testResultType: 'normal',
    specimen: report.specimen,
    specimenEn: report.specimen,
    specimenPt: report.specimen,
    sampledAt: report.sampledAt,
  };
  let recordId: number;
  if (p.existing) {
    recordId = p.existing.recordId;
    await db.update(labReports).set(row).where(and(eq(labReports.id, recordId), eq(labReports.residentId, p.residentId)));
    await db.delete(labReportItems).where(eq(labReportItems.reportId, recordId));
    if (p.existing.trendResultIds.length > 0) await db.delete(labResults).where(and(inArray(labResults.id, p.existing.trendResultIds), eq(labResults.residentId, p.residentId)));
  } else {
    const [saved] = await db.insert(labReports).values(row).returning({ id: labReports.id });
    if (!saved) throw new Error('lab report not saved');
    recordId = saved.id;
  }
  if (report.items.length > 0) {
    await db.insert(labReportItems).values(
      report.items.map((item, k) => ({
        residentId: p.residentId,
        reportId: recordId,
        seq: k + 1,
        name: item.name,
        nameEn: item.name,
        namePt: item.name,
        value: item.value,
        unit: item.unit,
        referenceRange: item.referenceRange,
        flag: item.flag,
        indicatorCode: item.indicatorCode,
      })),
    );
  }
  const trend = report.items.filter((item) => item.indicatorCode !== null && item.trendValue !== null);
  const trendResultIds =
    trend.length === 0
      ? []
      : (
          await db
            .insert(labResults)
            .values(trend.map((item) => ({ residentId: p.residentId, indicatorCode: item.indicatorCode ?? 'TC', value: item.trendValue ?? 0, orgCode: client.orgCode, recordTime: report.sampledAt })))
            .returning({ id: labResults.id })
        ).map((r) => r.id);
  return { recordId, trendResultIds };
}

/** Writes one imaging report; answers its id. Its pictures are not carried (the portal keeps no DICOM of its own). */
async function writeImaging(db: Db, client: IngestClient, p: Planned, r: ImagingRecord): Promise<number> {
  const row = {
    residentId: p.residentId,
    orgCode: client.orgCode,
    modality: r.modality,
    examName: r.examName,
    examNameEn: r.examName,
    examNamePt: r.examName,
    findings: r.findings,
    impression: r.impression,
    reportedBy: r.reportedBy,
    reportedAt: r.reportedAt,
  };
  if (p.existing) {
    await db.update(imagingReports).set(row).where(and(eq(imagingReports.id, p.existing.recordId), eq(imagingReports.residentId, p.residentId)));
    return p.existing.recordId;
  }
  const [saved] = await db.insert(imagingReports).values(row).returning({ id: imagingReports.id });
  if (!saved) throw new Error('imaging report not saved');
  return saved.id;
}

/** Writes one surgery record; answers its id. */
async function writeSurgery(db: Db, client: IngestClient, p: Planned, surgery: SurgeryRecord): Promise<number> {
  const row = {
    residentId: p.residentId,
    orgCode: client.orgCode,
    surgeryName: surgery.name,
    surgeryNameEn: surgery.name,
    surgeryNamePt: surgery.name,
    department: surgery.department,
    departmentEn: surgery.department,
    departmentPt: surgery.department,
    surgeryDiagId: surgery.diagIds,
    surgeryDiagName: surgery.diagNames,
    operatedAt: surgery.operatedAt,
  };
  if (p.existing) {
    await db.update(surgeries).set(row).where(and(eq(surgeries.id, p.existing.recordId), eq(surgeries.residentId, p.residentId)));
    return p.existing.recordId;
  }
  const [saved] = await db.insert(surgeries).values(row).returning({ id: surgeries.id });
  if (!saved) throw new Error('surgery record not saved');
  return saved.id;
}

/** Writes one dose; answers its id. */
async function writeVaccination(db: Db, client: IngestClient, p: Planned, v: VaccinationRecord): Promise<number> {
  const row = { residentId: p.residentId, orgCode: client.orgCode, vaccineType: v.vaccineType, vaccineCode: v.vaccineCode, doseNo: v.doseNo, vaccinationDate: v.date, batchNo: v.batchNo, site: v.site };
  if (p.existing) {
    await db.update(vaccinations).set(row).where(and(eq(vaccinations.id, p.existing.recordId), eq(vaccinations.residentId, p.residentId)));
    return p.existing.recordId;
  }
  const [saved] = await db.insert(vaccinations).values(row).returning({ id: vaccinations.id });
  if (!saved) throw new Error('vaccination not saved');
  return saved.id;
}

/** Writes one visit and its diagnoses (replacing them on update); answers its id. */
async function writeVisit(db: Db, client: IngestClient, p: Planned, v: VisitRecord): Promise<number> {
  const row = { residentId: p.residentId, orgCode: client.orgCode, typeCode: v.typeCode, visitedAt: v.visitedAt, dischargeDate: v.dischargeDate, department: v.department, departmentEn: v.department, departmentPt: v.department, doctor: v.doctor };
  let id: number;
  if (p.existing) {
    id = p.existing.recordId;
    await db.update(visits).set(row).where(and(eq(visits.id, id), eq(visits.residentId, p.residentId)));
    await db.delete(visitEntries).where(and(eq(visitEntries.visitId, id), eq(visitEntries.kind, 'diagnosis')));
  } else {
    const [saved] = await db.insert(visits).values(row).returning({ id: visits.id });
    if (!saved) throw new Error('visit not saved');
    id = saved.id;
  }
  if (v.diagnoses.length > 0) {
    await db.insert(visitEntries).values(v.diagnoses.map((d, k) => ({ residentId: p.residentId, visitId: id, kind: 'diagnosis', seq: k + 1, name: d.name, nameEn: d.name, namePt: d.name, code: d.code })));
  }
  return id;
}

/** Writes one prescription and its drug lines (replacing them on update); answers its id. */
async function writePrescription(db: Db, client: IngestClient, p: Planned, rx: PrescriptionRecord): Promise<number> {
  const row = { residentId: p.residentId, orgCode: client.orgCode, visitNo: rx.visitNo, prescribedAt: rx.prescribedAt };
  let id: number;
  if (p.existing) {
    id = p.existing.recordId;
    await db.update(prescriptions).set(row).where(and(eq(prescriptions.id, id), eq(prescriptions.residentId, p.residentId)));
    await db.delete(prescriptionDrugs).where(and(eq(prescriptionDrugs.prescriptionId, id), eq(prescriptionDrugs.residentId, p.residentId)));
  } else {
    const [saved] = await db.insert(prescriptions).values(row).returning({ id: prescriptions.id });
    if (!saved) throw new Error('prescription not saved');
    id = saved.id;
  }
  await db.insert(prescriptionDrugs).values(
    rx.drugs.map((d, k) => ({
      residentId: p.residentId,
      prescriptionId: id,
      seq: k + 1,
      gnameTra: d.name,
      gnameEng: d.name,
      gnamePor: d.name,
      totalAmount: d.totalAmount,
      totalAmountUnit: d.totalAmountUnit,
      totalAmountUnitEng: d.totalAmountUnit,
      totalAmountUnitPor: d.totalAmountUnit,
      frequency: d.frequency,
      route: d.route,
      dose: d.dose,
      doseUnit: d.doseUnit,
      doseUnitEng: d.doseUnit,
      doseUnitPor: d.doseUnit,
      days: d.days,
      premark: d.remark,
      premarkEng: d.remark,
      premarkPor: d.remark,
    })),
  );
  return id;
}

/** Writes one planned record, its source row, its notice and its access-log entry; answers the record's id. */
async function write(db: Db, client: IngestClient, p: Planned, now: Date, correlationId: string): Promise<number> {
  const { recordId, trendResultIds } =
    p.record.recordType === 'lab_report'
      ? await writeLab(db, client, p, p.record.report)
      : {
          recordId:
            p.record.recordType === 'imaging'
              ? await writeImaging(db, client, p, p.record.imaging)
              : p.record.type === 'Procedure'
              ? await writeSurgery(db, client, p, p.record.surgery)
              : p.record.type === 'Encounter'
                ? await writeVisit(db, client, p, p.record.visit)
                : p.record.type === 'MedicationRequest'
                  ? await writePrescription(db, client, p, p.record.prescription)
                  : await writeVaccination(db, client, p, p.record.vaccination),
          trendResultIds: [],
        };
  const { recordType } = p.record;
  if (p.existing) {
    await db.update(ingestSources).set({ trendResultIds, updatedAt: now }).where(eq(ingestSources.id, p.existing.sourceId));
  } else {
    await db.insert(ingestSources).values({
      clientId: client.id,
      resourceType: p.record.type,
      identifierSystem: p.identifier.system,
      identifierValue: p.identifier.value,
      residentId: p.residentId,
      recordType,
      recordId,
      trendResultIds,
      receivedAt: now,
      updatedAt: now,
    });
  }
  await db.insert(notices).values({ residentId: p.residentId, kind: p.existing ? 'updated' : 'received', recordType, recordId, orgCode: client.orgCode, createdAt: now });
  await logAccess(db, { actorId: null, actorOrg: client.orgCode, subjectId: p.residentId, recordType, recordId, action: 'receive', outcome: 'ok', correlationId });
  return recordId;
}

/**
 * Checks and writes a Bundle. Call it inside one transaction (routes.ts): every record, notice and log entry of the
 * Bundle commits together, or none does.
 */
export async function ingestBundle(db: Db, client: IngestClient, body: unknown, now: Date, correlationId: string): Promise<IngestResult> {
  const checked = await plan(db, client, body);
  if ('problems' in checked) return { ok: false, problems: checked.problems };
  const results = new Map<number, { location: string; created: boolean }>();
  for (const p of checked.planned) {
    const done = { location: `${p.record.type}/${await write(db, client, p, now, correlationId)}`, created: p.existing === null };
    for (const entry of [p.entry, ...(p.also ?? [])]) results.set(entry, done);
  }
  const response: Bundle = {
    resourceType: 'Bundle',
    type: 'transaction-response',
    entry: checked.entries.map((_, i) => {
      const done = results.get(i);
      const lastModified = now.toISOString();
      if (!done) return { response: { status: '200 OK', lastModified } };
      return { response: { status: done.created ? '201 Created' : '200 OK', location: done.location, lastModified } };
    }),
  };
  return { ok: true, response };
}
