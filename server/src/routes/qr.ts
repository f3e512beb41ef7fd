import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BLOOD_DRAW_MINUTES,
  BLOOD_ROOM_CLOSE,
  BLOOD_ROOM_OPEN,
  CONSENT_RECORD_TYPES,
  QR_MAX_SCANS,
  ResultCode,
  endpoints,
  type ConsentRecordType,
  type Doctor,
  type QueueState,
  type QueueTicket,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { guardianships, residents } from '../db/schema.ts';
import { qrCodes, qrConsents } from '../db/tables/qr.ts';
import { fail, ok, registerEndpoint, type Outcome } from '../http/endpoint.ts';
import { logAccess } from '../http/access-log.ts';
import { verifyQr } from '../auth/qr-signing.ts';
import { ageOn, ADULT_AGE } from '../auth/profile.ts';
import { identityNumberOf } from '../auth/identity.ts';
import { tokenFromHeader } from '../auth/sessions.ts';

type QrRow = typeof qrCodes.$inferSelect;

/** The Macao calendar date (YYYY-MM-DD) of an instant: queue tickets are for one Macao day. */
const MACAO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Macau', year: 'numeric', month: '2-digit', day: '2-digit' });
export function macaoDate(now: Date): string {
  return MACAO_DATE.format(now);
}

/**
 * Rate limits count per signed-in resident (a hash of the token, never the token itself), so residents
 * behind one proxy do not share a budget; anonymous callers count per address.
 */
export function callerKey(request: FastifyRequest): string {
  const token = tokenFromHeader(request.headers.authorization);
  return token === null ? `ip:${request.ip}` : `t:${createHash('sha256').update(token).digest('base64url')}`;
}

/** docs/product/states.md queue messages from what the room reports and the ticket's date. */
export function queueStateOf(row: Pick<QrRow, 'queueStatus' | 'serviceDate' | 'patientId'>, today: string): QueueState {
  if (row.queueStatus === 'unregistered' || row.patientId === null) return 'notRegistered';
  if (row.queueStatus === 'done') return 'done';
  if (row.serviceDate !== today) return 'notToday';
  switch (row.queueStatus) {
    case 'called':
      return 'called';
    case 'passed':
      return 'passed';
    case 'finished':
      return 'finished';
    default:
      return 'waiting';
  }
}

export function doctorOf(row: QrRow): Doctor {
  return {
    name: { 'zh-Hant': row.doctorNameZhHant ?? '', en: row.doctorNameEn ?? '', pt: row.doctorNamePt ?? '' },
    department: { 'zh-Hant': row.departmentZhHant ?? '', en: row.departmentEn ?? '', pt: row.departmentPt ?? '' },
    orgCode: row.orgCode ?? '',
  };
}

function consentType(row: QrRow): ConsentRecordType {
  return (CONSENT_RECORD_TYPES as readonly string[]).includes(row.recordType) ? (row.recordType as ConsentRecordType) : 'OUT';
}

/**
 * docs/product/calls.md /qrApi/scanQr and /qrCode/*: signed, expiring codes (qr-signing.ts), queue tickets, doctor
 * consent (docs/product/validation.md: minors cannot consent; a guardian consents for a ward after giving the ward's Macao
 * identity number), the resident's consents and withdrawing one. Every consent and the doctor's access
 * it grants go to the patient's access log.
 */
