import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { ResultCode, authorizeStartRequestSchema, authorizedCodeLoginRequestSchema, endpoints } from '@macao-phr/contract';
import type { AccountType, PortalConfig, ResultCodeValue } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { residents, sessions } from '../db/schema.ts';
import { providerSessions, signInAttempts } from '../db/tables/sign-in.ts';
import { govSessions } from '../db/tables/verification.ts';
import { fail, ok, registerEndpoint, requestLanguage } from '../http/endpoint.ts';
import { loginResultOf } from '../auth/profile.ts';
import { createSession, hashToken, revokeSession } from '../auth/sessions.ts';
import { noteSignIn } from '../auth/account-notices.ts';
import { logAccess } from '../http/access-log.ts';
import { checkVerification } from '../auth/verification.ts';
import { CALLBACK_PATH, SIGNED_OUT_PATH, ownAddress, ownOrigin, type SignInSettings } from '../auth/sign-in-settings.ts';
import type { RelyingParty } from '../oidc/relying-party.ts';

export type SignInContext = AppContext & { signIn: SignInSettings; relyingParty: RelyingParty | null };

type ExchangeStep = { ok: true; subject: string | null; stateHash: string } | { ok: false; code: ResultCodeValue; reason: string };

/** An attempt (state, nonce, PKCE verifier) is good for this long, and once. */
export const SIGN_IN_ATTEMPT_SECONDS = 600;

export function hashState(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}

/** Whether the portal may be sent back to this address: a registered redirect address, or our own callback. */
export function allowedRedirect(value: string, request: FastifyRequest, settings: SignInSettings, registered: readonly string[]): boolean {
  if (registered.length > 0) return registered.includes(value);
  const own = ownAddress(value, ownOrigin(request, settings));
  return own !== null && new URL(own).pathname === CALLBACK_PATH && new URL(own).search === '';
}

/** The provider's sign-out address for a session opened through it, coming back to the portal's sign-in page; null otherwise. */
export async function providerSignOutAddress(db: Db, rp: RelyingParty | null, settings: SignInSettings, request: FastifyRequest, sessionId: number): Promise<string | null> {
  if (rp === null) return null;
  const [row] = await db.select().from(providerSessions).where(eq(providerSessions.sessionId, sessionId)).limit(1);
  if (!row) return null;
  const registered = rp.settings.redirectUris;
  // Back to the sign-in page on the origin of the registered callback (or our own).
  const origin = registered[0] !== undefined ? new URL(registered[0]).origin : ownOrigin(request, settings);
  return rp.endSessionUrl(`${origin}${SIGNED_OUT_PATH}`);
}

