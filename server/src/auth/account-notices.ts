import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notices, signInBrowsers } from '../db/tables/ingest.ts';

/**
 * Notices of what happened to the resident's account (docs/product/notices.md): a sign-in from a browser they had not
 * signed in from before, and a share link made to their imaging pictures. Written with the act itself, like the
 * notices of a record arriving, and delivered (push) the same way.
 */

/** Only the id's SHA-256 is stored: a copy of the table names no browser. */
const hashBrowserId = (browserId: string) => createHash('sha256').update(browserId, 'utf8').digest('hex');

/**
 * A sign-in that succeeded: a browser id this resident has not signed in with before, or none at all (a client that
 * does not say which browser it is cannot be recognised), writes one `new_browser` notice; a known one only moves
 * its last sign-in. Answers whether the browser was new.
 */
export async function noteSignIn(db: Db, residentId: number, browserId: string | undefined, now: Date): Promise<boolean> {
  if (browserId !== undefined) {
    const browserHash = hashBrowserId(browserId);
    const added = await db.insert(signInBrowsers).values({ residentId, browserHash, firstSeenAt: now, lastSeenAt: now }).onConflictDoNothing().returning({ residentId: signInBrowsers.residentId });
    if (added.length === 0) {
      await db.update(signInBrowsers).set({ lastSeenAt: now }).where(and(eq(signInBrowsers.residentId, residentId), eq(signInBrowsers.browserHash, browserHash)));
      return false;
    }
  }
  await db.insert(notices).values({ residentId, kind: 'new_browser', recordType: 'sign_in', recordId: null, orgCode: null, createdAt: now });
  return true;
}

/** A share link made to a resident's imaging report (by them or their guardian): one `share_created` notice to the resident. */
export async function noteShare(db: Db, residentId: number, reportId: number, orgCode: string, now: Date): Promise<void> {
  await db.insert(notices).values({ residentId, kind: 'share_created', recordType: 'share', recordId: reportId, orgCode, createdAt: now });
}
