import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { ResultCode, VERIFICATION_CODE_MAX_TRIES, VERIFICATION_CODE_TTL_SECONDS, endpoints } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { guardianships, residents } from '../db/schema.ts';
import { guardianChecks, guardianCodes } from '../db/tables/guardian.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { logAccess } from '../http/access-log.ts';
import { identityNumberOf } from '../auth/identity.ts';
import { personalInfoOf } from '../auth/profile.ts';
import { callerKey } from './qr.ts';

function codeHash(sessionId: number, code: string): Buffer {
  return createHash('sha256').update(`${sessionId}:${code}`).digest();
}

/**
 * docs/product/roles.md parent/guardian identity check (screens dataVerification -> result -> childService). The
 * guardian gives their own Macao identity number and a one-time code; the session that passes may list
 * its wards. Acting for a ward (the Subject header, subject.ts) rests on the verified guardianship, which
 * is checked on every request.
 */
export const guardianRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const codeLimit = { config: { rateLimit: { max: ctx.scanRateLimit, timeWindow: 60_000, keyGenerator: callerKey } } };

  registerEndpoint(
    app,
    ctx,
    endpoints.guardianSendCode,
    async ({ sessionId }) => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = ctx.now();
      await db.delete(guardianCodes).where(eq(guardianCodes.sessionId, sessionId));
      await db.insert(guardianCodes).values({
        sessionId,
        codeHash: codeHash(sessionId, code).toString('base64url'),
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
      });
      return ok({ expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS, demoCode: ctx.demo ? code : null });
    },
    { actsForSubject: false, route: codeLimit },
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.guardianVerify,
    async ({ body, residentId, sessionId, correlationId }) => {
      const now = ctx.now();
      const log = (outcome: 'ok' | 'refused') =>
        logAccess(db, { actorId: residentId, subjectId: residentId, recordType: 'guardian_check', action: 'read', outcome: outcome === 'ok' ? 'ok' : 'failed', correlationId });
      const [pending] = await db
        .select()
        .from(guardianCodes)
        .where(and(eq(guardianCodes.sessionId, sessionId), gt(guardianCodes.expiresAt, now)))
        .orderBy(desc(guardianCodes.id))
        .limit(1);
      if (!pending || pending.tries >= VERIFICATION_CODE_MAX_TRIES) {
        await log('refused');
        return fail(ResultCode.IDENTIFICATION_FAILED);
      }
      await db.update(guardianCodes).set({ tries: sql`${guardianCodes.tries} + 1` }).where(eq(guardianCodes.id, pending.id));
      const [me] = await db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, residentId)).limit(1);
      if (!me || identityNumberOf(me.patid) !== body.identityNumber) {
        await log('refused');
        return fail(ResultCode.GUARDIAN_IDENTITY_INCORRECT);
      }
      const expected = Buffer.from(pending.codeHash, 'base64url');
      const given = codeHash(sessionId, body.verificationCode);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await log('refused');
        return fail(ResultCode.IDENTIFICATION_FAILED);
      }
      await db.delete(guardianCodes).where(eq(guardianCodes.sessionId, sessionId));
      await db.insert(guardianChecks).values({ sessionId, verifiedAt: now }).onConflictDoUpdate({ target: guardianChecks.sessionId, set: { verifiedAt: now } });
      await log('ok');
      return ok(null);
    },
    { actsForSubject: false, route: codeLimit },
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.guardianWards,
    async ({ residentId, sessionId, correlationId }) => {
      const [checked] = await db.select().from(guardianChecks).where(eq(guardianChecks.sessionId, sessionId)).limit(1);
      if (!checked) return ok({ verified: false, rows: [] });
      const now = ctx.now();
      const wards = await db
        .select({ ward: residents })
        .from(guardianships)
        .innerJoin(residents, eq(residents.id, guardianships.wardId))
        .where(and(eq(guardianships.guardianId, residentId), eq(guardianships.verified, true)))
        .orderBy(residents.birthDate);
      await logAccess(db, { actorId: residentId, subjectId: residentId, recordType: 'guardian_wards', action: 'list', outcome: 'ok', correlationId });
      return ok({
        verified: true,
        rows: wards.map(({ ward }) => {
          const info = personalInfoOf(ward, now);
          return { patid: info.patid, name: info.name, age: info.age, sexcode: info.sexcode, adult: info.adult };
        }),
      });
    },
    { actsForSubject: false },
  );
};
