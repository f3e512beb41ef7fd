import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { Bundle, BundleEntry, DiagnosticReport, Observation } from '@medplum/fhirtypes';
import { ASSERTION_TYPE } from './auth.ts';
import { PATID_SYSTEM } from './ingest.ts';
import { LOINC } from './lab.ts';

/**
 * The organisation's side of docs/product/ingest.md, for the demo command, the tests and the journeys: a signed
 * client assertion, the token request, and a realistic lab report as a transaction Bundle.
 */

/** A SMART Backend Services client assertion signed with `privateJwk` (alg and kid from the JWK). */
export async function signAssertion(privateJwk: JWK & { kid?: string; alg?: string }, clientId: string, tokenUrl: string, options: { expiresInSeconds?: number; jti?: string; now?: Date } = {}): Promise<string> {
  const alg = privateJwk.alg ?? 'ES384';
  const key = await importJWK(privateJwk, alg);
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg, typ: 'JWT', ...(privateJwk.kid ? { kid: privateJwk.kid } : {}) })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(tokenUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 240))
    .setJti(options.jti ?? randomUUID())
    .sign(key);
}

/** The body of a token request (application/x-www-form-urlencoded). */
export function tokenRequestBody(assertion: string, scope = 'system/DiagnosticReport.cu system/Observation.cu'): string {
  return new URLSearchParams({ grant_type: 'client_credentials', scope, client_assertion_type: ASSERTION_TYPE, client_assertion: assertion }).toString();
}

export type LabValue = { loinc: string; name: string; value: number; unit: string; low?: number; high?: number; flag?: 'N' | 'H' | 'L' };

/** A lipid profile as a laboratory would send it (values for a given resident may differ by `shift`). */
export function lipidPanel(shift = 0): LabValue[] {
  const round = (x: number) => Math.round(x * 100) / 100;
  return [
    { loinc: '2093-3', name: 'Total cholesterol', value: round(5.4 + shift), unit: 'mmol/L', high: 5.2 },
    { loinc: '13457-7', name: 'LDL cholesterol', value: round(3.5 + shift), unit: 'mmol/L', high: 3.4 },
    { loinc: '2085-9', name: 'HDL cholesterol', value: round(1.2 - shift / 4), unit: 'mmol/L', low: 1.0 },
    { loinc: '2571-8', name: 'Triglycerides', value: round(1.5 + shift / 2), unit: 'mmol/L', high: 1.7 },
    { loinc: '2339-0', name: 'Glucose (fasting)', value: round(5.2 + shift / 3), unit: 'mmol/L', low: 3.9, high: 6.1 },
  ];
}

export type LabReportOptions = {
  patid: string;
  /** The report's identifier value in the laboratory's system: the same value again updates the report. */
  accession: string;
  system?: string;
  name?: string;
  values?: LabValue[];
  effective?: Date;
};

/** A transaction Bundle of one DiagnosticReport and its Observations (conditional PUT on the identifier). */
export function labReportBundle(o: LabReportOptions): Bundle {
  const system = o.system ?? 'https://lab.example.mo/accession';
  const subject = { identifier: { system: PATID_SYSTEM, value: o.patid } };
  const effectiveDateTime = (o.effective ?? new Date()).toISOString();
  const values = o.values ?? lipidPanel();
  const observations: BundleEntry<Observation>[] = values.map((v, k) => {
    const interpretation = v.flag ?? (v.high !== undefined && v.value > v.high ? 'H' : v.low !== undefined && v.value < v.low ? 'L' : 'N');
    return {
      fullUrl: `urn:uuid:${randomUUID()}`,
      resource: {
        resourceType: 'Observation',
        identifier: [{ system, value: `${o.accession}-${k + 1}` }],
        status: 'final',
        category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
        code: { coding: [{ system: LOINC, code: v.loinc, display: v.name }], text: v.name },
        subject,
        effectiveDateTime,
        valueQuantity: { value: v.value, unit: v.unit, system: 'http://unitsofmeasure.org', code: v.unit },
        interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: interpretation }] }],
        referenceRange: [{ ...(v.low !== undefined ? { low: { value: v.low, unit: v.unit } } : {}), ...(v.high !== undefined ? { high: { value: v.high, unit: v.unit } } : {}) }],
      },
      request: { method: 'POST', url: 'Observation' },
    };
  });
  const report: BundleEntry<DiagnosticReport> = {
    fullUrl: `urn:uuid:${randomUUID()}`,
    resource: {
      resourceType: 'DiagnosticReport',
      identifier: [{ system, value: o.accession }],
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' }] }],
      code: { coding: [{ system: LOINC, code: '57698-3', display: 'Lipid panel with direct LDL' }], text: o.name ?? 'Lipid profile' },
      subject,
      effectiveDateTime,
      issued: new Date().toISOString(),
      specimen: [{ display: 'Serum' }],
      result: observations.map((e) => ({ reference: e.fullUrl ?? '' })),
    },
    request: { method: 'PUT', url: `DiagnosticReport?identifier=${encodeURIComponent(system)}|${encodeURIComponent(o.accession)}` },
  };
  return { resourceType: 'Bundle', type: 'transaction', entry: [report, ...observations] };
}

