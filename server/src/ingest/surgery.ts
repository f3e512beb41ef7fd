import type { Procedure } from '@medplum/fhirtypes';
import { effectiveOf, textOf } from './lab.ts';
import { problem, type Problem } from './outcome.ts';

/** ICD-10, as the portal's records and its FHIR export name diagnoses. */
const ICD10 = 'http://hl7.org/fhir/sid/icd-10';

export type SurgeryRecord = { name: string; department: string; diagIds: string; diagNames: string; operatedAt: Date };

/**
 * A FHIR Procedure -> a portal surgery record (docs/product/ingest.md): the name as sent, the department from the
 * category, the reasons as the record's diagnoses (ICD-10 codes and names, semicolon-separated, paired by position).
 */
export function surgeryOf(p: Procedure, at: string, problems: Problem[]): SurgeryRecord | null {
  const name = textOf(p.code);
  if (!name) problems.push(problem('required', `${at}.code`, 'A procedure needs a name: code.text or a coding with a display'));
  if (p.status !== 'completed') problems.push(problem('business-rule', `${at}.status`, 'Only completed procedures are taken'));
  const operatedAt = effectiveOf({ ...(p.performedDateTime ? { effectiveDateTime: p.performedDateTime } : {}), ...(p.performedPeriod ? { effectivePeriod: p.performedPeriod } : {}) });
  if (!operatedAt) problems.push(problem('required', `${at}.performed[x]`, 'A procedure needs the time it was performed (performedDateTime or performedPeriod.start)'));
  const reasons = p.reasonCode ?? [];
  const diagIds = reasons.map((r) => r.coding?.find((c) => c.system === ICD10)?.code ?? '').join(';');
  const diagNames = reasons.map((r) => textOf(r)).join(';');
  return name && operatedAt ? { name, department: textOf(p.category), diagIds: diagIds.replace(/^;+$/, ''), diagNames, operatedAt } : null;
}
