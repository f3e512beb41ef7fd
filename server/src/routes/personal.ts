import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ResultCode, endpoints } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { guardianships, residents } from '../db/schema.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { dummyPasswordHash, verifyPassword } from '../auth/password.ts';
import { loginResultOf, personalInfoOf } from '../auth/profile.ts';
import { createSession, revokeSession } from '../auth/sessions.ts';
import { noteSignIn } from '../auth/account-notices.ts';
import { logAccess } from '../http/access-log.ts';

/** Sign-in, sign-out and personal information (docs/product/calls.md "Authentication" and "Personal"). */
export const personalRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  registerEndpoint(
    app,
    ctx,
    endpoints.login,
    async ({ body, correlationId }) => {
      if (!ctx.passwordSignIn) return fail(ResultCode.PASSWORD_SIGN_IN_OFF);
      // Per account, from any address (sign-in-throttle.ts): past a few attempts in a row, the password is not even checked.
      const verdict = await ctx.signInThrottle.attempt(body.username, ctx.now());
      if (!verdict.allowed) {
        await logAccess(db, { actorId: null, subjectId: null, recordType: 'session', action: 'login', outcome: 'refused', correlationId });
        return fail(ResultCode.RATE_LIMITED);
      }
      const [resident] = await db.select().from(residents).where(eq(residents.username, body.username)).limit(1);
      // Same work and same answer for an unknown user and a wrong password: no account enumeration.
      const passwordOk = await verifyPassword(body.password, resident?.passwordHash ?? (await dummyPasswordHash()));
      if (!resident || !passwordOk) {
        await logAccess(db, {
          actorId: resident?.id ?? null,
          subjectId: resident?.id ?? null,
          recordType: 'session',
          action: 'login',
          outcome: 'failed',
          correlationId,
        });
        return fail(ResultCode.LOGIN_FAILED);
      }
      if (resident.disabledAt) return fail(ResultCode.SESSION_DISABLED);
      const now = ctx.now();
      const tokenId = await createSession(db, resident.id, now, ctx.sessionAbsoluteMs);
      await noteSignIn(db, resident.id, body.browserId, now);
      await ctx.signInThrottle.succeeded(body.username);
      await logAccess(db, { actorId: resident.id, subjectId: resident.id, recordType: 'session', action: 'login', outcome: 'ok', correlationId });
      return ok(loginResultOf(resident, tokenId, now));
    },
    { route: { config: { rateLimit: { max: ctx.loginRateLimit, timeWindow: 60_000 } } } },
  );

  // Signing out ends the caller's own session whatever Subject says.
  registerEndpoint(
    app,
    ctx,
    endpoints.loginOut,
    async ({ sessionId, residentId, correlationId, request }) => {
      // Asked before the session goes: only a session opened through the identity provider ends there too.
      const endSessionUrl = await ctx.providerSignOut(request, sessionId);
      await revokeSession(db, sessionId, ctx.now());
      await logAccess(db, { actorId: residentId, subjectId: residentId, recordType: 'session', action: 'logout', outcome: 'ok', correlationId });
      return ok(endSessionUrl === null ? null : { endSessionUrl });
    },
    { actsForSubject: false },
  );

  registerEndpoint(app, ctx, endpoints.personalInfo, async ({ residentId, subjectId, correlationId }) => {
    const [resident] = await db.select().from(residents).where(eq(residents.id, subjectId)).limit(1);
    if (!resident) return fail(ResultCode.NOT_FOUND);
    const now = ctx.now();
    const wards = await db
      .select({ ward: residents })
      .from(guardianships)
      .innerJoin(residents, eq(residents.id, guardianships.wardId))
      .where(and(eq(guardianships.guardianId, subjectId), eq(guardianships.verified, true)));
    await logAccess(db, { actorId: residentId, subjectId, recordType: 'personal_info', action: 'read', outcome: 'ok', correlationId });
    const info = personalInfoOf(resident, now);
    return ok({
      ...info,
      wards: wards.map(({ ward }) => {
        const w = personalInfoOf(ward, now);
        return { patid: w.patid, name: w.name, age: w.age };
      }),
    });
  });
};
