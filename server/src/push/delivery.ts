import { eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { isLanguage, type NoticeKind, type NoticeType } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { notices, pushDemoKeys, pushSubscriptions } from '../db/tables/ingest.ts';
import { pushPayloadOf } from './texts.ts';

/**
 * Web Push delivery of notices (docs/product/notices.md#push). `notices` is the outbox: a delivery round claims the
 * rows not yet pushed with one statement (`FOR UPDATE SKIP LOCKED`, so two instances running rounds at once never
 * claim the same row), marking them `sending`; then sends each to the resident's subscriptions that chose its kind, and
 * records `sent`, `failed` or `none`. A claimed row is never claimed again: a push is sent at most once (a process
 * that dies mid-round leaves its rows `sending`, and the notice is still in the portal).
 */

/** VAPID (RFC 8292): the server's key pair, base64url as web-push writes them, and a contact address. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type PushSettings = {
  vapid: VapidKeys;
  /**
   * The push services the server posts to: host names, each also matching its subdomains. The address comes from the
   * browser, so any other host is refused (the server never posts to an address a caller made up).
   */
  serviceHosts: readonly string[];
  /** Tests only: a push service on plain http on any host (the local receiver). */
  allowHttp: boolean;
  /** One push request is given up after this long. */
  timeoutMs: number;
  /** How long a push service keeps a push for an offline browser (TTL header). */
  ttlSeconds: number;
};

/** The browsers' push services today: Chrome and Edge (FCM), Firefox, Safari, Windows. */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'] as const;

/** Whether the server may post to this address: https on a known push service (or, in tests, the local receiver). */
export function pushEndpointAllowed(settings: Pick<PushSettings, 'serviceHosts' | 'allowHttp'>, endpoint: string): boolean {
  if (settings.allowHttp && endpoint.startsWith('http://')) return true;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && url.port === '' && settings.serviceHosts.some((known) => host === known || host.endsWith(`.${known}`));
}

/** Notices claimed per round. */
export const PUSH_BATCH = 50;

export type RoundResult = { claimed: number; sent: number; failed: number; none: number; dropped: number };

type Claimed = { id: number; residentId: number; kind: NoticeKind; recordType: NoticeType; createdAt: Date };

/** A notice older than this when claimed (push was off, or the server down) is not pushed any more: stale news. */
export const PUSH_MAX_AGE_MS = 24 * 3_600_000;

/** Claims up to `limit` unpushed notices, oldest first, in one statement; rows another round holds are skipped. */
async function claim(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update ${notices} set pushed_at = ${now.toISOString()}, push_status = 'sending'
    where id in (
      select id from ${notices} where pushed_at is null order by id limit ${limit} for update skip locked
    )
    returning id, resident_id, kind, record_type, created_at`);
  const { rows } = result as unknown as { rows: { id: number; resident_id: number; kind: string; record_type: string; created_at: string | Date }[] };
  return rows.map((r) => ({ id: Number(r.id), residentId: Number(r.resident_id), kind: r.kind as NoticeKind, recordType: r.record_type as NoticeType, createdAt: new Date(r.created_at) }));
}

export type SendOutcome = 'sent' | 'gone' | 'failed';

/** Encrypts (aes128gcm) and signs (VAPID) with web-push, and posts the request; never follows a redirect. */
export async function sendPush(settings: PushSettings, subscription: { endpoint: string; p256dh: string; auth: string }, payload: string): Promise<SendOutcome> {
  if (!pushEndpointAllowed(settings, subscription.endpoint)) return 'failed';
  const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
    vapidDetails: settings.vapid,
    TTL: settings.ttlSeconds,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  });
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    await answer.body?.cancel();
    // 404 and 410: the browser unsubscribed or the subscription expired; it will never take a push again.
    if (answer.status === 404 || answer.status === 410) return 'gone';
    return answer.status >= 200 && answer.status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/** One delivery round: claim, send, record. Subscriptions answered 404 or 410 are dropped. */
export async function deliverNotices(db: Db, settings: PushSettings, now: Date, limit = PUSH_BATCH): Promise<RoundResult> {
  const claimed = await claim(db, now, limit);
  const result: RoundResult = { claimed: claimed.length, sent: 0, failed: 0, none: 0, dropped: 0 };
  if (claimed.length === 0) return result;
  const residents = [...new Set(claimed.map((n) => n.residentId))];
  const subscriptions = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.residentId, residents));
  const gone = new Set<number>();
  for (const notice of claimed) {
    const fresh = now.getTime() - notice.createdAt.getTime() <= PUSH_MAX_AGE_MS;
    const wanted = subscriptions.filter((s) => fresh && s.residentId === notice.residentId && s.kinds.includes(notice.recordType) && !gone.has(s.id));
    const outcomes = await Promise.all(
      wanted.map(async (s) => {
        const payload = JSON.stringify(pushPayloadOf(notice, isLanguage(s.language) ? s.language : 'zh-Hant', s.tree === 'web' ? 'web' : 'mob'));
        const outcome = await sendPush(settings, s, payload);
        if (outcome === 'gone') gone.add(s.id);
        else await db.update(pushSubscriptions).set(outcome === 'sent' ? { lastSentAt: now } : { lastFailedAt: now }).where(eq(pushSubscriptions.id, s.id));
        return outcome;
      }),
    );
    const status = wanted.length === 0 ? 'none' : outcomes.includes('sent') ? 'sent' : 'failed';
    result[status] += 1;
    await db.update(notices).set({ pushStatus: status }).where(eq(notices.id, notice.id));
  }
  if (gone.size > 0) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
    result.dropped = gone.size;
  }
  return result;
}

/**
 * DEMO ONLY: the VAPID keys the demo keeps in its database, made at its first start (docs/operations.md). Anybody
 * with the database has the private key; a deployment sets VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY instead.
 */
export async function demoVapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const fresh = webpush.generateVAPIDKeys();
  await db.insert(pushDemoKeys).values({ id: 1, publicKey: fresh.publicKey, privateKey: fresh.privateKey }).onConflictDoNothing();
  const [kept] = await db.select().from(pushDemoKeys).where(eq(pushDemoKeys.id, 1));
  if (!kept) throw new Error('demo VAPID keys not kept');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
