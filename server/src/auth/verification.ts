import { eq } from 'drizzle-orm';
import { ResultCode, type ResultCodeValue } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { informationVerifications } from '../db/tables/verification.ts';

export type VerificationCheck =
  | { ok: true; id: number; entityName: string; expiresAt: Date }
  | { ok: false; code: ResultCodeValue };

/** docs/product/result-codes.md: 100046 expired, 100047 no access (an unknown id reads as no access: nothing to enumerate). */
export function judgeVerification(
  row: { id: number; entityName: string; granted: boolean; expiresAt: Date } | undefined,
  now: Date,
): VerificationCheck {
  if (!row || !row.granted) return { ok: false, code: ResultCode.GOV_NO_ACCESS };
  if (now.getTime() >= row.expiresAt.getTime()) return { ok: false, code: ResultCode.GOV_LINK_EXPIRED };
  return { ok: true, id: row.id, entityName: row.entityName, expiresAt: row.expiresAt };
}

export async function checkVerification(db: Db, verificationId: string, now: Date): Promise<VerificationCheck> {
  const [row] = await db
    .select()
    .from(informationVerifications)
    .where(eq(informationVerifications.verificationId, verificationId))
    .limit(1);
  return judgeVerification(row, now);
}

/** Demo verifications (docs/architecture.md#server, demo mode only), documented in the README. */
export const DEMO_VERIFICATIONS = {
  valid: 'demo-gov-valid-2026',
  expired: 'demo-gov-expired-2026',
  noaccess: 'demo-gov-noaccess-2026',
} as const;

export async function seedVerifications(db: Db, now: Date): Promise<void> {
  const year = 365 * 24 * 3_600_000;
  await db
    .insert(informationVerifications)
    .values([
      { verificationId: DEMO_VERIFICATIONS.valid, entityName: 'Demo Social Welfare Bureau', granted: true, expiresAt: new Date(now.getTime() + year) },
      { verificationId: DEMO_VERIFICATIONS.expired, entityName: 'Demo Education Bureau', granted: true, expiresAt: new Date(now.getTime() - 24 * 3_600_000) },
      { verificationId: DEMO_VERIFICATIONS.noaccess, entityName: 'Demo Transport Bureau', granted: false, expiresAt: new Date(now.getTime() + year) },
    ])
    .onConflictDoNothing();
}
