import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { AUTH_CODE_TTL_SECONDS, ResultCode, endpoints } from '@macao-phr/contract';
import type { AccountType, PortalConfig, ResultCodeValue } from '@macao-phr/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { residents, sessions } from '../db/schema.ts';
import { authCodes } from '../db/tables/sign-in.ts';
import { govSessions } from '../db/tables/verification.ts';
import { fail, ok, registerEndpoint } from '../http.ts';
import { loginResultOf } from '../profile.ts';
import { createSession, hashToken, revokeSession } from '../sessions.ts';
import { logAccess } from '../access-log.ts';
import { checkVerification } from '../verification.ts';
import { ownAddress, ownOrigin, type SignInSettings } from '../sign-in-settings.ts';

export type SignInContext = AppContext & { signIn: SignInSettings };

export function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** A one-time code for a resident, bound to the redirect address and account type (the demo IdP issues these). */
export async function issueAuthCode(
  db: Db,
  input: { residentId: number; redirectUri: string; accountType: AccountType; now: Date },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  // Codes past their life for a day are of no use, not even to recognise a replay.
  await db.delete(authCodes).where(lt(authCodes.expiresAt, new Date(input.now.getTime() - 24 * 3_600_000)));
  await db.insert(authCodes).values({
    codeHash: hashCode(code),
    residentId: input.residentId,
    redirectUri: input.redirectUri,
    accountType: input.accountType,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + AUTH_CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/** docs/product/calls.md authorizedCodeLogin, getJsApiSignature, informationVerification/checkValid; "stay signed in"; portal settings. */
export const signInRoutes: FastifyPluginAsync<SignInContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const limited = { route: { config: { rateLimit: { max: ctx.loginRateLimit, timeWindow: 60_000 } } } };

  registerEndpoint(
    app,
    ctx,
    endpoints.authorizedCodeLogin,
    async ({ body, correlationId }) => {
      const now = ctx.now();
      const accountType: AccountType = body.accountType ?? 'PERSONAL';
      // Spent at once, whatever follows: a code that reached the wrong hands is not tried twice.
      const [code] = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(eq(authCodes.codeHash, hashCode(body.code)), isNull(authCodes.usedAt)))
        .returning();
      if (!code) {
        // A replayed code revokes the session it opened (RFC 6749 4.1.2): somebody else holds it.
        const [used] = await db.select().from(authCodes).where(eq(authCodes.codeHash, hashCode(body.code))).limit(1);
        if (used?.sessionId != null) await revokeSession(db, used.sessionId, now);
        await logAccess(db, { actorId: used?.residentId ?? null, subjectId: used?.residentId ?? null, recordType: 'session', action: 'login', outcome: 'failed', correlationId });
        return fail(ResultCode.AUTH_CODE_INVALID);
      }
      const refuse = async (reason: ResultCodeValue = ResultCode.AUTH_CODE_INVALID) => {
        await logAccess(db, { actorId: code.residentId, subjectId: code.residentId, recordType: 'session', action: 'login', outcome: 'failed', correlationId });
        return fail(reason);
      };
      if (now.getTime() >= code.expiresAt.getTime() || body.redirectUri !== code.redirectUri || accountType !== code.accountType) {
        return refuse();
      }
      const [resident] = await db.select().from(residents).where(eq(residents.id, code.residentId)).limit(1);
      if (!resident) return refuse();
      if (resident.disabledAt) return refuse(ResultCode.SESSION_DISABLED);

      let verificationRowId: number | null = null;
      if (accountType === 'GOV_ENTITY') {
        const verification = await checkVerification(db, body.informationVerificationId ?? '', now);
        if (!verification.ok) return refuse(verification.code);
        verificationRowId = verification.id;
      }

      // A new token at every sign-in: nothing the browser held before is reused.
      const tokenId = await createSession(db, resident.id, now, ctx.sessionAbsoluteMs);
      const sessionId = await sessionIdOf(db, tokenId);
      await db.update(authCodes).set({ sessionId }).where(eq(authCodes.codeHash, code.codeHash));
      if (verificationRowId !== null) await db.insert(govSessions).values({ sessionId, verificationId: verificationRowId });
      await logAccess(db, { actorId: resident.id, subjectId: resident.id, recordType: 'session', action: 'login', outcome: 'ok', correlationId });
      return ok({ ...loginResultOf(resident, tokenId, now), accountType });
    },
    limited,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.refreshSession,
    async ({ sessionId }) => {
      // The session check before this handler has already moved last_seen_at: that is the refresh.
      const [session] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      if (!session) return fail(ResultCode.SESSION_INVALID);
      return ok({ idleSeconds: Math.max(1, Math.round(ctx.sessionIdleMs / 1000)), expiresAt: session.expiresAt.toISOString() });
    },
    { actsForSubject: false },
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.jsApiSignature,
    async ({ body, request }) => {
      if (ownAddress(body.url, ownOrigin(request, ctx.signIn)) === null) return fail(ResultCode.NOT_AUTHORIZED);
      const timestamp = Math.floor(ctx.now().getTime() / 1000);
      const nonce = randomBytes(16).toString('base64url');
      return ok({ timestamp, nonce, signature: jsApiSignature(ctx.signIn.jsApiSecret, { url: body.url, timestamp, nonce }) });
    },
    limited,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.checkValid,
    async ({ body }) => {
      const verification = await checkVerification(db, body.informationVerificationId, ctx.now());
      if (!verification.ok) return fail(verification.code);
      return ok({ entityName: verification.entityName, expiresAt: verification.expiresAt.toISOString() });
    },
    limited,
  );

  registerEndpoint(app, ctx, endpoints.portalConfig, async () => ok(portalConfigOf(ctx)));
};

/** The settings the portal acts on: answered by GET /api/portal/config and written into index.html (portal-static.ts). */
export function portalConfigOf(ctx: Pick<SignInContext, 'signIn' | 'sessionIdleMs'>): PortalConfig {
  return {
    linkMode: ctx.signIn.linkMode,
    sessionIdleSeconds: Math.max(1, Math.round(ctx.sessionIdleMs / 1000)),
    identityProvider: ctx.signIn.identityProvider,
    appEntry: ctx.signIn.appEntry,
  };
}

/** The documented signature: hex HMAC-SHA256 of `nonce=..&timestamp=..&url=..`. */
export function jsApiSignature(secret: string, input: { url: string; timestamp: number; nonce: string }): string {
  return createHmac('sha256', secret).update(`nonce=${input.nonce}&timestamp=${input.timestamp}&url=${input.url}`, 'utf8').digest('hex');
}

async function sessionIdOf(db: Db, token: string): Promise<number> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(token))).limit(1);
  if (!row) throw new Error('session just created is missing');
  return row.id;
}
