import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import {
  ResultCode,
  macaoToday,
  paths,
  type AccessLogListResult,
  type ExportIpsResult,
  type LabReportDetail,
  type LabReportListResult,
  type NoticeListResult,
  type NoticeUnread,
  type PrescriptionDetail,
  type PrescriptionListResult,
  type InspectionDetail,
  type InspectionListResult,
  type SurgeryListResult,
  type VisitDetail,
  type TrendDetail,
} from '@macao-phr/contract';
import { loadFhirDefinitions } from '../src/export/ips.ts';
import { ingestAssertions, ingestTokens, notices } from '../src/db/tables/ingest.ts';
import { labReports } from '../src/db/tables/lab-reports.ts';
import { registerIngestClient } from '../src/ingest/clients.ts';
import { imagingBundle, labReportBundle, lipidPanel, procedureBundle, signAssertion, tokenRequestBody } from '../src/ingest/sender.ts';
import { fingerprint } from './openapi-cases.ts';
import { api, as, onEachDatabase, post, postgresAdminUrl, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
// The R4 definitions load synchronously (seconds): before the product starts, as the export's tests do.
loadFhirDefinitions();

const adminUrl = await postgresAdminUrl();
const TOKEN_URL = 'http://localhost/fhir/auth/token';
const LAB_TYPES = ['DiagnosticReport', 'Observation'];

type Keys = { privateJwk: JWK & { kid: string; alg: string }; publicJwk: JWK };

async function keysOf(alg: 'ES384' | 'RS384', kid: string): Promise<Keys> {
  const pair = await generateKeyPair(alg, { extractable: true });
  return { privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg }, publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg, use: 'sig' } };
}

/** base64url of a JSON object, for an assertion written by hand (no signature). */
const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64url');

