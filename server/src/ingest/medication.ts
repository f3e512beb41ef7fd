import type { MedicationRequest } from '@medplum/fhirtypes';
import type { DrugFrequency, DrugRoute } from '@macao-phr/contract';
import { textOf } from './lab.ts';
import { problem, type Problem } from './outcome.ts';

/** HL7 v3 timing abbreviations (GTSAbbreviation) the portal's drug lines know; HS (at bedtime) is its QN. */
const TIMING_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation';
const FREQUENCY: Record<string, DrugFrequency> = { QD: 'QD', BID: 'BID', TID: 'TID', QID: 'QID', HS: 'QN' };
/** HL7 v3 RouteOfAdministration codes the portal's drug lines know. */
const ROUTE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-RouteOfAdministration';
const ROUTE: Record<string, DrugRoute> = { PO: 'PO', TOPICAL: 'TOP', IPINHL: 'INH', SQ: 'SC' };

/** One medicine of a prescription, as a drug line is kept (names as sent, in every language). */
export type DrugLine = {
  name: string;
  frequency: DrugFrequency;
  route: DrugRoute;
  dose: string;
  doseUnit: string;
  days: number;
  totalAmount: number;
  totalAmountUnit: string;
  remark: string;
};

export type PrescriptionRecord = { visitNo: string; prescribedAt: Date; drugs: DrugLine[] };

/**
 * A FHIR MedicationRequest -> one drug line (docs/product/ingest.md): the medicine's name as sent; the first dosage
 * instruction's timing (v3 GTSAbbreviation, or as needed), route (v3 RouteOfAdministration), dose and text; the
 * supply's days and quantity. The requests of one `groupIdentifier` are one prescription (ingest.ts groups them).
 */
export function drugLineOf(r: MedicationRequest, at: string, problems: Problem[]): { line: DrugLine; prescribedAt: Date } | null {
  const before = problems.length;
  const name = textOf(r.medicationCodeableConcept);
  if (!name) problems.push(problem('required', `${at}.medication[x]`, 'A medicine needs a name: medicationCodeableConcept.text or a coding with a display'));
  if (r.status !== 'active' && r.status !== 'completed') problems.push(problem('business-rule', `${at}.status`, 'Only active or completed prescriptions are taken'));
  if (r.intent !== 'order' && r.intent !== 'original-order') problems.push(problem('business-rule', `${at}.intent`, 'Only orders are taken (intent order)'));
  const authored = r.authoredOn ? Date.parse(/T/.test(r.authoredOn) ? r.authoredOn : `${r.authoredOn}T00:00:00+08:00`) : Number.NaN;
  if (Number.isNaN(authored)) problems.push(problem('required', `${at}.authoredOn`, 'A prescription needs the time it was written (authoredOn)'));
  const dosage = r.dosageInstruction?.[0];
  const timing = dosage?.timing?.code?.coding?.find((c) => c.system === TIMING_SYSTEM)?.code;
  const frequency = dosage?.asNeededBoolean ? 'PRN' : timing ? FREQUENCY[timing] : undefined;
  if (!frequency) problems.push(problem('code-invalid', `${at}.dosageInstruction[0].timing.code`, `The timing must be as needed or one of ${Object.keys(FREQUENCY).join(', ')} (${TIMING_SYSTEM})`));
  const routeCode = dosage?.route?.coding?.find((c) => c.system === ROUTE_SYSTEM)?.code;
  const route = routeCode ? ROUTE[routeCode] : undefined;
  if (!route) problems.push(problem('code-invalid', `${at}.dosageInstruction[0].route`, `The route must be one of ${Object.keys(ROUTE).join(', ')} (${ROUTE_SYSTEM})`));
  const dose = dosage?.doseAndRate?.[0]?.doseQuantity;
  const days = r.dispenseRequest?.expectedSupplyDuration?.value;
  if (days === undefined || !Number.isInteger(days) || days < 1 || days > 366) {
    problems.push(problem('value', `${at}.dispenseRequest.expectedSupplyDuration.value`, 'The days of supply are a whole number from 1 to 366'));
  }
  if (problems.length > before || !frequency || !route || days === undefined) return null;
  const quantity = r.dispenseRequest?.quantity;
  return {
    prescribedAt: new Date(authored),
    line: {
      name,
      frequency,
      route,
      dose: dose?.value !== undefined ? String(dose.value) : 'ADQ',
      doseUnit: dose?.unit ?? '',
      days,
      totalAmount: quantity?.value ?? -1,
      totalAmountUnit: quantity?.unit ?? '',
      remark: dosage?.text ?? '',
    },
  };
}
