import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import webpush from 'web-push';
// @ts-expect-error http_ece has no type declarations; decrypt(buffer, params) is all this test uses.
import ece from 'http_ece';
import { ResultCode, paths, type PushSettings as PushSettingsAnswer } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { residents } from '../src/db/schema.ts';
import { notices, pushSubscriptions } from '../src/db/tables/ingest.ts';
import { PUSH_SERVICE_HOSTS, deliverNotices, pushEndpointAllowed, type PushSettings } from '../src/push/delivery.ts';
import { api, as, loginAs, onEachDatabase, post, postgresAdminUrl, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

/**
 * A local push service: a real HTTP server standing in for the browser vendor's. It keeps every request it is sent and
 * answers 201 (Created, as push services do), or the status its path names (`/gone/...` answers 410).
 */
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
async function startReceiver(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, received };
}

/** A browser's side of a subscription: a real P-256 key pair and a 16-byte auth secret. */
type Browser = { ecdh: ECDH; auth: Buffer; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } };
function browser(endpoint: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

/** What the browser reads: the aes128gcm body decrypted with the subscription's private key and auth secret. */
function decrypt(b: Browser, body: Buffer): Record<string, unknown> {
  const plain = (ece as { decrypt: (buffer: Buffer, params: Record<string, unknown>) => Buffer }).decrypt(body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth.toString('base64url') });
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
}