function suite(label: string, open: OpenDatabase) {
  describe(`FHIR ingest on ${label}`, () => {
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, signIn: { publicOrigin: 'http://localhost' } });
    let lab: Keys;
    let rsaLab: Keys;
    let foreign: Keys;
    let vaccinesOnly: Keys;
    let hospital: Keys;
    let radiology: Keys;

    beforeAll(async () => {
      [lab, rsaLab, foreign, vaccinesOnly, hospital, radiology] = await Promise.all([keysOf('ES384', 'lab-1'), keysOf('RS384', 'rsa-1'), keysOf('ES384', 'lab-1'), keysOf('ES384', 'vax-1'), keysOf('ES384', 'hosp-1'), keysOf('ES384', 'rad-1')]);
      const db = demo.database.db;
      await registerIngestClient(db, { clientId: 'test-lab', orgCode: 'UH', name: 'Test laboratory', jwks: { keys: [lab.publicJwk as Record<string, unknown>] }, resourceTypes: LAB_TYPES });
      await registerIngestClient(db, { clientId: 'test-rsa-lab', orgCode: 'YKH', name: 'RSA laboratory', jwks: { keys: [rsaLab.publicJwk as Record<string, unknown>] }, resourceTypes: LAB_TYPES });
      await registerIngestClient(db, { clientId: 'test-hospital', orgCode: 'SS', name: 'Surgical department', jwks: { keys: [hospital.publicJwk as Record<string, unknown>] }, resourceTypes: ['Procedure', 'Encounter', 'Condition'] });
      await registerIngestClient(db, { clientId: 'test-radiology', orgCode: 'KWH', name: 'Radiology department', jwks: { keys: [radiology.publicJwk as Record<string, unknown>] }, resourceTypes: ['DiagnosticReport', 'ImagingStudy'] });
      await registerIngestClient(db, { clientId: 'test-vaccines', orgCode: 'SS', name: 'Vaccination centre', jwks: { keys: [vaccinesOnly.publicJwk as Record<string, unknown>] }, resourceTypes: ['Immunization'] });
    });

    const tokenCall = (body: string) => demo.app.inject({ method: 'POST', url: '/fhir/auth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

    async function tokenFor(keys: Keys, clientId: string, scope?: string): Promise<string> {
      const answer = await tokenCall(tokenRequestBody(await signAssertion(keys.privateJwk, clientId, TOKEN_URL), scope));
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ access_token: string }>().access_token;
    }

    const send = (token: string, bundle: unknown) =>
      demo.app.inject({ method: 'POST', url: '/fhir/R4', headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${token}` }, payload: JSON.stringify(bundle) });

    it('gives a signed client assertion (ES384 or RS384) a five-minute token scoped to create and update its registered types, and stores only its hash', async () => {
      const answer = await tokenCall(tokenRequestBody(await signAssertion(lab.privateJwk, 'test-lab', TOKEN_URL), 'system/DiagnosticReport.cruds system/Observation.c system/Patient.r'));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const body = answer.json<{ access_token: string; token_type: string; expires_in: number; scope: string }>();
      expect(body).toMatchObject({ token_type: 'bearer', expires_in: 300, scope: 'system/DiagnosticReport.cu system/Observation.c' });
      const stored = await demo.database.db.select().from(ingestTokens);
      expect(stored.some((t) => t.tokenHash === body.access_token)).toBe(false);
      expect(await tokenFor(rsaLab, 'test-rsa-lab')).toMatch(/^[\w-]{40,}$/);
    });

    it('refuses an unsigned, expired, too long, replayed, foreign-key or wrong-audience assertion, and a wrong grant', async () => {
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'test-lab', sub: 'test-lab', aud: TOKEN_URL, exp: now + 60, jti: 'unsigned-1' })}.`;
      const expired = await signAssertion(lab.privateJwk, 'test-lab', TOKEN_URL, { now: new Date(Date.now() - 600_000), expiresInSeconds: 120 });
      const tooLong = await signAssertion(lab.privateJwk, 'test-lab', TOKEN_URL, { expiresInSeconds: 3600 });
      const foreignKey = await signAssertion(foreign.privateJwk, 'test-lab', TOKEN_URL);
      const wrongAudience = await signAssertion(lab.privateJwk, 'test-lab', 'https://elsewhere.example/token');
      const notRegistered = await signAssertion(lab.privateJwk, 'nobody', TOKEN_URL);
      for (const [assertion, reason] of [
        [unsigned, /signature/],
        [expired, /expired/],
        [tooLong, /exp is more than 300 seconds/],
        [foreignKey, /signature/],
        [wrongAudience, /aud/],
        [notRegistered, /unknown client/],
      ] as const) {
        const answer = await tokenCall(tokenRequestBody(assertion));
        expect(answer.statusCode, reason.source).toBe(401);
        expect(answer.json()).toMatchObject({ error: 'invalid_client', error_description: expect.stringMatching(reason) });
      }
      const once = await signAssertion(lab.privateJwk, 'test-lab', TOKEN_URL);
      expect((await tokenCall(tokenRequestBody(once))).statusCode).toBe(200);
      const replay = await tokenCall(tokenRequestBody(once));
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ error: 'invalid_client', error_description: 'client_assertion jti was already used' });
      // The jti is kept in the database, so another instance refuses it too.
      expect((await demo.database.db.select({ n: count() }).from(ingestAssertions))[0]?.n).toBeGreaterThan(0);
      const grant = await tokenCall(tokenRequestBody(await signAssertion(lab.privateJwk, 'test-lab', TOKEN_URL)).replace('client_credentials', 'password'));
      expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
      const scope = await tokenCall(tokenRequestBody(await signAssertion(lab.privateJwk, 'test-lab', TOKEN_URL), 'system/Immunization.c'));
      expect(scope.statusCode).toBe(400);
      expect(scope.json()).toMatchObject({ error: 'invalid_scope' });
    });

    it('takes a lab report that then shows in the resident’s list, detail, trend, export, notices and access log', async () => {
      const token = await tokenFor(lab, 'test-lab');
      const effective = new Date(Date.now() - 3_600_000);
      const answer = await send(token, labReportBundle({ patid: 'MO-1000001', accession: 'ACC-1', effective, values: lipidPanel(0.3) }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/fhir\+json/);
      const response = answer.json<Bundle>();
      expect(response).toMatchObject({ resourceType: 'Bundle', type: 'transaction-response' });
      expect(response.entry).toHaveLength(6);
      expect(response.entry?.[0]?.response).toMatchObject({ status: '201 Created', location: expect.stringMatching(/^DiagnosticReport\/\d+$/) });
      const id = Number(response.entry?.[0]?.response?.location?.split('/')[1]);

      const list = await demo.list<LabReportListResult>(paths.labReportList, demo.m);
      expect(list.rows[0]).toMatchObject({ id, orgCode: 'UH', testNameEn: 'Lipid profile', itemCount: 5 });
      const detail = await demo.detail<LabReportDetail>(paths.labReportDetail, id, demo.m);
      expect(detail.specimenEn).toBe('Serum');
      expect(detail.items.map((i) => [i.nameEn, i.value, i.unit, i.referenceRange, i.flag, i.indicatorCode])).toEqual([
        ['Total cholesterol', '5.7', 'mmol/L', '≤ 5.2', 'H', 'TC'],
        ['LDL cholesterol', '3.8', 'mmol/L', '≤ 3.4', 'H', 'LDL'],
        ['HDL cholesterol', '1.13', 'mmol/L', '≥ 1', 'N', 'HDL'],
        ['Triglycerides', '1.65', 'mmol/L', '≤ 1.7', 'N', null],
        ['Glucose (fasting)', '5.3', 'mmol/L', '3.9-6.1', 'N', null],
      ]);
      const trend = await demo.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'LIPID' }, demo.m);
      const at = effective.getTime();
      expect(trend.points.filter((p) => Math.abs(Date.parse(p.recordTime) - at) < 1000).map((p) => [p.newIndexCode, p.value]).sort()).toEqual([['HDL', 1.13], ['LDL', 3.8], ['TC', 5.7]]);
      const ips = await demo.call<ExportIpsResult>(paths.exportIps, { sections: ['results'], period: { start: '2000-01-01', end: macaoToday() } }, demo.m);
      expect(JSON.stringify(ips.bundle)).toContain('Glucose (fasting) (Lipid profile)');

      // Unread: the report, and the suite's own sign-in (from a client that named no browser).
      const unread = await demo.call<NoticeUnread>(paths.noticeUnread, {}, demo.m);
      expect(unread.unread).toBe(2);
      const noticesOf = await demo.call<NoticeListResult>(paths.noticeList, {}, demo.m);
      expect(noticesOf.rows[0]).toMatchObject({ kind: 'received', recordType: 'lab_report', recordId: id, orgCode: 'UH', read: false });
      expect(noticesOf.rows.map((r) => r.recordType)).toEqual(['lab_report', 'sign_in']);
      // Nobody else is told.
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows.map((r) => r.recordType)).toEqual(['sign_in']);

      const log = await demo.call<AccessLogListResult>(paths.accessLogList, { actorTypes: ['organisation'] }, demo.m);
      expect(log.rows[0]).toMatchObject({ actorType: 'organisation', actorName: 'University Hospital', recordType: 'lab_report', recordId: id, action: 'receive', outcome: 'ok' });
    });

    it('updates a report sent again with the same identifier instead of adding one, and says so', async () => {
      const token = await tokenFor(lab, 'test-lab');
      const first = await send(token, labReportBundle({ patid: 'MO-1000002', accession: 'ACC-2' }));
      expect(first.statusCode, first.body).toBe(200);
      const id = Number(first.json<Bundle>().entry?.[0]?.response?.location?.split('/')[1]);
      const again = await send(token, labReportBundle({ patid: 'MO-1000002', accession: 'ACC-2', values: lipidPanel(-0.5).slice(0, 3) }));
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Bundle>().entry?.[0]?.response).toMatchObject({ status: '200 OK', location: `DiagnosticReport/${id}` });
      const f = await demo.residentId('demo-f');
      expect((await demo.database.db.select({ n: count() }).from(labReports).where(and(eq(labReports.residentId, f), eq(labReports.id, id))))[0]?.n).toBe(1);
      const detail = await demo.detail<LabReportDetail>(paths.labReportDetail, id, demo.f);
      expect(detail.items.map((i) => i.value)).toEqual(['4.9', '3', '1.33']);
      const told = await demo.database.db.select().from(notices).where(and(eq(notices.residentId, f), eq(notices.recordType, 'lab_report')));
      expect(told.map((n) => n.kind).sort()).toEqual(['received', 'updated']);
      // Another laboratory's same identifier is its own report.
      const other = await send(await tokenFor(rsaLab, 'test-rsa-lab'), labReportBundle({ patid: 'MO-1000002', accession: 'ACC-2' }));
      expect(other.json<Bundle>().entry?.[0]?.response?.status).toBe('201 Created');
    });

    it('refuses a whole Bundle for an unknown resident, with an invalid resource, or with a type the client may not send, writing nothing', async () => {
      const token = await tokenFor(lab, 'test-lab');
      // Every table but the token endpoint's own (a token is taken for the vaccination centre below).
      const records = async () => Object.fromEntries(Object.entries(await fingerprint(demo.database.db)).filter(([table]) => table !== 'ingest_tokens' && table !== 'ingest_assertions'));
      const before = await records();
      const unknown = await send(token, labReportBundle({ patid: 'MO-9999999', accession: 'ACC-3' }));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json<OperationOutcome>().issue).toEqual([expect.objectContaining({ code: 'not-found', expression: ['Bundle.entry[0].resource.subject'] })]);

      const good = labReportBundle({ patid: 'MO-1000001', accession: 'ACC-4' });
      const bad = labReportBundle({ patid: 'MO-1000001', accession: 'ACC-5' });
      const observation = bad.entry?.[2]?.resource as unknown as Record<string, unknown>;
      observation.status = undefined;
      observation.valueQuantity = { value: 'high' };
      const twoReports: Bundle = { ...good, entry: [...(good.entry ?? []), ...(bad.entry ?? [])] };
      const invalid = await send(token, twoReports);
      expect(invalid.statusCode).toBe(400);
      const issues = invalid.json<OperationOutcome>().issue ?? [];
      expect(issues.map((i) => i.expression?.[0])).toEqual(expect.arrayContaining(['Bundle.entry[8].resource.status', expect.stringMatching(/^Bundle\.entry\[8\]\.resource\.valueQuantity/)]));

      const immunization = { resourceType: 'Bundle', type: 'transaction', entry: [{ resource: { resourceType: 'Immunization', status: 'completed', vaccineCode: { text: 'Influenza' }, patient: { identifier: { system: 'urn:macao-phr:patid', value: 'MO-1000001' } }, occurrenceDateTime: '2026-01-01' }, request: { method: 'POST', url: 'Immunization' } }] };
      const notSupported = await send(await tokenFor(vaccinesOnly, 'test-vaccines', 'system/Immunization.c'), labReportBundle({ patid: 'MO-1000001', accession: 'ACC-6' }));
      expect(notSupported.statusCode).toBe(403);
      expect(notSupported.json<OperationOutcome>().issue?.[0]).toMatchObject({ code: 'forbidden', expression: ['Bundle.entry[0].resource'] });
      const mixed = await send(token, { ...good, entry: [...(good.entry ?? []), ...immunization.entry] });
      expect(mixed.statusCode).toBe(403);
      expect(mixed.json<OperationOutcome>().issue).toEqual([expect.objectContaining({ code: 'forbidden', expression: ['Bundle.entry[6].resource'] })]);
      // A laboratory is not registered for imaging studies.
      const imaging = await send(token, imagingBundle({ patid: 'MO-1000001', accession: 'RAD-X', exam: 'Chest X-ray', modality: 'CR', findings: 'Clear lungs.', impression: 'Normal.' }));
      expect(imaging.statusCode).toBe(403);
      expect(imaging.json<OperationOutcome>().issue).toEqual([expect.objectContaining({ code: 'forbidden', expression: ['Bundle.entry[1].resource'] })]);
      const specimen = { resourceType: 'Bundle', type: 'transaction', entry: [{ resource: { resourceType: 'Specimen', subject: { identifier: { system: 'urn:macao-phr:patid', value: 'MO-1000001' } } }, request: { method: 'POST', url: 'Specimen' } }] };
      const notTaken = await send(token, specimen);
      expect(notTaken.statusCode).toBe(422);
      expect(notTaken.json<OperationOutcome>().issue?.map((i) => i.code)).toEqual(['not-supported']);

      const noToken = await demo.app.inject({ method: 'POST', url: '/fhir/R4', headers: { 'content-type': 'application/fhir+json' }, payload: JSON.stringify(good) });
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json<OperationOutcome>().resourceType).toBe('OperationOutcome');
      expect(await records()).toEqual(before);
    });

    it('takes an imaging report (DiagnosticReport of the radiology section with its ImagingStudy) into the resident’s imaging reports, and updates it when sent again', async () => {
      const token = await tokenFor(radiology, 'test-radiology', 'system/DiagnosticReport.cu system/ImagingStudy.cu');
      const issued = new Date(Date.now() - 7_200_000);
      const sent = imagingBundle({ patid: 'MO-1000002', accession: 'RAD-1', exam: 'Chest X-ray (PA)', modality: 'CR', findings: 'Lungs clear. Heart size normal.', impression: 'No acute disease.', radiologist: 'Dr. Lei Ka Wai', issued });
      const answer = await send(token, sent);
      expect(answer.statusCode, answer.body).toBe(200);
      const entries = answer.json<Bundle>().entry ?? [];
      expect(entries.map((e) => e.response?.status)).toEqual(['201 Created', '201 Created']);
      expect(entries[0]?.response?.location).toMatch(/^DiagnosticReport\/\d+$/);
      const id = Number(entries[0]?.response?.location?.split('/')[1]);

      const list = await demo.list<InspectionListResult>(paths.inspectionList, demo.f);
      expect(list.rows.find((r) => r.id === id)).toMatchObject({ orgCode: 'KWH', modality: 'CR', examNameEn: 'Chest X-ray (PA)', imageCount: 0 });
      const detail = await demo.detail<InspectionDetail>(paths.inspectionDetail, id, demo.f);
      expect(detail).toMatchObject({ findings: 'Lungs clear. Heart size normal.', impression: 'No acute disease.', reportedBy: 'Dr. Lei Ka Wai' });
      const told = await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f);
      expect(told.rows[0]).toMatchObject({ kind: 'received', recordType: 'imaging', recordId: id, orgCode: 'KWH', read: false });
      const log = await demo.call<AccessLogListResult>(paths.accessLogList, { actorTypes: ['organisation'] }, demo.f);
      expect(log.rows[0]).toMatchObject({ actorType: 'organisation', recordType: 'imaging', recordId: id, action: 'receive', outcome: 'ok' });

      // Sent again (amended): the same report, changed, and the resident is told it was updated.
      const again = imagingBundle({ patid: 'MO-1000002', accession: 'RAD-1', exam: 'Chest X-ray (PA)', modality: 'CR', findings: 'Lungs clear. Small left pleural effusion.', impression: 'Small effusion.', issued });
      const updated = await send(token, again);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json<Bundle>().entry?.[0]?.response).toMatchObject({ status: '200 OK', location: `DiagnosticReport/${id}` });
      const after = await demo.list<InspectionListResult>(paths.inspectionList, demo.f);
      expect(after.total).toBe(list.total);
      expect((await demo.detail<InspectionDetail>(paths.inspectionDetail, id, demo.f)).impression).toBe('Small effusion.');
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows[0]).toMatchObject({ kind: 'updated', recordType: 'imaging', recordId: id });
    });

    it('refuses an imaging Bundle whole without its study, with a study no report names, or for a study of another resident, writing nothing', async () => {
      const token = await tokenFor(radiology, 'test-radiology', 'system/DiagnosticReport.cu system/ImagingStudy.cu');
      const records = async () => Object.fromEntries(Object.entries(await fingerprint(demo.database.db)).filter(([table]) => table !== 'ingest_tokens' && table !== 'ingest_assertions'));
      const before = await records();
      const base = () => imagingBundle({ patid: 'MO-1000002', accession: 'RAD-2', exam: 'CT head', modality: 'CT', findings: 'Normal.', impression: 'Normal.' });

      const noStudy = base();
      const report = noStudy.entry?.[0]?.resource as unknown as Record<string, unknown>;
      report.imagingStudy = undefined;
      report.conclusion = undefined;
      const refused = await send(token, noStudy);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<OperationOutcome>().issue?.map((i) => i.expression?.[0])).toEqual(expect.arrayContaining(['Bundle.entry[1].resource', 'Bundle.entry[0].resource.conclusion', 'Bundle.entry[0].resource.imagingStudy']));

      const otherResident = base();
      (otherResident.entry?.[1]?.resource as unknown as Record<string, unknown>).subject = { identifier: { system: 'urn:macao-phr:patid', value: 'MO-1000001' } };
      const mismatch = await send(token, otherResident);
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json<OperationOutcome>().issue).toEqual([expect.objectContaining({ expression: ['Bundle.entry[1].resource.subject'] })]);

      const lab = labReportBundle({ patid: 'MO-1000002', accession: 'RAD-3' });
      const mixed = await send(token, { ...base(), entry: [...(base().entry ?? []), ...(lab.entry ?? [])] });
      expect(mixed.statusCode).toBe(403);
      expect(await records()).toEqual(before);
    });

    it('takes a surgery record (Procedure) with its ICD-10 reason, and refuses a lab report from a client registered for procedures only', async () => {
      const token = await tokenFor(hospital, 'test-hospital', 'system/Procedure.cu');
      const performed = new Date(Date.now() - 86_400_000);
      const answer = await send(token, procedureBundle({ patid: 'MO-1000002', identifier: 'OP-1', name: 'Laparoscopic appendicectomy', department: 'General surgery', reason: { code: 'K35.8', name: 'Acute appendicitis' }, performed }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<Bundle>().entry?.[0]?.response).toMatchObject({ status: '201 Created', location: expect.stringMatching(/^Procedure\/\d+$/) });
      const id = Number(answer.json<Bundle>().entry?.[0]?.response?.location?.split('/')[1]);
      const list = await demo.list<SurgeryListResult>(paths.surgeryList, demo.f);
      expect(list.rows.find((r) => r.id === id)).toMatchObject({ orgCode: 'SS', surgeryNameEn: 'Laparoscopic appendicectomy' });
      const detail = await demo.detail<{ surgeryDiagId: string; surgeryDiagName: string; departmentEn: string }>(paths.surgeryDetail, id, demo.f);
      expect(detail).toMatchObject({ surgeryDiagId: 'K35.8', surgeryDiagName: 'Acute appendicitis', departmentEn: 'General surgery' });
      const told = await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f);
      expect(told.rows[0]).toMatchObject({ kind: 'received', recordType: 'surgery', recordId: id, orgCode: 'SS' });
      const refused = await send(token, labReportBundle({ patid: 'MO-1000002', accession: 'ACC-9' }));
      expect(refused.statusCode).toBe(403);
    });

    it('takes a vaccination (Immunization) coded in the portal’s vaccine catalogue, and refuses a vaccine it does not know', async () => {
      const token = await tokenFor(vaccinesOnly, 'test-vaccines', 'system/Immunization.cu');
      const dose = (identifier: string, code: string) => ({
        resourceType: 'Bundle',
        type: 'transaction',
        entry: [{ resource: { resourceType: 'Immunization', identifier: [{ system: 'https://vaccines.example.mo/dose', value: identifier }], status: 'completed', vaccineCode: { coding: [{ system: 'urn:macao-phr:vaccine', code }], text: 'Influenza' }, patient: { identifier: { system: 'urn:macao-phr:patid', value: 'MO-1000002' } }, occurrenceDateTime: '2026-10-15T10:30:00+08:00', lotNumber: 'FLU-2026-17', protocolApplied: [{ doseNumberPositiveInt: 1 }] }, request: { method: 'POST', url: 'Immunization' } }],
      });
      const answer = await send(token, dose('D-1', 'FLU'));
      expect(answer.statusCode, answer.body).toBe(200);
      const id = Number(answer.json<Bundle>().entry?.[0]?.response?.location?.split('/')[1]);
      const detail = await demo.detail<{ vaccineCode: string; vaccinationDate: string; orgCode: string; batchNo: string | null }>(paths.vaccineDetail, id, demo.f);
      expect(detail).toMatchObject({ vaccineCode: 'FLU', orgCode: 'SS' });
      expect(JSON.stringify(detail)).toContain('2026-10-15');
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows[0]).toMatchObject({ recordType: 'vaccination', recordId: id });
      const unknown = await send(token, dose('D-2', 'SMALLPOX'));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json<OperationOutcome>().issue?.[0]).toMatchObject({ code: 'code-invalid', expression: ['Bundle.entry[0].resource.vaccineCode'] });
    });

    it('takes a visit (Encounter) with its diagnoses (Conditions naming it), and refuses a Condition naming no Encounter of the Bundle', async () => {
      const token = await tokenFor(hospital, 'test-hospital', 'system/Encounter.cu system/Condition.cu');
      const patient = { identifier: { system: 'urn:macao-phr:patid', value: 'MO-1000002' } };
      const visit = (withEncounter: boolean) => ({
        resourceType: 'Bundle',
        type: 'transaction',
        entry: [
          ...(withEncounter
            ? [{ fullUrl: 'urn:uuid:6f1c2d7e-0000-4000-8000-000000000001', resource: { resourceType: 'Encounter', identifier: [{ system: 'https://hospital.example.mo/visit', value: 'V-1' }], status: 'finished', class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'EMER' }, subject: patient, serviceType: { text: 'Emergency department' }, participant: [{ individual: { display: 'Dr LEONG' } }], period: { start: '2026-11-20T21:10:00+08:00', end: '2026-11-20T23:40:00+08:00' } }, request: { method: 'POST', url: 'Encounter' } }]
            : []),
          { resource: { resourceType: 'Condition', subject: patient, encounter: { reference: 'urn:uuid:6f1c2d7e-0000-4000-8000-000000000001' }, code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10', code: 'S93.4' }], text: 'Sprain of ankle' } }, request: { method: 'POST', url: 'Condition' } },
        ],
      });
      const answer = await send(token, visit(true));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<Bundle>().entry?.[0]?.response?.location).toMatch(/^Encounter\/\d+$/);
      const id = Number(answer.json<Bundle>().entry?.[0]?.response?.location?.split('/')[1]);
      const detail = await demo.detail<VisitDetail>(paths.visitDetail, id, demo.f);
      expect(detail).toMatchObject({ typeCode: 'EMR', orgCode: 'SS', departmentEn: 'Emergency department', doctor: 'Dr LEONG', visitDate: '2026-11-20', visitTime: '21:10', diagnoses: [{ nameEn: 'Sprain of ankle', code: 'S93.4' }] });
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows[0]).toMatchObject({ recordType: 'visit', recordId: id });
      const orphan = await send(token, visit(false));
      expect(orphan.statusCode).toBe(400);
      expect(orphan.json<OperationOutcome>().issue?.[0]).toMatchObject({ expression: ['Bundle.entry[0].resource.encounter'] });
    });

    it('takes a prescription (the MedicationRequests of one groupIdentifier) into the prescriptions and medicines, updates it when sent again, and refuses an unknown timing whole', async () => {
      const pharmacy = await keysOf('ES384', 'rx-1');
      await registerIngestClient(demo.database.db, { clientId: 'test-pharmacy', orgCode: 'UH', name: 'Hospital pharmacy', jwks: { keys: [pharmacy.publicJwk as Record<string, unknown>] }, resourceTypes: ['MedicationRequest'] });
      const token = await tokenFor(pharmacy, 'test-pharmacy', 'system/MedicationRequest.cu');
      const patient = { identifier: { system: 'urn:macao-phr:patid', value: 'MO-1000002' } };
      const medicine = (name: string, timing: string, dose: number, days: number, quantity: number) => ({
        resource: {
          resourceType: 'MedicationRequest',
          status: 'active',
          intent: 'order',
          groupIdentifier: { system: 'https://pharmacy.example.mo/rx', value: 'RX-1' },
          subject: patient,
          authoredOn: '2026-11-25T09:30:00+08:00',
          medicationCodeableConcept: { text: name },
          dosageInstruction: [
            {
              text: 'After meals',
              timing: { code: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation', code: timing }] } },
              route: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-RouteOfAdministration', code: 'PO' }] },
              doseAndRate: [{ doseQuantity: { value: dose, unit: 'tablet' } }],
            },
          ],
          dispenseRequest: { expectedSupplyDuration: { value: days, unit: 'd', system: 'http://unitsofmeasure.org', code: 'd' }, quantity: { value: quantity, unit: 'tablet' } },
        },
        request: { method: 'POST', url: 'MedicationRequest' },
      });
      const bundle = (...entry: unknown[]) => ({ resourceType: 'Bundle', type: 'transaction', entry });
      const answer = await send(token, bundle(medicine('Metformin 500 mg', 'BID', 1, 30, 60), medicine('Atorvastatin 20 mg', 'HS', 1, 30, 30)));
      expect(answer.statusCode, answer.body).toBe(200);
      const locations = answer.json<Bundle>().entry?.map((e) => e.response?.location);
      expect(locations?.[0]).toMatch(/^MedicationRequest\/\d+$/);
      expect(locations?.[1]).toBe(locations?.[0]);
      const id = Number(locations?.[0]?.split('/')[1]);
      const detail = await demo.detail<PrescriptionDetail>(paths.prescriptionDetail, id, demo.f);
      expect(detail.drugInfo.map((d) => [d.gnameEng, d.frequency, d.route, d.days, d.totalAmount])).toEqual([
        ['Metformin 500 mg', 'BID', 'PO', 30, 60],
        ['Atorvastatin 20 mg', 'QN', 'PO', 30, 30],
      ]);
      expect(detail.drugInfo[0]).toMatchObject({ gnameTra: 'Metformin 500 mg', premarkEng: 'After meals', doseUnitEng: 'tablet' });
      const list = await demo.list<PrescriptionListResult>(paths.prescriptionList, demo.f);
      expect(list.rows.filter((r) => r.id === id)).toEqual([expect.objectContaining({ indexOrgCode: 'UH', drugCount: 2, visitNo: 'RX-1' })]);
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows[0]).toMatchObject({ kind: 'received', recordType: 'prescription', recordId: id, orgCode: 'UH' });

      // Sent again with one medicine: the same prescription, now with that one line; the resident is told it changed.
      const again = await send(token, bundle(medicine('Metformin 500 mg', 'TID', 1, 30, 90)));
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Bundle>().entry?.[0]?.response).toMatchObject({ status: '200 OK', location: `MedicationRequest/${id}` });
      expect((await demo.detail<PrescriptionDetail>(paths.prescriptionDetail, id, demo.f)).drugInfo.map((d) => [d.gnameEng, d.frequency])).toEqual([['Metformin 500 mg', 'TID']]);
      expect((await demo.list<PrescriptionListResult>(paths.prescriptionList, demo.f)).rows.filter((r) => r.visitNo === 'RX-1')).toHaveLength(1);
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows[0]).toMatchObject({ kind: 'updated', recordType: 'prescription', recordId: id });

      // An unknown timing refuses the whole Bundle: the good medicine beside it is not written either.
      const before = (await demo.detail<PrescriptionDetail>(paths.prescriptionDetail, id, demo.f)).drugInfo;
      const refused = await send(token, bundle(medicine('Metformin 500 mg', 'BID', 2, 30, 120), medicine('Aspirin 100 mg', 'Q3H', 1, 30, 30)));
      expect(refused.statusCode).toBe(422);
      expect(refused.json<OperationOutcome>().issue?.[0]).toMatchObject({ code: 'code-invalid', expression: ['Bundle.entry[1].resource.dosageInstruction[0].timing.code'] });
      expect((await demo.detail<PrescriptionDetail>(paths.prescriptionDetail, id, demo.f)).drugInfo).toEqual(before);
    });

    it('lists, counts and marks read only the signed-in resident’s notices', async () => {
      const token = await tokenFor(lab, 'test-lab');
      await send(token, labReportBundle({ patid: 'MO-1000001', accession: 'ACC-7' }));
      const mine = await demo.call<NoticeListResult>(paths.noticeList, {}, demo.m);
      expect(mine.unread).toBeGreaterThanOrEqual(2);
      const theirs = await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f);
      // Another resident's ids answer as unknown ones, and change nothing.
      const foreign = await post(demo.app, api(paths.noticeMarkRead), { ids: mine.rows.map((r) => r.id) }, as(demo.f));
      expect(foreign.body.resultCode).toBe(ResultCode.NOT_FOUND);
      expect((await demo.call<NoticeUnread>(paths.noticeUnread, {}, demo.f)).unread).toBe(theirs.unread);
      expect((await demo.call<NoticeUnread>(paths.noticeUnread, {}, demo.m)).unread).toBe(mine.unread);
      const first = mine.rows[0];
      expect((await demo.call<NoticeUnread>(paths.noticeMarkRead, { ids: [first?.id ?? 0] }, demo.m)).unread).toBe(mine.unread - 1);
      expect((await demo.call<NoticeListResult>(paths.noticeList, { unreadOnly: true }, demo.m)).rows.map((r) => r.id)).not.toContain(first?.id);
      expect((await demo.call<NoticeUnread>(paths.noticeMarkRead, { all: true }, demo.m)).unread).toBe(0);
    });

    // Last: it spends the token endpoint's allowance for this address.
    it('limits token requests per client address', async () => {
      const answers = await Promise.all(Array.from({ length: 61 }, () => tokenCall('grant_type=client_credentials')));
      expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
      expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBe('60');
    });
  });
}

onEachDatabase(suite, adminUrl);
