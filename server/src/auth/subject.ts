import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { guardianships, residents } from '../db/schema.ts';

/**
 * docs/architecture.md#server / docs/product/roles.md: a signed-in resident acts for themself, or for a ward through a verified
 * guardianship named by the Subject header (the ward's patid). Returns the subject's id, or null when the
 * caller may not act for that patid; an unknown patid and somebody else's patid look the same, so the
 * header cannot be used to discover who exists.
 */
export async function resolveSubject(db: Db, actorId: number, header: string | string[] | undefined): Promise<number | null> {
  const patid = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!patid) return actorId;
  if (patid.length > 64) return null;
  const [target] = await db.select({ id: residents.id }).from(residents).where(eq(residents.patid, patid)).limit(1);
  if (!target) return null;
  if (target.id === actorId) return actorId;
  const [link] = await db
    .select({ id: guardianships.id })
    .from(guardianships)
    .where(and(eq(guardianships.guardianId, actorId), eq(guardianships.wardId, target.id), eq(guardianships.verified, true)))
    .limit(1);
  return link ? target.id : null;
}

/** The resident a Subject header names (whoever asks), or null: where a refusal is logged, so the named resident sees it. */
export async function namedResident(db: Db, header: string | string[] | undefined): Promise<number | null> {
  const patid = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (!patid || patid.length > 64) return null;
  const [named] = await db.select({ id: residents.id }).from(residents).where(eq(residents.patid, patid)).limit(1);
  return named?.id ?? null;
}
