import type { CodeableConcept, DiagnosticReport, Observation } from '@medplum/fhirtypes';
import { LAB_FLAGS, type LabCode, type LabFlag } from '@macao-phr/contract';
import { problem, type Problem } from './outcome.ts';

/**
 * A FHIR DiagnosticReport with its Observations -> a portal lab report with its items (docs/product/ingest.md).
 * Names are kept as sent (the organisation's words, in all three languages of the record); codes are read for the
 * trend indicators (LOINC, or the portal's own indicator system the export writes).
 */

export const LOINC = 'http://loinc.org';
/** The indicator system the FHIR export writes (server/src/export/ips.ts). */
export const INDICATOR_SYSTEM = 'urn:macao-phr:lab-indicator';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

/** LOINC codes of the trend indicators, with the unit each trend is drawn in. */
const LOINC_INDICATORS: Record<string, LabCode> = {
  '2093-3': 'TC',
  '14647-2': 'TC',
  '13457-7': 'LDL',
  '18262-6': 'LDL',
  '2089-1': 'LDL',
  '22748-8': 'LDL',
  '2085-9': 'HDL',
  '14646-4': 'HDL',
  '4548-4': 'HBA1C',
  '17856-6': 'HBA1C',
};
const INDICATOR_UNITS: Record<LabCode, readonly string[]> = { TC: ['mmol/L'], LDL: ['mmol/L'], HDL: ['mmol/L'], HBA1C: ['%'] };

export type LabItem = {
  name: string;
  value: string;
  unit: string;
  referenceRange: string;
  flag: LabFlag;
  indicatorCode: LabCode | null;
  /** The value as a number when the item is drawn in a trend. */
  trendValue: number | null;
};

export type LabReport = { testName: string; specimen: string; sampledAt: Date; items: LabItem[] };

export const textOf = (c: CodeableConcept | undefined): string => c?.text ?? c?.coding?.find((x) => x.display)?.display ?? c?.coding?.[0]?.code ?? '';

const FINAL = new Set(['final', 'amended', 'corrected', 'appended']);

/** When a report or observation was taken: effectiveDateTime, or the start of effectivePeriod. */
export function effectiveOf(r: { effectiveDateTime?: string; effectivePeriod?: { start?: string } }): Date | null {
  const at = r.effectiveDateTime ?? r.effectivePeriod?.start;
  if (!at) return null;
  const time = Date.parse(/T/.test(at) ? at : `${at}T00:00:00+08:00`);
  return Number.isNaN(time) ? null : new Date(time);
}

function flagOf(o: Observation, value: number | null, low: number | null, high: number | null): LabFlag {
  for (const c of o.interpretation ?? []) {
    for (const coding of c.coding ?? []) {
      if (coding.system !== INTERPRETATION || !coding.code) continue;
      const code = coding.code === 'HH' || coding.code === 'HU' ? 'H' : coding.code === 'LL' || coding.code === 'LU' ? 'L' : coding.code;
      if ((LAB_FLAGS as readonly string[]).includes(code)) return code as LabFlag;
    }
  }
  if (value !== null && low !== null && value < low) return 'L';
  if (value !== null && high !== null && value > high) return 'H';
  return 'N';
}

function indicatorOf(o: Observation, unit: string): LabCode | null {
  for (const coding of o.code.coding ?? []) {
    const code = coding.system === LOINC ? LOINC_INDICATORS[coding.code ?? ''] : coding.system === INDICATOR_SYSTEM ? (coding.code as LabCode | undefined) : undefined;
    if (code && INDICATOR_UNITS[code]?.includes(unit)) return code;
  }
  return null;
}

/** One Observation -> one item, or the problems that stop it (`at` is its place in the Bundle). */
export function itemOf(o: Observation, at: string, problems: Problem[]): LabItem | null {
  const name = textOf(o.code);
  if (!name) {
    problems.push(problem('required', `${at}.code`, 'An observation needs a name: code.text or a coding with a display'));
    return null;
  }
  if (!FINAL.has(o.status)) problems.push(problem('business-rule', `${at}.status`, 'Only final results are taken (status final, amended, corrected or appended)'));
  let value: string;
  let unit = '';
  let numeric: number | null = null;
  if (o.valueQuantity?.value !== undefined) {
    numeric = o.valueQuantity.value;
    value = String(numeric);
    unit = o.valueQuantity.unit ?? o.valueQuantity.code ?? '';
    const comparator = o.valueQuantity.comparator;
    if (comparator) value = `${comparator} ${value}`;
  } else if (o.valueString !== undefined) {
    value = o.valueString;
  } else if (o.valueCodeableConcept) {
    value = textOf(o.valueCodeableConcept);
  } else if (o.valueInteger !== undefined) {
    numeric = o.valueInteger;
    value = String(o.valueInteger);
  } else {
    problems.push(problem('required', `${at}.value[x]`, 'An observation needs a value (valueQuantity, valueString, valueCodeableConcept or valueInteger)'));
    return null;
  }
  const range = o.referenceRange?.[0];
  const low = range?.low?.value ?? null;
  const high = range?.high?.value ?? null;
  const referenceRange = range?.text ?? (low !== null && high !== null ? `${low}-${high}` : low !== null ? `≥ ${low}` : high !== null ? `≤ ${high}` : '');
  const indicatorCode = numeric !== null && !o.valueQuantity?.comparator ? indicatorOf(o, unit) : null;
  const trendValue = indicatorCode !== null && numeric !== null && numeric > 0 && numeric <= 20 ? numeric : null;
  return { name, value, unit, referenceRange, flag: flagOf(o, numeric, low, high), indicatorCode: trendValue === null ? null : indicatorCode, trendValue };
}

/** The report's own fields, or the problems that stop it. */
export function reportOf(r: DiagnosticReport, at: string, problems: Problem[]): Omit<LabReport, 'items'> | null {
  const testName = textOf(r.code);
  if (!testName) problems.push(problem('required', `${at}.code`, 'A report needs a name: code.text or a coding with a display'));
  if (!FINAL.has(r.status)) problems.push(problem('business-rule', `${at}.status`, 'Only final reports are taken (status final, amended, corrected or appended)'));
  const sampledAt = effectiveOf(r);
  if (!sampledAt) problems.push(problem('required', `${at}.effective[x]`, 'A report needs the time the sample was taken (effectiveDateTime or effectivePeriod.start)'));
  const specimen = r.specimen?.[0]?.display ?? '';
  return testName && sampledAt ? { testName, specimen, sampledAt } : null;
}