export type SendResult = { status: number; location: string | null; body: unknown };

/**
 * The whole exchange over HTTP against a running server at `baseUrl`: a fresh signed assertion, the token, then the
 * Bundle. What the demo command and the end-to-end journeys do as the laboratory.
 */
export async function sendOverHttp(baseUrl: string, key: { clientId: string; privateJwk: JWK & { kid?: string; alg?: string } }, bundle: Bundle): Promise<SendResult> {
  const origin = new URL(baseUrl).origin;
  const tokenUrl = `${origin}/fhir/auth/token`;
  const tokenAnswer = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: tokenRequestBody(await signAssertion(key.privateJwk, key.clientId, tokenUrl)),
  });
  const token = (await tokenAnswer.json()) as { access_token?: string; error?: string; error_description?: string };
  if (!tokenAnswer.ok || !token.access_token) return { status: tokenAnswer.status, location: null, body: token };
  const answer = await fetch(`${origin}/fhir/R4`, {
    method: 'POST',
    headers: { 'content-type': 'application/fhir+json', accept: 'application/fhir+json', authorization: `Bearer ${token.access_token}` },
    body: JSON.stringify(bundle),
  });
  const body = (await answer.json()) as Bundle;
  return { status: answer.status, location: answer.ok ? (body.entry?.[0]?.response?.location ?? null) : null, body };
}

/** A transaction Bundle of one completed Procedure (a surgery record) with its reason in ICD-10. */
export function procedureBundle(o: { patid: string; identifier: string; name: string; department: string; reason?: { code: string; name: string }; performed?: Date }): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      {
        fullUrl: `urn:uuid:${randomUUID()}`,
        resource: {
          resourceType: 'Procedure',
          identifier: [{ system: 'https://hospital.example.mo/procedure', value: o.identifier }],
          status: 'completed',
          category: { text: o.department },
          code: { text: o.name },
          subject: { identifier: { system: PATID_SYSTEM, value: o.patid } },
          performedDateTime: (o.performed ?? new Date()).toISOString(),
          ...(o.reason ? { reasonCode: [{ coding: [{ system: 'http://hl7.org/fhir/sid/icd-10', code: o.reason.code }], text: o.reason.name }] } : {}),
        },
        request: { method: 'POST', url: 'Procedure' },
      },
    ],
  };
}

/** An imaging report (a DiagnosticReport of the radiology section) with its ImagingStudy, as a radiology department sends it. */
export function imagingBundle(o: { patid: string; accession: string; exam: string; modality: string; findings: string; impression: string; radiologist?: string; issued?: Date }): Bundle {
  const studyUrl = `urn:uuid:${randomUUID()}`;
  const subject = { identifier: { system: PATID_SYSTEM, value: o.patid } };
  const issued = (o.issued ?? new Date()).toISOString();
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      {
        fullUrl: `urn:uuid:${randomUUID()}`,
        resource: {
          resourceType: 'DiagnosticReport',
          identifier: [{ system: 'https://radiology.example.mo/report', value: o.accession }],
          status: 'final',
          category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'RAD', display: 'Radiology' }] }],
          code: { text: o.exam },
          subject,
          effectiveDateTime: issued,
          issued,
          resultsInterpreter: [{ display: o.radiologist ?? 'Dr. Chan Tai Man' }],
          imagingStudy: [{ reference: studyUrl }],
          conclusion: o.impression,
          presentedForm: [{ contentType: 'text/plain; charset=utf-8', data: Buffer.from(o.findings, 'utf8').toString('base64') }],
        },
        request: { method: 'PUT', url: `DiagnosticReport?identifier=https://radiology.example.mo/report|${o.accession}` },
      },
      {
        fullUrl: studyUrl,
        resource: {
          resourceType: 'ImagingStudy',
          identifier: [{ system: 'urn:dicom:uid', value: `urn:oid:2.25.${BigInt(`0x${randomUUID().replace(/-/g, '')}`).toString()}` }],
          status: 'available',
          subject,
          started: issued,
          modality: [{ system: 'http://dicom.nema.org/resources/ontology/DCM', code: o.modality }],
          numberOfSeries: 1,
          numberOfInstances: 2,
        },
        request: { method: 'POST', url: 'ImagingStudy' },
      },
    ],
  };
}