function suite(label: string, open: OpenDatabase) {
  describe(`Web Push of notices on ${label}`, () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:operator@example.org' };
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let app: Awaited<ReturnType<typeof buildApp>>;
    /** Two handles: on PostgreSQL two pools, as two instances of the server would have (PGlite has one database, one handle). */
    let first: DatabaseHandle;
    let second: DatabaseHandle;
    let cleanup: () => Promise<void>;
    let m: string;
    let f: string;
    let mId: number;
    let settings: PushSettings;

    beforeAll(async () => {
      receiver = await startReceiver();
      const opened = await open();
      cleanup = opened.cleanup;
      first = await openDatabase(opened.options);
      second = 'databaseUrl' in opened.options ? await openDatabase(opened.options) : first;
      app = await buildApp({ database: first, demo: true, loginRateLimit: 1000, push: { vapid, intervalMs: 0, allowHttp: true } });
      m = await loginAs(app, 'demo-m');
      f = await loginAs(app, 'demo-f');
      mId = await residentIdOf(first, 'demo-m');
      settings = { vapid, serviceHosts: [], allowHttp: true, timeoutMs: 10_000, ttlSeconds: 60 };
      // The two sign-ins above are each a notice (a client naming no browser); handled here, before any subscription.
      expect(await deliverNotices(first.db, settings, new Date())).toMatchObject({ claimed: 2, none: 2 });
    });
    afterAll(async () => {
      await app?.close();
      if (second !== first) await second?.close();
      await first?.close();
      await cleanup?.();
      await new Promise((resolve) => receiver?.server.close(resolve));
    });

    const call = <T>(path: string, body: unknown, token: string, extra: Record<string, string> = {}) =>
      post(app, api(path), body, as(token, extra)).then((answer) => {
        expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(ResultCode.SUCCESS);
        return answer.body.data as T;
      });

    async function notice(residentId: number, recordType: 'lab_report' | 'surgery', createdAt = new Date()): Promise<number> {
      const [row] = await first.db.insert(notices).values({ residentId, kind: 'received', recordType, recordId: 1, orgCode: 'KWH', createdAt }).returning({ id: notices.id });
      return row?.id ?? 0;
    }

    const tagsAt = (path: string, b: Browser) => receiver.received.filter((r) => r.path === path).map((r) => decrypt(b, r.body).tag);

    it('stores a subscription for the signed-in resident with the kinds chosen, and answers the public key', async () => {
      const before = await call<PushSettingsAnswer>(paths.pushSettings, {}, m);
      expect(before).toEqual({ publicKey: vapid.publicKey, kinds: [] });
      const phone = browser(`${receiver.origin}/push/phone`);
      const saved = await call<PushSettingsAnswer>(paths.pushSubscribe, { subscription: phone.subscription, kinds: ['surgery', 'lab_report'], tree: 'mob' }, m);
      expect(saved.kinds).toEqual(['lab_report', 'surgery']);
      expect((await call<PushSettingsAnswer>(paths.pushSettings, { endpoint: phone.subscription.endpoint }, m)).kinds).toEqual(['lab_report', 'surgery']);
      // Another resident does not see it, nor remove it.
      expect((await call<PushSettingsAnswer>(paths.pushSettings, { endpoint: phone.subscription.endpoint }, f)).kinds).toEqual([]);
      expect(await call(paths.pushUnsubscribe, { endpoint: phone.subscription.endpoint }, f)).toEqual({ removed: false });
      expect(await call(paths.pushUnsubscribe, { endpoint: phone.subscription.endpoint }, m)).toEqual({ removed: true });
      expect(await first.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.subscription.endpoint))).toEqual([]);
    });

    it('refuses a push service address that is not a URL, and keys that are not base64url', async () => {
      const bad = await post(app, api(paths.pushSubscribe), { subscription: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: '!' } }, kinds: ['lab_report'], tree: 'mob' }, as(m));
      expect(bad.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('posts only to https addresses of the known push services', () => {
      const production = { serviceHosts: PUSH_SERVICE_HOSTS, allowHttp: false };
      expect(pushEndpointAllowed(production, 'https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
      expect(pushEndpointAllowed(production, 'https://web.push.apple.com/QGx')).toBe(true);
      expect(pushEndpointAllowed(production, 'https://wns2-par02p.notify.windows.com/w/?token=x')).toBe(true);
      for (const refused of ['http://fcm.googleapis.com/fcm/send/abc', 'https://169.254.169.254/latest', 'https://fcm.googleapis.com.evil.example/x', 'https://evilpush.apple.com.example/x', 'https://fcm.googleapis.com:8443/x', 'https://localhost/x', 'not a url']) {
        expect(pushEndpointAllowed(production, refused), refused).toBe(false);
      }
    });

    it('sends a notice of a chosen kind to the local push service, encrypted (aes128gcm) and signed (VAPID); it decrypts to no health data, in the language of the subscription', async () => {
      const phone = browser(`${receiver.origin}/push/en-phone`);
      const laptop = browser(`${receiver.origin}/push/pt-laptop`);
      await call(paths.pushSubscribe, { subscription: phone.subscription, kinds: ['lab_report'], tree: 'mob' }, m);
      await call(paths.pushSubscribe, { subscription: laptop.subscription, kinds: ['lab_report'], tree: 'web' }, m, { language: 'pt' });
      const notOptedIn = browser(`${receiver.origin}/push/surgery-only`);
      await call(paths.pushSubscribe, { subscription: notOptedIn.subscription, kinds: ['surgery'], tree: 'mob' }, m);

      const id = await notice(mId, 'lab_report');
      const round = await deliverNotices(first.db, settings, new Date());
      expect(round).toMatchObject({ claimed: 1, sent: 1, failed: 0, dropped: 0 });

      const toPhone = receiver.received.filter((r) => r.path === '/push/en-phone');
      expect(toPhone).toHaveLength(1);
      const request = toPhone[0] as Received;
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.ttl).toBe('60');
      // The body is ciphertext: nothing of the text is readable on the way.
      expect(request.body.toString('latin1')).not.toContain('lab report');
      const payload = decrypt(phone, request.body);
      expect(payload).toEqual({ title: 'Macao Health Record', body: 'You have a new lab report. Open your health record to see it.', url: '/mob/notices', tag: `notice-${id}` });
      // No organisation, record, value or name: only the kind of record and the notices screen.
      expect(JSON.stringify(payload)).not.toMatch(/KWH|Kiang|demo|record\/|\d+\.\d/);
      expect(decrypt(laptop, (receiver.received.find((r) => r.path === '/push/pt-laptop') as Received).body)).toEqual({
        title: 'Registo de Saúde de Macau',
        body: 'Novo documento no seu registo de saúde (relatório de análises). Abra o portal para o consultar.',
        url: '/web/notices',
        tag: `notice-${id}`,
      });
      expect(receiver.received.some((r) => r.path === '/push/surgery-only')).toBe(false);

      // VAPID: a JWT for the push service's origin, signed with the server's key, which the request names.
      const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization)) ?? [];
      expect(key).toBe(vapid.publicKey);
      const raw = Buffer.from(vapid.publicKey, 'base64url');
      const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, 'ES256');
      const verified = await jwtVerify(token ?? '', publicKey, { audience: receiver.origin });
      expect(verified.payload.sub).toBe(vapid.subject);

      const [row] = await first.db.select().from(notices).where(eq(notices.id, id));
      expect(row?.pushStatus).toBe('sent');
      expect(row?.pushedAt).not.toBeNull();
      // Claimed once: the next round has nothing to send.
      expect(await deliverNotices(first.db, settings, new Date())).toMatchObject({ claimed: 0 });
      expect(receiver.received.filter((r) => r.path === '/push/en-phone')).toHaveLength(1);
    });

    it('records none for a notice no subscription chose, and for one too old to announce', async () => {
      const unwanted = await notice(mId, 'surgery');
      await first.db.delete(pushSubscriptions).where(eq(pushSubscriptions.residentId, mId));
      const stale = await notice(mId, 'lab_report', new Date(Date.now() - 25 * 3_600_000));
      const round = await deliverNotices(first.db, settings, new Date());
      expect(round).toMatchObject({ claimed: 2, sent: 0, none: 2 });
      const rows = await first.db.select({ id: notices.id, status: notices.pushStatus }).from(notices).where(inArray(notices.id, [unwanted, stale]));
      expect(rows.map((r) => r.status)).toEqual(['none', 'none']);
    });

    it('two workers claiming at once never send a notice twice', async () => {
      const phone = browser(`${receiver.origin}/push/race`);
      await call(paths.pushSubscribe, { subscription: phone.subscription, kinds: ['lab_report'], tree: 'mob' }, m);
      const ids: number[] = [];
      for (let i = 0; i < 24; i += 1) ids.push(await notice(mId, 'lab_report'));
      const drain = async (handle: DatabaseHandle) => {
        let claimed = 0;
        for (;;) {
          const round = await deliverNotices(handle.db, settings, new Date(), 3);
          if (round.claimed === 0) return claimed;
          claimed += round.claimed;
        }
      };
      const [a, b] = await Promise.all([drain(first), drain(second)]);
      expect(a + b).toBe(24);
      const tags = tagsAt('/push/race', phone);
      expect(tags).toHaveLength(24);
      expect(new Set(tags)).toEqual(new Set(ids.map((id) => `notice-${id}`)));
      const statuses = await first.db.select({ status: notices.pushStatus }).from(notices).where(inArray(notices.id, ids));
      expect(statuses.every((s) => s.status === 'sent')).toBe(true);
    });

    it('pushes a sign-in from a new browser to a subscription that chose sign-ins, naming no browser', async () => {
      await first.db.delete(pushSubscriptions).where(eq(pushSubscriptions.residentId, mId));
      const phone = browser(`${receiver.origin}/push/sign-ins`);
      await call(paths.pushSubscribe, { subscription: phone.subscription, kinds: ['sign_in', 'share'], tree: 'web' }, m);
      await loginAs(app, 'demo-m');
      const round = await deliverNotices(first.db, settings, new Date());
      expect(round).toMatchObject({ claimed: 1, sent: 1 });
      const [request] = receiver.received.filter((r) => r.path === '/push/sign-ins');
      expect(decrypt(phone, (request as Received).body)).toMatchObject({ body: 'Your account was signed in from a new browser. If this was not you, open your health record.', url: '/web/notices' });
    });

    it('drops a subscription the push service answers 410 (gone), and records the notice failed', async () => {
      await first.db.delete(pushSubscriptions).where(eq(pushSubscriptions.residentId, mId));
      const expired = browser(`${receiver.origin}/gone/expired`);
      await call(paths.pushSubscribe, { subscription: expired.subscription, kinds: ['lab_report'], tree: 'mob' }, m);
      const id = await notice(mId, 'lab_report');
      const round = await deliverNotices(first.db, settings, new Date());
      expect(round).toMatchObject({ claimed: 1, sent: 0, failed: 1, dropped: 1 });
      expect(receiver.received.filter((r) => r.path === '/gone/expired')).toHaveLength(1);
      expect(await first.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, expired.subscription.endpoint))).toEqual([]);
      const [row] = await first.db.select({ status: notices.pushStatus }).from(notices).where(eq(notices.id, id));
      expect(row?.status).toBe('failed');
    });
  });
}

async function residentIdOf(database: DatabaseHandle, username: string): Promise<number> {
  const [row] = await database.db.select({ id: residents.id }).from(residents).where(eq(residents.username, username));
  return row?.id ?? 0;
}

onEachDatabase(suite, adminUrl);
