import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import {
  BEHAVIOUR_NAMES,
  ResultCode,
  TERMINALS,
  endpoints,
  isServiceVisible,
  visibleServices,
  type Banner,
  type CatalogueText,
  type CommonService,
  type CustomService,
  type Notice,
  type Service,
  type ServiceClassification,
  type Terminal,
  type Viewer,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import {
  bannerClicks,
  behaviourEvents,
  catalogueBackstageConfig,
  catalogueBanners,
  catalogueClassifications,
  catalogueContents,
  catalogueNotices,
  catalogueOrganisations,
  catalogueServices,
  serviceBookings,
  userQuickLinks,
} from '../db/tables/catalogue.ts';
import { fail, ok, okShared, registerEndpoint } from '../http/endpoint.ts';
import { checkSession } from '../auth/sessions.ts';
import { BOOKING_CONFIG_CODE } from '../seed/catalogue.ts';

type ServiceRow = typeof catalogueServices.$inferSelect;

/** Row to the contract's Service. */
export function serviceOf(r: ServiceRow): Service {
  return {
    serviceId: r.id,
    classificationId: r.classificationId,
    serviceKey: r.serviceKey,
    servicePic: r.pic,
    serviceNameTraditional: r.nameZhHant,
    serviceNameEnglish: r.nameEn,
    serviceNamePortuguese: r.namePt,
    serviceAttribute: r.attribute as Service['serviceAttribute'],
    serviceStatus: r.status as Service['serviceStatus'],
    serviceUrl: r.mobileUrl,
    webServiceUrl: r.webUrl,
    serviceMaintenanceContent: r.maintenanceContentId,
    contentUrl: r.contentUrl,
    serviceDescription: r.description,
    bgColor: r.bgColor,
    isMain: r.isMain,
    autoServicePage: r.autoServicePage,
    releaseTerminal: r.releaseTerminal,
    showSex: r.showSex as Service['showSex'],
    specialService: r.specialService as Service['specialService'],
    orgCode: r.orgCode as Service['orgCode'],
    sort: r.sort,
  };
}

/** All services in catalogue order (category, then position). */
async function allServices(db: Db): Promise<Service[]> {
  const rows = await db
    .select({ s: catalogueServices })
    .from(catalogueServices)
    .innerJoin(catalogueClassifications, eq(catalogueClassifications.id, catalogueServices.classificationId))
    .orderBy(asc(catalogueClassifications.sort), asc(catalogueServices.sort), asc(catalogueServices.id));
  return rows.map((r) => serviceOf(r.s));
}

async function sexOf(db: Db, residentId: number | null): Promise<string | null> {
  if (residentId === null) return null;
  const [r] = await db.select({ sexcode: residents.sexcode }).from(residents).where(eq(residents.id, residentId)).limit(1);
  return r?.sexcode ?? null;
}

/** Services the viewer may see, in catalogue order. */
async function visibleFor(db: Db, viewer: Viewer): Promise<Service[]> {
  return visibleServices(await allServices(db), viewer);
}

/** Services of a page list (children, vaccination...) and that page's notices. */
async function customService(db: Db, viewer: Viewer, list: string): Promise<CustomService> {
  const [services, notices] = await Promise.all([
    db.select().from(catalogueServices).orderBy(asc(catalogueServices.sort), asc(catalogueServices.id)),
    db.select().from(catalogueNotices).where(eq(catalogueNotices.list, list)).orderBy(desc(catalogueNotices.publishedAt), desc(catalogueNotices.id)),
  ]);
  return {
    services: visibleServices(services.filter((s) => s.lists.includes(list)).map(serviceOf), viewer),
    notices: notices.map(noticeOf),
  };
}

function noticeOf(n: typeof catalogueNotices.$inferSelect): Notice {
  return { messageId: n.id, title: n.title, content: n.content, publishedAt: n.publishedAt.toISOString() };
}

const commonOf = (services: Service[]): CommonService[] => services.map((s, i) => ({ serviceId: s.serviceId, sort: i + 1, serviceInfo: s }));

async function defaultCommon(db: Db, viewer: Viewer): Promise<CommonService[]> {
  const rows = await db.select().from(catalogueServices).where(isNotNull(catalogueServices.defaultSort)).orderBy(asc(catalogueServices.defaultSort));
  return commonOf(visibleServices(rows.map(serviceOf), viewer));
}

/** The resident's saved quick links, in their order, that they can still see on this terminal; null if never saved. */
async function savedCommon(db: Db, residentId: number, viewer: Viewer): Promise<CommonService[] | null> {
  const rows = await db
    .select({ s: catalogueServices })
    .from(userQuickLinks)
    .innerJoin(catalogueServices, eq(catalogueServices.id, userQuickLinks.serviceId))
    .where(eq(userQuickLinks.residentId, residentId))
    .orderBy(asc(userQuickLinks.position));
  if (rows.length === 0) return null;
  return commonOf(visibleServices(rows.map((r) => serviceOf(r.s)), viewer));
}

/**
 * The catalogue endpoints are public reference data read through the signed-in resident's eyes (sex, and
 * the terminal named in the request). They act for the caller only: a guardian's Subject header does not
 * change whose quick links or sex apply (actsForSubject false).
 */
export const catalogueRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const own = { actsForSubject: false } as const;

  /**
   * Optional session for the public calls: a valid token adds the resident's sex (read by the session
   * statement itself, no second round trip), anything else is anonymous.
   */
  async function optionalViewer(request: FastifyRequest, terminal: Terminal): Promise<Viewer> {
    if (request.headers.authorization === undefined) return { sex: null, terminal };
    const session = await checkSession(db, request.headers.authorization, ctx.now(), ctx.sessionIdleMs);
    return { sex: session.ok ? session.sexcode : null, terminal };
  }

  const viewer = async (residentId: number | null, terminal: Terminal): Promise<Viewer> => ({ sex: await sexOf(db, residentId), terminal });

  registerEndpoint(
    app,
    ctx,
    endpoints.bookingCount,
    async ({ residentId }) => {
      const [row] = await db
        .select({ n: count() })
        .from(serviceBookings)
        .where(and(eq(serviceBookings.residentId, residentId), gte(serviceBookings.bookedFor, ctx.now())));
      const [config] = await db.select().from(catalogueBackstageConfig).where(eq(catalogueBackstageConfig.configCode, BOOKING_CONFIG_CODE)).limit(1);
      const empty: CatalogueText = { 'zh-Hant': '', en: '', pt: '' };
      return ok({ count: Number(row?.n ?? 0), bookingUrls: config?.url ?? empty });
    },
    own,
  );

  registerEndpoint(app, ctx, endpoints.serviceContentDetail, async ({ body }) => {
    const [c] = await db.select().from(catalogueContents).where(eq(catalogueContents.contentId, body.contentId)).limit(1);
    if (!c) return fail(ResultCode.NOT_FOUND);
    return ok({ contentId: c.contentId, title: c.title, content: c.content, updatedAt: c.updatedAt.toISOString() });
  });

  registerEndpoint(
    app,
    ctx,
    endpoints.serviceContentDataRange,
    async () => {
      const rows = await db.select().from(catalogueContents).where(eq(catalogueContents.kind, 'dataRange')).orderBy(asc(catalogueContents.sort));
      return ok(rows.map((c) => ({ contentId: c.contentId, title: c.title, content: c.content, updatedAt: c.updatedAt.toISOString() })));
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.commonReferralService,
    async ({ residentId, body }) => {
      const v = await viewer(residentId, body.terminal);
      const saved = await savedCommon(db, residentId, v);
      const referralRows = await db.select().from(catalogueServices).where(isNotNull(catalogueServices.referralSort)).orderBy(asc(catalogueServices.referralSort));
      return ok({
        commonServices: saved ?? (await defaultCommon(db, v)),
        referralServices: visibleServices(referralRows.map(serviceOf), v),
        isDefault: saved === null,
      });
    },
    own,
  );

  registerEndpoint(app, ctx, endpoints.defaultCommonService, async ({ residentId, body }) => ok(await defaultCommon(db, await viewer(residentId, body.terminal))), own);

  registerEndpoint(
    app,
    ctx,
    endpoints.saveCustomConfig,
    async ({ residentId, body }) => {
      // The contract has checked 3..11 and no duplicates; here every id must be a service this resident can
      // see on some terminal. Anything else (unknown, hidden by sex) is refused and nothing is stored.
      const sex = await sexOf(db, residentId);
      const rows = await db.select().from(catalogueServices).where(inArray(catalogueServices.id, body.serviceIds));
      const seeable = new Set(
        rows.map(serviceOf).filter((s) => TERMINALS.some((terminal) => isServiceVisible(s, { sex, terminal }))).map((s) => s.serviceId),
      );
      if (!body.serviceIds.every((id) => seeable.has(id))) return fail(ResultCode.NOT_FOUND);
      const now = ctx.now();
      // Two saves at once (two tabs) must not interleave their delete and insert: the resident's row is
      // locked for the rest of this call's transaction, so the later save waits and then replaces the list.
      await db.select({ id: residents.id }).from(residents).where(eq(residents.id, residentId)).for('update');
      await db.delete(userQuickLinks).where(eq(userQuickLinks.residentId, residentId));
      await db.insert(userQuickLinks).values(body.serviceIds.map((serviceId, position) => ({ residentId, position, serviceId, updatedAt: now })));
      return ok({ serviceIds: body.serviceIds });
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.bannerList,
    async ({ body }) => {
      const code = body.terminal === 'web' ? 2 : 1;
      const rows = await db.select().from(catalogueBanners).orderBy(asc(catalogueBanners.sort), asc(catalogueBanners.id));
      const banners: Banner[] = rows
        .filter((b) => b.releaseTerminal.includes(code))
        .map((b) => ({
          messageId: b.id,
          bannerName: b.nameZhHant,
          bannerNameEn: b.nameEn,
          bannerNamePt: b.namePt,
          bannerPic: b.pic,
          bannerAlt: b.alt,
          linkUrl: body.terminal === 'web' ? b.webLink : b.mobileLink,
          sort: b.sort,
        }));
      return ok(banners);
    },
    own,
  );

  /**
   * The classified catalogue seen by one sex on one terminal. The catalogue is reference data the server loaded from its
   * catalogue file at start (seedCatalogue) and nothing changes while it runs, so each of these few answers (anonymous,
   * M, F, on two terminals) is read once and then answered as the same object, whose envelope registerEndpoint writes
   * once per language (okShared). What is kept is the same for everybody: no resident's record is in it.
   */
  const classified = new Map<string, Promise<ServiceClassification[]>>();
  async function readClassified(v: Viewer): Promise<ServiceClassification[]> {
    const [classes, services] = await Promise.all([
      db.select().from(catalogueClassifications).orderBy(asc(catalogueClassifications.sort), asc(catalogueClassifications.id)),
      visibleFor(db, v),
    ]);
    return classes.map((c) => ({
      classificationId: c.id,
      classificationCode: c.code,
      classificationNameTraditional: c.nameZhHant,
      classificationNamePortuguese: c.namePt,
      classificationNameEnglish: c.nameEn,
      services: services.filter((s) => s.classificationId === c.id),
    }));
  }
  function classifiedFor(v: Viewer): Promise<ServiceClassification[]> {
    const key = `${v.sex ?? ''}/${v.terminal}`;
    const known = classified.get(key);
    if (known) return known;
    const reading = readClassified(v);
    // Sex codes are M or F (a check of the residents table), so there are six keys; a read that failed is tried again.
    if (classified.size < 16) {
      classified.set(key, reading);
      void reading.catch(() => classified.delete(key));
    }
    return reading;
  }

  registerEndpoint(app, ctx, endpoints.serviceList, async ({ request, body }) => okShared(await classifiedFor(await optionalViewer(request, body.terminal))));

  registerEndpoint(
    app,
    ctx,
    endpoints.classAttributeService,
    async ({ residentId, body }) => ok((await visibleFor(db, await viewer(residentId, body.terminal))).filter((s) => s.serviceAttribute === body.serviceAttribute)),
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.serviceMessageList,
    async () => {
      const rows = await db.select().from(catalogueNotices).where(eq(catalogueNotices.list, 'all')).orderBy(desc(catalogueNotices.publishedAt), desc(catalogueNotices.id));
      return ok(rows.map(noticeOf));
    },
    own,
  );

  const lists = [
    [endpoints.childrenServiceList, 'children'],
    [endpoints.vaccinationServiceList, 'vaccination'],
    [endpoints.healthDataServiceList, 'healthData'],
    [endpoints.healthServiceList, 'health'],
    [endpoints.influenzaVaccineService, 'influenza'],
  ] as const;
  for (const [endpoint, list] of lists) {
    registerEndpoint(app, ctx, endpoint, async ({ residentId, body }) => ok(await customService(db, await viewer(residentId, body.terminal), list)), own);
  }

  registerEndpoint(
    app,
    ctx,
    endpoints.serviceByClassification,
    async ({ residentId, body }) => {
      const [c] = await db.select({ id: catalogueClassifications.id }).from(catalogueClassifications).where(eq(catalogueClassifications.id, body.classificationId)).limit(1);
      if (!c) return fail(ResultCode.NOT_FOUND);
      return ok((await visibleFor(db, await viewer(residentId, body.terminal))).filter((s) => s.classificationId === c.id));
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.serviceMap,
    async ({ residentId, body }) => {
      const map: Record<string, Service> = {};
      for (const s of await visibleFor(db, await viewer(residentId, body.terminal))) map[s.serviceKey] = s;
      return ok(map);
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.serviceByKey,
    async ({ residentId, body }) => {
      const found = (await visibleFor(db, await viewer(residentId, body.terminal))).find((s) => s.serviceKey === body.serviceKey);
      return found ? ok(found) : fail(ResultCode.NOT_FOUND);
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.backstageConfig,
    async ({ body }) => {
      const [c] = await db.select().from(catalogueBackstageConfig).where(eq(catalogueBackstageConfig.configCode, body.configCode)).limit(1);
      if (!c) return fail(ResultCode.NOT_FOUND);
      return ok({ configCode: body.configCode, title: c.title, content: c.content, url: c.url });
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.recordBehavior,
    async ({ residentId, body }) => {
      const names = BEHAVIOUR_NAMES[body.behaviorType];
      const now = ctx.now();
      const banner = body.behaviorType === 'click_banner_app' || body.behaviorType === 'click_banner_web';
      let subject: { id: number; zh: string; en: string; pt: string; orgCode: string } | null = null;
      if (banner) {
        const [b] = await db.select().from(catalogueBanners).where(eq(catalogueBanners.id, body.messageId ?? 0)).limit(1);
        if (b) subject = { id: b.id, zh: b.nameZhHant, en: b.nameEn, pt: b.namePt, orgCode: 'SS' };
      } else {
        const sex = await sexOf(db, residentId);
        const [s] = await db.select().from(catalogueServices).where(eq(catalogueServices.id, body.serviceId ?? 0)).limit(1);
        // A service the resident cannot see is as unknown as one that does not exist.
        if (s && TERMINALS.some((terminal) => isServiceVisible(serviceOf(s), { sex, terminal }))) {
          subject = { id: s.id, zh: s.nameZhHant, en: s.nameEn, pt: s.namePt, orgCode: s.orgCode };
        }
      }
      if (subject === null) return fail(ResultCode.NOT_FOUND);
      const [org] = await db.select().from(catalogueOrganisations).where(eq(catalogueOrganisations.orgCode, subject.orgCode)).limit(1);
      // Names come from the catalogue, not from the request: statistics cannot be written with made-up names.
      await db.insert(behaviourEvents).values({
        residentId,
        behaviorType: body.behaviorType,
        behaviorName: names['zh-Hant'],
        behaviorNameEn: names.en,
        behaviorNamePt: names.pt,
        serviceId: banner ? null : subject.id,
        messageId: banner ? subject.id : null,
        serviceName: subject.zh,
        serviceNameEn: subject.en,
        serviceNamePt: subject.pt,
        orgCode: subject.orgCode,
        orgName: org?.nameZhHant ?? '',
        orgNameEn: org?.nameEn ?? '',
        terminal: body.terminal ?? (body.behaviorType === 'click_banner_web' ? 'web' : body.behaviorType === 'click_banner_app' ? 'mobile' : null),
        createdAt: now,
      });
      if (banner) {
        await db.insert(bannerClicks).values({
          bannerId: subject.id,
          residentId,
          terminal: body.terminal ?? (body.behaviorType === 'click_banner_web' ? 'web' : 'mobile'),
          createdAt: now,
        });
      }
      return ok(null);
    },
    own,
  );
};
