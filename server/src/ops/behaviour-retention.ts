import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bannerClicks, behaviourEvents } from '../db/tables/catalogue.ts';

/**
 * Macao Law 8/2005 (data kept no longer than needed): the catalogue's behaviour events (docs/product/entities.md
 * click_service, click_details, banner clicks) serve usage statistics, which compare a year with the
 * year before; 400 days covers that with a month to spare, then the taps of a named resident go.
 * BEHAVIOUR_EVENT_RETENTION_DAYS overrides it.
 */
export const BEHAVIOUR_EVENT_RETENTION_DAYS = 400;

/** How often a running server purges (besides once at start). */
export const BEHAVIOUR_EVENT_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Deletes behaviour events and banner clicks older than the retention period; answers how many rows went. */
export async function purgeBehaviourEvents(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const events = await db.delete(behaviourEvents).where(lt(behaviourEvents.createdAt, cutoff)).returning({ id: behaviourEvents.id });
  const clicks = await db.delete(bannerClicks).where(lt(bannerClicks.createdAt, cutoff)).returning({ id: bannerClicks.id });
  return events.length + clicks.length;
}
