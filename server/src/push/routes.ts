import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { NOTICE_TYPES, ResultCode, endpoints, type NoticeType } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { pushSubscriptions } from '../db/tables/ingest.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { pushEndpointAllowed, type PushSettings } from './delivery.ts';

const kindsOf = (stored: string[]): NoticeType[] => NOTICE_TYPES.filter((k) => stored.includes(k));

/**
 * docs/product/notices.md#push: this browser's push subscription, always the signed-in resident's own (a guardian's
 * Subject header is not read: a push goes to the person who signed in). Off (publicKey null, subscribing refused)
 * while the server has no VAPID keys.
 */
export const pushRoutes: FastifyPluginAsync<AppContext & { push: PushSettings | null }> = async (app, ctx) => {
  const { db } = ctx.database;
  const own = { actsForSubject: false } as const;
  const publicKey = ctx.push?.vapid.publicKey ?? null;

  registerEndpoint(
    app,
    ctx,
    endpoints.pushSettings,
    async ({ body, residentId }) => {
      if (!body.endpoint) return ok({ publicKey, kinds: [] });
      const [row] = await db
        .select({ kinds: pushSubscriptions.kinds })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, body.endpoint), eq(pushSubscriptions.residentId, residentId)));
      return ok({ publicKey, kinds: row ? kindsOf(row.kinds) : [] });
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.pushSubscribe,
    async ({ body, residentId, lang }) => {
      if (ctx.push === null) return fail(ResultCode.SERVICE_UNAVAILABLE);
      const { endpoint, keys } = body.subscription;
      // The server will post to this address: only https on a known push service (operations: PUSH_SERVICE_HOSTS).
      if (!pushEndpointAllowed(ctx.push, endpoint)) return fail(ResultCode.VALIDATION_FAILED);
      const kinds = kindsOf(body.kinds);
      if (kinds.length === 0) {
        await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.residentId, residentId)));
        return ok({ publicKey, kinds });
      }
      // One row per browser: a browser now signed in as somebody else is theirs from now on.
      const row = { residentId, endpoint, p256dh: keys.p256dh, auth: keys.auth, kinds, language: lang, tree: body.tree, createdAt: ctx.now() };
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { residentId, p256dh: keys.p256dh, auth: keys.auth, kinds, language: lang, tree: body.tree, lastFailedAt: null } });
      return ok({ publicKey, kinds });
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.pushUnsubscribe,
    async ({ body, residentId }) => {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, body.endpoint), eq(pushSubscriptions.residentId, residentId)))
        .returning({ id: pushSubscriptions.id });
      return ok({ removed: removed.length > 0 });
    },
    own,
  );
};
