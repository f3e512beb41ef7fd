import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import { ResultCode } from '@macao-phr/contract';
import type { Db } from './db/client.ts';
import { residents, sessions } from './db/schema.ts';
import { govSessions, informationVerifications } from './db/tables/verification.ts';
import { judgeVerification } from './verification.ts';

/** 32 random bytes, base64url: 256 bits, not guessable, safe in a header. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this goes to the database, so a leaked table cannot be replayed as tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** docs/architecture.md#api-contract: `Authorization: <tokenId>`, a `Bearer ` prefix accepted too. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined) return null;
  // "Bearer" alone (its trailing space trimmed away in transit) carries no token either.
  const token = raw.trim().replace(/^bearer(\s+|$)/i, '').trim();
  return token === '' ? null : token;
}

export async function createSession(
  db: Db,
  residentId: number,
  now: Date,
  absoluteMs: number,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    residentId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + absoluteMs),
  });
  return token;
}

export type SessionCheck =
  | { ok: true; sessionId: number; residentId: number }
  | { ok: false; code: (typeof ResultCode)[keyof typeof ResultCode] };

/**
 * docs/product/result-codes.md / docs/architecture.md#api-contract session codes: missing 100017, unknown 100019, logged out 100020, account
 * disabled 100021, idle or absolute limit passed 100018. Revocation is checked before expiry so that a
 * replayed token after sign-out always reads "signed out", whatever the time.
 * A valid use moves last_seen_at, which is what the idle limit measures.
 * A session opened under a government-entity verification (docs/product/sign-in.md) also ends with it: 100046 once the
 * verification has expired, 100047 once its access is withdrawn.
 */
export async function checkSession(
  db: Db,
  header: string | string[] | undefined,
  now: Date,
  idleMs: number,
): Promise<SessionCheck> {
  const token = tokenFromHeader(header);
  if (token === null) return { ok: false, code: ResultCode.SESSION_MISSING };
  // A header longer than any token we issue cannot match; do not hash megabytes for it.
  if (token.length > 512) return { ok: false, code: ResultCode.SESSION_INVALID };
  const [row] = await db
    .select({
      id: sessions.id,
      residentId: sessions.residentId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      disabledAt: residents.disabledAt,
      gov: {
        id: informationVerifications.id,
        entityName: informationVerifications.entityName,
        granted: informationVerifications.granted,
        expiresAt: informationVerifications.expiresAt,
      },
    })
    .from(sessions)
    .innerJoin(residents, eq(residents.id, sessions.residentId))
    .leftJoin(govSessions, eq(govSessions.sessionId, sessions.id))
    .leftJoin(informationVerifications, eq(informationVerifications.id, govSessions.verificationId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, code: ResultCode.SESSION_INVALID };
  if (row.revokedAt) return { ok: false, code: ResultCode.SESSION_REVOKED };
  if (row.disabledAt) return { ok: false, code: ResultCode.SESSION_DISABLED };
  const t = now.getTime();
  if (t >= row.expiresAt.getTime() || t - row.lastSeenAt.getTime() > idleMs) {
    return { ok: false, code: ResultCode.SESSION_EXPIRED };
  }
  if (row.gov !== null) {
    const verification = judgeVerification(row.gov, now);
    if (!verification.ok) return verification;
  }
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  return { ok: true, sessionId: row.id, residentId: row.residentId };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Drops sessions that can no longer be used (past their absolute limit, or revoked) once a day has passed,
 * so the table does not grow with every sign-in. The day of grace keeps "signed out" (100020) answering
 * for a replayed token for a while instead of turning into "invalid" (100019) at once.
 */
export async function purgeSessions(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)));
}
