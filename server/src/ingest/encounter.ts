import type { Condition, Encounter } from '@medplum/fhirtypes';
import { macaoDate } from '../http/record-list.ts';
import { textOf } from './lab.ts';
import { problem, type Problem } from './outcome.ts';

const ICD10 = 'http://hl7.org/fhir/sid/icd-10';
/** v3 ActCode encounter classes -> the portal's visit types. */
const CLASSES: Record<string, 'EMR' | 'OUT' | 'INP'> = { EMER: 'EMR', AMB: 'OUT', IMP: 'INP', ACUTE: 'INP', NONAC: 'INP' };

export type VisitRecord = {
  typeCode: 'EMR' | 'OUT' | 'INP';
  visitedAt: Date;
  dischargeDate: string | null;
  department: string;
  doctor: string;
  diagnoses: { name: string; code: string }[];
};

/**
 * A FHIR Encounter and the Conditions that name it -> a visit record with its diagnoses (docs/product/ingest.md):
 * the class gives the visit type, the period the attendance (and an inpatient stay's discharge day), the service
 * type the department, the first participant the doctor; each Condition a diagnosis (ICD-10 code, name as sent).
 */
export function visitOf(e: Encounter, conditions: { c: Condition; at: string }[], at: string, problems: Problem[]): VisitRecord | null {
  const typeCode = CLASSES[e.class.code ?? ''];
  if (!typeCode) problems.push(problem('code-invalid', `${at}.class`, 'The class must be EMER, AMB or IMP (v3 ActCode)'));
  if (e.status !== 'finished' && !(typeCode === 'INP' && e.status === 'in-progress')) problems.push(problem('business-rule', `${at}.status`, 'Only finished visits (or an inpatient stay in progress) are taken'));
  const start = e.period?.start ? Date.parse(e.period.start) : Number.NaN;
  if (Number.isNaN(start)) problems.push(problem('required', `${at}.period.start`, 'A visit needs the time it began (period.start)'));
  const end = e.period?.end ? Date.parse(e.period.end) : Number.NaN;
  const diagnoses = conditions.map(({ c, at: where }) => {
    const name = textOf(c.code);
    if (!name) problems.push(problem('required', `${where}.code`, 'A diagnosis needs a name: code.text or a coding with a display'));
    return { name, code: c.code?.coding?.find((x) => x.system === ICD10)?.code ?? '' };
  });
  if (!typeCode || Number.isNaN(start)) return null;
  return {
    typeCode,
    visitedAt: new Date(start),
    dischargeDate: typeCode === 'INP' && !Number.isNaN(end) ? macaoDate(new Date(end)) : null,
    department: textOf(e.serviceType),
    doctor: e.participant?.find((p) => p.individual?.display)?.individual?.display ?? '',
    diagnoses,
  };
}
