import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import { ResultCode } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { guardianships, residents, sessions } from '../db/schema.ts';
import { govSessions, informationVerifications } from '../db/tables/verification.ts';

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
  | {
      ok: true;
      sessionId: number;
      residentId: number;
      /** The resident's sex code (the catalogue filters services by it), read in the same statement. */
      sexcode: string;
      /**
       * Whose records the call may read, when a Subject header was judged in the same statement
       * (subjectHeader given): the resident, a verified ward, or null when refused. `namedId` is the
       * resident the header names, whoever that is (the refusal is logged to them).
       */
      subject: { id: number | null; namedId: number | null };
    }
  | { ok: false; code: (typeof ResultCode)[keyof typeof ResultCode] };

/** last_seen_at is written at most this often: a read does not turn into a write of its session row. */
export const TOUCH_INTERVAL_MS = 60_000;

type SessionRow = {
  id: number;
  resident_id: number;
  sexcode: string;
  revoked: boolean;
  disabled: boolean;
  expired: boolean;
  gov: boolean;
  gov_granted: boolean;
  gov_expired: boolean;
  subject_id: number | null;
  named_id: number | null;
};

/** The Subject header's patid, trimmed; null when absent or blank. */
function patidOf(header: string | string[] | undefined): string | null {
  const patid = (Array.isArray(header) ? header[0] : header)?.trim();
  return patid ? patid : null;
}

/**
 * docs/product/result-codes.md / docs/architecture.md#api-contract session codes: missing 100017, unknown 100019, logged out 100020, account
 * disabled 100021, idle or absolute limit passed 100018. Revocation is checked before expiry so that a
 * replayed token after sign-out always reads "signed out", whatever the time.
 * A valid use moves last_seen_at, which is what the idle limit measures; it is written only when it is
 * more than a minute old, so the idle limit is kept to the minute (a session may end up to a minute early,
 * never late) and most calls write nothing.
 * A session opened under a government-entity verification (docs/product/sign-in.md) also ends with it: 100046 once the
 * verification has expired, 100047 once its access is withdrawn.
 *
 * One statement, one round trip (docs/architecture.md#budgets): the lookup, the touch and, when
 * `subjectHeader` is passed, the Subject header's guardianship check (subject.ts, the same rules).
 */
export async function checkSession(
  db: Db,
  header: string | string[] | undefined,
  now: Date,
  idleMs: number,
  subjectHeader?: string | string[] | undefined,
): Promise<SessionCheck> {
  const token = tokenFromHeader(header);
  if (token === null) return { ok: false, code: ResultCode.SESSION_MISSING };
  // A header longer than any token we issue cannot match; do not hash megabytes for it.
  if (token.length > 512) return { ok: false, code: ResultCode.SESSION_INVALID };
  const patid = patidOf(subjectHeader);
  // A patid longer than any issued cannot name anybody: refused without looking it up.
  const lookup = patid !== null && patid.length <= 64 ? patid : null;
  const at = now.toISOString();
  const idleSince = new Date(now.getTime() - idleMs).toISOString();
  const touchBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS).toISOString();
  const result = await db.execute(sql`
    with found as (
      select s.id, s.resident_id, r.sexcode, s.last_seen_at,
        s.revoked_at is not null as revoked,
        r.disabled_at is not null as disabled,
        (${at}::timestamptz >= s.expires_at or s.last_seen_at < ${idleSince}::timestamptz) as expired,
        g.session_id is not null as gov,
        coalesce(v.granted, false) as gov_granted,
        coalesce(${at}::timestamptz >= v.expires_at, true) as gov_expired
      from ${sessions} s
      join ${residents} r on r.id = s.resident_id
      left join ${govSessions} g on g.session_id = s.id
      left join ${informationVerifications} v on v.id = g.verification_id
      where s.token_hash = ${hashToken(token)}
      limit 1
    ),
    named as (
      select t.id from ${residents} t where ${lookup}::text is not null and t.patid = ${lookup}::text limit 1
    ),
    touched as (
      update ${sessions} set last_seen_at = ${at}::timestamptz
      from found
      where ${sessions}.id = found.id
        and not found.revoked and not found.disabled and not found.expired
        and (not found.gov or (found.gov_granted and not found.gov_expired))
        and found.last_seen_at < ${touchBefore}::timestamptz
      returning ${sessions}.id
    )
    select found.id, found.resident_id, found.sexcode, found.revoked, found.disabled, found.expired,
      found.gov, found.gov_granted, found.gov_expired,
      (select count(*) from touched)::int as touched,
      (select id from named) as named_id,
      case
        when ${patid}::text is null then found.resident_id
        when (select id from named) = found.resident_id then found.resident_id
        when exists (
          select 1 from ${guardianships} w
          where w.guardian_id = found.resident_id and w.ward_id = (select id from named) and w.verified
        ) then (select id from named)
        else null
      end as subject_id
    from found
  `);
  const row = (result as unknown as { rows: SessionRow[] }).rows[0];
  if (!row) return { ok: false, code: ResultCode.SESSION_INVALID };
  if (row.revoked) return { ok: false, code: ResultCode.SESSION_REVOKED };
  if (row.disabled) return { ok: false, code: ResultCode.SESSION_DISABLED };
  if (row.expired) return { ok: false, code: ResultCode.SESSION_EXPIRED };
  if (row.gov) {
    if (!row.gov_granted) return { ok: false, code: ResultCode.GOV_NO_ACCESS };
    if (row.gov_expired) return { ok: false, code: ResultCode.GOV_LINK_EXPIRED };
  }
  return {
    ok: true,
    sessionId: Number(row.id),
    residentId: Number(row.resident_id),
    sexcode: row.sexcode,
    subject: { id: row.subject_id === null ? null : Number(row.subject_id), namedId: row.named_id === null ? null : Number(row.named_id) },
  };
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
