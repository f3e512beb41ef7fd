import type { FastifyPluginAsync } from 'fastify';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ResultCode, endpoints, type NoticeKind, type NoticeRow, type NoticeType, type OrganisationCode } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { notices } from '../db/tables/ingest.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { totalOver } from '../http/record-list.ts';

type Stored = typeof notices.$inferSelect;

const rowOf = (n: Stored): NoticeRow => ({
  id: n.id,
  kind: n.kind as NoticeKind,
  recordType: n.recordType as NoticeType,
  recordId: n.recordId,
  orgCode: n.orgCode as OrganisationCode | null,
  at: n.createdAt.toISOString(),
  read: n.readAt !== null,
});

async function unreadOf(db: Db, residentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notices).where(and(eq(notices.residentId, residentId), isNull(notices.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * docs/product/notices.md: the signed-in resident's own notices (never a ward's: a notice is for the person who
 * signs in, and the Subject header is not read). A notice holds no clinical values, so reading the list is not a
 * record access and writes no access-log entry; opening the record it names does.
 */
export const noticeRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  registerEndpoint(
    app,
    ctx,
    endpoints.noticeList,
    async ({ body, residentId }) => {
      const { pageNum, pageSize } = body.page;
      const where = body.unreadOnly ? and(eq(notices.residentId, residentId), isNull(notices.readAt)) : eq(notices.residentId, residentId);
      const unreadOver = sql<number>`count(*) filter (where ${notices.readAt} is null) over ()`.mapWith(Number);
      const rows = await db
        .select({ n: notices, total: totalOver, unread: unreadOver })
        .from(notices)
        .where(where)
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const first = rows[0];
      // A page past the end has no row to carry the counts.
      const total = first ? first.total : Number((await db.select({ n: count() }).from(notices).where(where))[0]?.n ?? 0);
      const unread = first && !body.unreadOnly ? first.unread : await unreadOf(db, residentId);
      return ok({ rows: rows.map((r) => rowOf(r.n)), total, unread });
    },
    { actsForSubject: false },
  );

  registerEndpoint(app, ctx, endpoints.noticeUnread, async ({ residentId }) => ok({ unread: await unreadOf(db, residentId) }), { actsForSubject: false });

  registerEndpoint(
    app,
    ctx,
    endpoints.noticeMarkRead,
    async ({ body, residentId }) => {
      if (!body.all) {
        // Ids are hostile: another resident's notice answers as an unknown one, and then nothing changes.
        const ids = [...new Set(body.ids ?? [])];
        const own = await db.select({ id: notices.id }).from(notices).where(and(eq(notices.residentId, residentId), inArray(notices.id, ids)));
        if (own.length !== ids.length) return fail(ResultCode.NOT_FOUND);
      }
      const unread = and(eq(notices.residentId, residentId), isNull(notices.readAt));
      await db
        .update(notices)
        .set({ readAt: ctx.now() })
        .where(body.all ? unread : and(unread, inArray(notices.id, body.ids ?? [])));
      return ok({ unread: await unreadOf(db, residentId) });
    },
    { actsForSubject: false },
  );
};
