import type { DiagnosticReport, ImagingStudy } from '@medplum/fhirtypes';
import { effectiveOf, textOf } from './lab.ts';
import { problem, type Problem } from './outcome.ts';

/**
 * A FHIR DiagnosticReport of an imaging category with its ImagingStudy -> a portal imaging report
 * (docs/product/ingest.md). The exam's name, the findings and the impression are kept as sent (the organisation's
 * words, in all three languages of the record); the modality is the study's DICOM modality code.
 */

/** HL7 v2 diagnostic service sections (table 0074): the categories that make a DiagnosticReport an imaging report. */
export const SERVICE_SECTIONS = 'http://terminology.hl7.org/CodeSystem/v2-0074';
const IMAGING_SECTIONS = new Set(['RAD', 'RX', 'CT', 'NMR', 'NMS', 'RUS', 'VUS', 'OUS', 'CUS', 'XRC']);
/** LOINC's "Radiology" part, the other category an imaging report may carry. */
const LOINC_RADIOLOGY = { system: 'http://loinc.org', code: 'LP29684-5' };
/** DICOM's code system: ImagingStudy.modality. */
export const DICOM_MODALITIES = 'http://dicom.nema.org/resources/ontology/DCM';

const FINAL = new Set(['final', 'amended', 'corrected', 'appended']);

export type ImagingRecord = { examName: string; modality: string; findings: string; impression: string; reportedBy: string; reportedAt: Date };

/** Whether a DiagnosticReport is an imaging report (its category names an imaging section) rather than a lab report. */
export function isImagingReport(r: DiagnosticReport): boolean {
  return (r.category ?? []).some((c) =>
    (c.coding ?? []).some((x) => (x.system === SERVICE_SECTIONS && x.code !== undefined && IMAGING_SECTIONS.has(x.code)) || (x.system === LOINC_RADIOLOGY.system && x.code === LOINC_RADIOLOGY.code)),
  );
}

/** The text of a `text/plain` presentedForm (base64 `data`), or ''. */
function plainTextOf(r: DiagnosticReport): string {
  const form = r.presentedForm?.find((a) => a.contentType?.startsWith('text/plain') && a.data);
  return form?.data ? Buffer.from(form.data, 'base64').toString('utf8').trim() : '';
}

/**
 * The imaging report's fields, or null with the problems found: `code` the exam's name, `conclusion` the impression,
 * a `text/plain` presentedForm the findings, the first resultsInterpreter (or performer) the reporting doctor, `issued`
 * (or effective[x]) the time of the report, the study's first modality coded in DICOM.
 */
export function imagingOf(r: DiagnosticReport, study: ImagingStudy | null, at: string, studyAt: string, problems: Problem[]): ImagingRecord | null {
  const examName = textOf(r.code);
  if (!examName) problems.push(problem('required', `${at}.code`, 'An imaging report needs the exam’s name: code.text or a coding with a display'));
  if (!FINAL.has(r.status)) problems.push(problem('business-rule', `${at}.status`, 'Only final reports are taken (status final, amended, corrected or appended)'));
  const impression = r.conclusion?.trim() ?? '';
  if (!impression) problems.push(problem('required', `${at}.conclusion`, 'An imaging report needs its impression (conclusion)'));
  const issued = r.issued ? new Date(Date.parse(r.issued)) : effectiveOf(r);
  const reportedAt = issued && !Number.isNaN(issued.getTime()) ? issued : null;
  if (!reportedAt) problems.push(problem('required', `${at}.issued`, 'An imaging report needs the time it was reported (issued, or effectiveDateTime)'));
  if ((r.result ?? []).length > 0) problems.push(problem('not-supported', `${at}.result`, 'An imaging report takes no Observations'));
  let modality = '';
  if (study === null) {
    problems.push(problem('required', `${at}.imagingStudy`, 'An imaging report must reference its ImagingStudy in the same Bundle by its fullUrl'));
  } else {
    modality = study.modality?.find((m) => m.system === DICOM_MODALITIES && m.code)?.code ?? study.series?.[0]?.modality.code ?? '';
    if (!/^[A-Z]{2,3}$/.test(modality)) problems.push(problem('required', `${studyAt}.modality`, 'The study needs its modality, coded in DICOM (e.g. CR, CT, MR, US)'));
    if (study.status !== 'available') problems.push(problem('business-rule', `${studyAt}.status`, 'Only available studies are taken'));
  }
  const reportedBy = r.resultsInterpreter?.[0]?.display ?? r.performer?.[0]?.display ?? '';
  return examName && impression && reportedAt && /^[A-Z]{2,3}$/.test(modality) ? { examName, modality, findings: plainTextOf(r), impression, reportedBy, reportedAt } : null;
}
