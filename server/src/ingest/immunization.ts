import type { Immunization } from '@medplum/fhirtypes';
import { VACCINE_CATALOGUE } from '../seed/vaccine-catalogue.ts';
import { macaoDate } from '../http/record-list.ts';
import { textOf } from './lab.ts';
import { problem, type Problem } from './outcome.ts';

/** The vaccine codes the portal's catalogue holds, in the system its FHIR export writes (server/src/export/ips.ts). */
export const VACCINE_SYSTEM = 'urn:macao-phr:vaccine';

export type VaccinationRecord = { vaccineCode: string; vaccineType: number; doseNo: number | null; date: string; batchNo: string | null; site: string | null };

/**
 * A FHIR Immunization -> a dose in the resident's vaccination record (docs/product/ingest.md): the vaccine must be one
 * of the catalogue's (its names and type come from there), given (status completed) on a known day.
 */
export function vaccinationOf(r: Immunization, at: string, problems: Problem[]): VaccinationRecord | null {
  const code = r.vaccineCode.coding?.find((c) => c.system === VACCINE_SYSTEM)?.code;
  const vaccine = VACCINE_CATALOGUE.find((v) => v.code === code);
  if (!vaccine) problems.push(problem('code-invalid', `${at}.vaccineCode`, `The vaccine must be coded in ${VACCINE_SYSTEM} with a code of the portal's vaccine catalogue`));
  if (r.status !== 'completed') problems.push(problem('business-rule', `${at}.status`, 'Only given doses are taken (status completed)'));
  const occurrence = r.occurrenceDateTime ? Date.parse(/T/.test(r.occurrenceDateTime) ? r.occurrenceDateTime : `${r.occurrenceDateTime}T12:00:00+08:00`) : Number.NaN;
  if (Number.isNaN(occurrence)) problems.push(problem('required', `${at}.occurrence[x]`, 'A dose needs the day it was given (occurrenceDateTime)'));
  const dose = r.protocolApplied?.[0]?.doseNumberPositiveInt;
  if (dose !== undefined && (dose < 1 || dose > 20)) problems.push(problem('value', `${at}.protocolApplied[0].doseNumberPositiveInt`, 'A dose number is between 1 and 20'));
  if (!vaccine || Number.isNaN(occurrence) || r.status !== 'completed') return null;
  return { vaccineCode: vaccine.code, vaccineType: vaccine.vaccineType, doseNo: dose ?? null, date: macaoDate(new Date(occurrence)), batchNo: r.lotNumber ?? null, site: r.site ? textOf(r.site) || null : null };
}