/** docs/product/calls.md authorizeStart, authorizedCodeLogin, getJsApiSignature, informationVerification/checkValid; "stay signed in"; portal settings. */
export const signInRoutes: FastifyPluginAsync<SignInContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const rp = ctx.relyingParty;
  const limited = { route: { config: { rateLimit: { max: ctx.loginRateLimit, timeWindow: 60_000 } } } };

  /**
   * The provider is called before the handler's database transaction, never inside it: a slow provider must not
   * hold a connection (on PGlite, the only one). The outcome waits on the request for the handler.
   */
  const started = new WeakMap<FastifyRequest, Awaited<ReturnType<RelyingParty['start']>>>();
  const exchanged = new WeakMap<FastifyRequest, ExchangeStep>();

  registerEndpoint(
    app,
    ctx,
    endpoints.authorizeStart,
    async ({ body, request }) => {
      if (rp === null) return fail(ResultCode.PROVIDER_SIGN_IN_OFF);
      if (!allowedRedirect(body.redirectUri, request, ctx.signIn, rp.settings.redirectUris)) return fail(ResultCode.SIGN_IN_STATE_INVALID);
      const step = started.get(request);
      if (step === undefined) return fail(ResultCode.SIGN_IN_UNAVAILABLE);
      if (!step.ok) {
        request.log.warn({ resultCode: step.code, reason: step.reason }, 'identity provider unavailable');
        return fail(step.code);
      }
      const accountType: AccountType = body.accountType ?? 'PERSONAL';
      const now = ctx.now();
      // Attempts past their life for a day are of no use, not even to recognise a replay.
      await db.delete(signInAttempts).where(lt(signInAttempts.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
      await db.insert(signInAttempts).values({
        stateHash: hashState(step.state),
        codeVerifier: step.codeVerifier,
        nonce: step.nonce,
        redirectUri: body.redirectUri,
        accountType,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_ATTEMPT_SECONDS * 1000),
      });
      return ok({ authorizationUrl: step.authorizationUrl, state: step.state });
    },
    {
      route: {
        ...limited.route,
        preHandler: async (request) => {
          const parsed = authorizeStartRequestSchema.safeParse(request.body);
          // Nothing is asked of the provider for a request the handler will refuse.
          if (rp === null || !parsed.success || !allowedRedirect(parsed.data.redirectUri, request, ctx.signIn, rp.settings.redirectUris)) return;
          started.set(request, await rp.start({ redirectUri: parsed.data.redirectUri, language: requestLanguage(request) }));
        },
      },
    },
  );

  /** Spends the attempt (at once, outside any transaction) and asks the provider; the handler opens the session. */
  async function exchangeStep(request: FastifyRequest): Promise<ExchangeStep | undefined> {
    const parsed = authorizedCodeLoginRequestSchema.safeParse(request.body);
    if (rp === null || !parsed.success) return undefined;
    const body = parsed.data;
    const now = ctx.now();
    const stateHash = hashState(body.state);
    // Spent at once, whatever follows: an answer that reached the wrong hands is not tried twice.
    const [attempt] = await db
      .update(signInAttempts)
      .set({ usedAt: now })
      .where(and(eq(signInAttempts.stateHash, stateHash), isNull(signInAttempts.usedAt)))
      .returning();
    if (!attempt) {
      const [used] = await db.select().from(signInAttempts).where(eq(signInAttempts.stateHash, stateHash)).limit(1);
      if (!used) return { ok: false, code: ResultCode.SIGN_IN_STATE_INVALID, reason: 'unknown state' };
      // A replayed answer revokes the session it opened (RFC 6749 4.1.2): somebody else holds it.
      if (used.sessionId != null) await revokeSession(db, used.sessionId, now);
      return { ok: false, code: ResultCode.AUTH_CODE_INVALID, reason: 'answer replayed' };
    }
    const accountType: AccountType = body.accountType ?? 'PERSONAL';
    if (now.getTime() >= attempt.expiresAt.getTime() || body.redirectUri !== attempt.redirectUri || accountType !== attempt.accountType) {
      return { ok: false, code: ResultCode.SIGN_IN_STATE_INVALID, reason: 'attempt expired or for another address or account type' };
    }
    const callbackUrl = new URL(attempt.redirectUri);
    callbackUrl.search = '';
    callbackUrl.hash = '';
    callbackUrl.searchParams.set('code', body.code);
    callbackUrl.searchParams.set('state', body.state);
    if (body.iss !== undefined) callbackUrl.searchParams.set('iss', body.iss);
    const outcome = await rp.exchange({ callbackUrl, state: body.state, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce });
    return outcome.ok ? { ok: true, subject: outcome.subject, stateHash } : outcome;
  }

  registerEndpoint(
    app,
    ctx,
    endpoints.authorizedCodeLogin,
    async ({ body, correlationId, request }) => {
      const step = exchanged.get(request);
      if (rp === null || step === undefined) return fail(ResultCode.PROVIDER_SIGN_IN_OFF);
      const now = ctx.now();
      const accountType: AccountType = body.accountType ?? 'PERSONAL';
      const refuse = async (code: ResultCodeValue, reason: string, residentId: number | null) => {
        // The outcome and why, never the code, state, token or verifier.
        request.log.warn({ resultCode: code, reason }, 'provider sign-in refused');
        await logAccess(db, { actorId: residentId, subjectId: residentId, recordType: 'session', action: 'login', outcome: 'failed', correlationId });
        return fail(code);
      };
      if (!step.ok) return refuse(step.code, step.reason, null);
      const [resident] = step.subject === null ? [] : await db.select().from(residents).where(eq(residents.username, step.subject)).limit(1);
      if (!resident) return refuse(ResultCode.SIGN_IN_NOT_AUTHORIZED, 'nobody of that identity in the portal', null);
      if (resident.disabledAt) return refuse(ResultCode.SESSION_DISABLED, 'account disabled', resident.id);

      let verificationRowId: number | null = null;
      if (accountType === 'GOV_ENTITY') {
        const verification = await checkVerification(db, body.informationVerificationId ?? '', now);
        if (!verification.ok) return refuse(verification.code, 'verification', resident.id);
        verificationRowId = verification.id;
      }

      // A new token at every sign-in: nothing the browser held before is reused.
      const tokenId = await createSession(db, resident.id, now, ctx.sessionAbsoluteMs);
      const sessionId = await sessionIdOf(db, tokenId);
      await db.update(signInAttempts).set({ sessionId }).where(eq(signInAttempts.stateHash, step.stateHash));
      await db.insert(providerSessions).values({ sessionId, createdAt: now });
      if (verificationRowId !== null) await db.insert(govSessions).values({ sessionId, verificationId: verificationRowId });
      await noteSignIn(db, resident.id, body.browserId, now);
      await logAccess(db, { actorId: resident.id, subjectId: resident.id, recordType: 'session', action: 'login', outcome: 'ok', correlationId });
      return ok({ ...loginResultOf(resident, tokenId, now), accountType });
    },
    {
      route: {
        ...limited.route,
        preHandler: async (request) => {
          const step = await exchangeStep(request);
          if (step !== undefined) exchanged.set(request, step);
        },
      },
    },
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
export function portalConfigOf(ctx: Pick<SignInContext, 'signIn' | 'sessionIdleMs' | 'relyingParty' | 'demo'>): PortalConfig {
  return {
    linkMode: ctx.signIn.linkMode,
    sessionIdleSeconds: Math.max(1, Math.round(ctx.sessionIdleMs / 1000)),
    passwordSignIn: ctx.signIn.passwordSignIn,
    providerSignIn: ctx.relyingParty !== null,
    demoAccounts: ctx.demo && ctx.signIn.passwordSignIn,
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