export const qrRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const scanLimit = { config: { rateLimit: { max: ctx.scanRateLimit, timeWindow: 60_000, keyGenerator: callerKey } } };

  /** The stored code behind a scanned text: bad signature or unknown nonce read the same ('Invalid QRcode'). */
  async function codeOf(text: string): Promise<Outcome<QrRow>> {
    const now = ctx.now();
    const check = verifyQr(text, ctx.qrSecret, now);
    if (!check.ok) return fail(check.reason === 'expired' ? ResultCode.QR_EXPIRED : ResultCode.QR_INVALID);
    const [row] = await db
      .select()
      .from(qrCodes)
      .where(and(eq(qrCodes.nonce, check.payload.n), eq(qrCodes.kind, check.payload.k)))
      .limit(1);
    if (!row) return fail(ResultCode.QR_INVALID);
    if (row.expiresAt.getTime() <= now.getTime()) return fail(ResultCode.QR_EXPIRED);
    return ok(row);
  }

  /** Counts a scan; past QR_MAX_SCANS the code answers 'Scanning times exceeded'. */
  async function countScan(row: QrRow): Promise<boolean> {
    const [counted] = await db
      .update(qrCodes)
      .set({ scanCount: sql`${qrCodes.scanCount} + 1` })
      .where(and(eq(qrCodes.id, row.id), sql`${qrCodes.scanCount} < ${QR_MAX_SCANS}`))
      .returning({ id: qrCodes.id });
    return counted !== undefined;
  }

  async function consentRequest(text: string): Promise<Outcome<QrRow>> {
    const found = await codeOf(text);
    if (!found.ok) return found;
    if (found.data.kind !== 'consent') return fail(ResultCode.QR_INVALID);
    if (found.data.usedAt !== null) return fail(ResultCode.QR_REPEATED);
    return found;
  }

  registerEndpoint(
    app,
    ctx,
    endpoints.scanQr,
    async ({ body, residentId, subjectId, correlationId }) => {
      const found = await codeOf(body.qrCode);
      if (!found.ok) return found;
      const row = found.data;
      // Somebody else's ticket or request reads as any unknown code: a scan never reveals whose it is.
      if (row.kind === 'queue' && row.patientId !== null && row.patientId !== subjectId) return fail(ResultCode.QR_INVALID);
      if (row.kind === 'consent' && row.usedAt !== null) return fail(ResultCode.QR_REPEATED);
      if (!(await countScan(row))) return fail(ResultCode.QR_LIMIT);
      if (row.kind === 'consent') return ok({ kind: 'consent' as const, recordType: consentType(row) });
      const state = queueStateOf(row, macaoDate(ctx.now()));
      const ticketNo = row.ticketNo ?? 1;
      const calledNo = row.calledNo ?? null;
      const ticket: QueueTicket = {
        kind: 'queue',
        recordType: 'BLOOD',
        ticketNo,
        state,
        calledNo,
        ahead: state === 'waiting' ? Math.max(0, ticketNo - (calledNo ?? 0) - 1) : 0,
        serviceDate: row.serviceDate ?? macaoDate(ctx.now()),
        roomOpen: BLOOD_ROOM_OPEN,
        roomClose: BLOOD_ROOM_CLOSE,
        minutesPerDraw: BLOOD_DRAW_MINUTES,
      };
      if (row.patientId !== null) {
        await logAccess(db, { actorId: residentId, subjectId, recordType: 'blood_queue', recordId: row.id, action: 'read', outcome: 'ok', correlationId });
      }
      return ok(ticket);
    },
    { route: scanLimit },
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.qrDoctorInfo,
    async ({ body, subjectId }) => {
      const found = await consentRequest(body.qrCode);
      if (!found.ok) return found;
      const row = found.data;
      return ok({ doctor: doctorOf(row), recordType: consentType(row), expiresAt: row.expiresAt.toISOString(), identityMatches: row.patientId === subjectId });
    },
    { route: scanLimit },
  );

  async function isVerifiedWard(guardianId: number, wardId: number): Promise<boolean> {
    const [link] = await db
      .select({ id: guardianships.id })
      .from(guardianships)
      .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.wardId, wardId), eq(guardianships.verified, true)))
      .limit(1);
    return link !== undefined;
  }

  registerEndpoint(
    app,
    ctx,
    endpoints.qrConfirmInfo,
    async ({ body, residentId, subjectId, correlationId }) => {
      const found = await consentRequest(body.qrCode);
      if (!found.ok) return found;
      const row = found.data;
      const now = ctx.now();
      const [actor] = await db.select().from(residents).where(eq(residents.id, residentId)).limit(1);
      if (!actor) return fail(ResultCode.NOT_FOUND);
      // docs/product/validation.md/docs/product/roles.md: minors cannot consent by QR, whoever's request it is.
      if (ageOn(actor.birthDate, now) < ADULT_AGE) return fail(ResultCode.MINOR_CANNOT_CONSENT);
      let patientId: number;
      if (row.patientId !== null && row.patientId === subjectId) {
        patientId = subjectId;
      } else {
        // docs/product/validation.md: identity does not match, so the child's Macao identity number is asked. A number that is
        // not the doctor's patient, or a patient who is not the caller's ward, reads the same.
        if (body.childIdentityNumber === undefined || row.patientId === null) return fail(ResultCode.IDENTITY_INCONSISTENT);
        const [patient] = await db.select().from(residents).where(eq(residents.id, row.patientId)).limit(1);
        if (!patient || identityNumberOf(patient.patid) !== body.childIdentityNumber) return fail(ResultCode.IDENTITY_INCONSISTENT);
        if (!(await isVerifiedWard(residentId, patient.id))) return fail(ResultCode.IDENTITY_INCONSISTENT);
        patientId = patient.id;
      }
      // Answered once: the conditional update is what makes a replay (or a race) 'Do not scan again'.
      const [claimed] = await db
        .update(qrCodes)
        .set({ usedAt: now })
        .where(and(eq(qrCodes.id, row.id), isNull(qrCodes.usedAt)))
        .returning({ id: qrCodes.id });
      if (!claimed) return fail(ResultCode.QR_REPEATED);
      const decision = body.agree ? ('agreed' as const) : ('declined' as const);
      const [consent] = await db
        .insert(qrConsents)
        .values({ residentId: patientId, actorId: residentId, requestId: row.id, decision, decidedAt: now })
        .returning({ id: qrConsents.id });
      if (!consent) return fail(ResultCode.UNKNOWN_ERROR);
      if (decision === 'agreed') {
        await logAccess(db, { actorId: residentId, subjectId: patientId, recordType: 'qr_consent', recordId: consent.id, action: 'share', outcome: 'ok', correlationId });
        // The doctor's workstation opens the consented record type at once: that access is the doctor's.
        await logAccess(db, { actorId: null, subjectId: patientId, recordType: 'doctor_access', recordId: consent.id, action: 'read', outcome: 'ok', correlationId });
      }
      return ok({ decision, consentId: decision === 'agreed' ? consent.id : null, recordType: consentType(row), doctor: doctorOf(row) });
    },
    { route: scanLimit },
  );

  const giver = alias(residents, 'giver');

  registerEndpoint(app, ctx, endpoints.qrConsentList, async ({ body, residentId, subjectId, correlationId }) => {
    const mine = and(eq(qrConsents.residentId, subjectId), eq(qrConsents.decision, 'agreed'));
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(qrConsents).where(mine),
      db
        .select({ consent: qrConsents, request: qrCodes, giver })
        .from(qrConsents)
        .innerJoin(qrCodes, eq(qrCodes.id, qrConsents.requestId))
        .innerJoin(giver, eq(giver.id, qrConsents.actorId))
        .where(mine)
        .orderBy(desc(qrConsents.decidedAt), desc(qrConsents.id))
        .limit(body.page.pageSize)
        .offset((body.page.pageNum - 1) * body.page.pageSize),
    ]);
    await logAccess(db, { actorId: residentId, subjectId, recordType: 'qr_consent', action: 'list', outcome: 'ok', correlationId });
    return ok({
      total: total?.n ?? 0,
      rows: rows.map(({ consent, request, giver: g }) => ({
        id: consent.id,
        doctor: doctorOf(request),
        recordType: consentType(request),
        agreedAt: consent.decidedAt.toISOString(),
        withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
        givenBy: { 'zh-Hant': g.nameZhHant, en: g.nameEn, pt: g.namePt },
      })),
    });
  });

  registerEndpoint(app, ctx, endpoints.qrConsentWithdraw, async ({ body, residentId, subjectId, correlationId }) => {
    const [consent] = await db
      .select()
      .from(qrConsents)
      .where(and(eq(qrConsents.id, body.id), eq(qrConsents.residentId, subjectId), eq(qrConsents.decision, 'agreed')))
      .limit(1);
    if (!consent) {
      await logAccess(db, { actorId: residentId, subjectId, recordType: 'qr_consent', recordId: null, action: 'delete', outcome: 'not_found', correlationId });
      return fail(ResultCode.NOT_FOUND);
    }
    // Withdrawing twice changes nothing the second time.
    if (consent.withdrawnAt === null) {
      await db.update(qrConsents).set({ withdrawnAt: ctx.now() }).where(eq(qrConsents.id, consent.id));
    }
    await logAccess(db, { actorId: residentId, subjectId, recordType: 'qr_consent', recordId: consent.id, action: 'delete', outcome: 'ok', correlationId });
    return ok(null);
  });
};
