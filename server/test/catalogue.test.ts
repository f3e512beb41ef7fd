import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  HOME_SERVICE_KEYS,
  MALE_ONLY_SERVICE_KEYS,
  ResultCode,
  isResultCode,
  isSafeUrl,
  paths,
  tileAction,
  validationMessages,
  type Banner,
  type Booking,
  type CommonService,
  type CustomService,
  type HomeData,
  type LoginResult,
  type Service,
  type ServiceClassification,
  type ServiceContent,
} from '@macao-phr/contract';
import { palette } from '@macao-phr/tokens';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { residents } from '../src/db/schema.ts';
import { bannerClicks, behaviourEvents, catalogueServices, userQuickLinks } from '../src/db/tables/catalogue.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { catalogueFileSchema, loadCatalogueFile, seedCatalogue } from '../src/seed/catalogue.ts';
import { CATALOGUE_ASSET_DIR, fillPalette } from '../src/routes/catalogue-assets.ts';
import { buildOpenApi } from '../src/http/openapi.ts';
import { dataOf, post, postgresAdminUrl, type Call, onEachDatabase, startProduct, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = (path: string) => API_BASE + path;
const adminUrl = await postgresAdminUrl();
const file = loadCatalogueFile();
const idOfKey = (key: string) => file.services.find((s) => s.serviceKey === key)?.id ?? -1;
const FEMALE_ONLY = file.services.filter((s) => s.showSex === 'F').map((s) => s.id);
const MALE_ONLY = [...new Set([...file.services.filter((s) => s.showSex === 'M').map((s) => s.id), ...MALE_ONLY_SERVICE_KEYS.map(idOfKey)])];
const MOBILE_ONLY = file.services.filter((s) => s.releaseTerminal.length === 1 && s.releaseTerminal[0] === 1).map((s) => s.id);
const WEB_ONLY = file.services.filter((s) => s.releaseTerminal.length === 1 && s.releaseTerminal[0] === 2).map((s) => s.id);

describe('the catalogue seed file', () => {
  it('holds the sample categories, the 21 /home/* services, the eight organisations, banners with pictures', () => {
    expect(file.classifications.map((c) => c.code)).toEqual(['appointment', 'certificates', 'applicationServices', 'about', 'healthRecord', 'other']);
    expect(file.services.map((s) => s.serviceKey).sort()).toEqual([...HOME_SERVICE_KEYS].sort());
    expect(file.organisations.map((o) => o.orgCode)).toEqual(['SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO']);
    expect(file.banners.length).toBeGreaterThanOrEqual(2);
    // Variety the screens and tests rely on.
    expect(new Set(file.services.map((s) => s.attribute))).toEqual(new Set([1, 2, 3]));
    expect(file.services.filter((s) => s.status === 3).length).toBeGreaterThanOrEqual(2);
    expect(FEMALE_ONLY.length).toBeGreaterThan(0);
    expect(MALE_ONLY.length).toBe(2);
    expect(MOBILE_ONLY.length).toBeGreaterThan(0);
    expect(WEB_ONLY.length).toBeGreaterThan(0);
    expect(file.classifications.find((c) => c.code === 'other')?.id).not.toBe(undefined);
    expect(file.services.some((s) => s.classificationId === file.classifications.find((c) => c.code === 'other')?.id)).toBe(false);
    for (const s of file.services) {
      for (const lang of ['zh-Hant', 'en', 'pt'] as const) expect(s.name[lang].length, `${s.serviceKey} ${lang}`).toBeGreaterThan(0);
    }
    // No tile stands out on a colour no other tile has (the salmon frame of 'Maternal and child health clinic booking').
    for (const s of file.services) expect(file.services.filter((o) => o.bgColor === s.bgColor).length, `${s.serviceKey} ${s.bgColor}`).toBeGreaterThan(1);
  });

  it('ships banner pictures that are drawings, not text, each with its alt text in three languages and the 16:7 box of the home page', () => {
    for (const b of file.banners) {
      const alts = Object.values(b.alt);
      expect(alts.every((a) => a.trim().length > 10), `banner ${b.id}`).toBe(true);
      expect(new Set(alts).size).toBe(3);
      for (const pic of new Set(Object.values(b.pic))) {
        const svg = readFileSync(new URL(pic.replace('/api/assets/catalogue/', ''), CATALOGUE_ASSET_DIR), 'utf8');
        // No words baked into the picture (they would be in one language only), and the home page's 640x280 box.
        expect(svg, pic).not.toMatch(/<text|<title/);
        expect(svg, pic).toMatch(/viewBox="0 0 640 280"/);
        // Drawn, not placeholder bars: shapes in several colours of the palette.
        expect(new Set(svg.match(/\{\{[a-z]+\.\d+\}\}/g)).size, pic).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('has only links that pass isSafeUrl (or none)', () => {
    for (const s of file.services) {
      for (const url of [...Object.values(s.mobileUrl), ...Object.values(s.webUrl)]) expect(url === '' || isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses a seed file with a script link, a missing /home/* service or an unknown colour placeholder', () => {
    const raw = JSON.parse(JSON.stringify(file)) as { services: { mobileUrl: Record<string, string>; serviceKey: string }[] };
    const first = raw.services[0];
    if (!first) throw new Error('no services');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt%3Aalert(1)', '//evil.example/', 'data:text/html,x']) {
      const copy = structuredClone(raw);
      (copy.services[0] as { mobileUrl: Record<string, string> }).mobileUrl.en = bad;
      expect(catalogueFileSchema.safeParse(copy).success, bad).toBe(false);
    }
    // A tile background in the danger colour (the salmon frame of 'Maternal and child health clinic booking').
    const red = structuredClone(raw) as unknown as { services: { bgColor: string }[] };
    (red.services[0] as { bgColor: string }).bgColor = 'red-300';
    expect(catalogueFileSchema.safeParse(red).success).toBe(false);
    const unknownKey = structuredClone(raw);
    (unknownKey.services[0] as { serviceKey: string }).serviceKey = '/home/unknown';
    expect(catalogueFileSchema.safeParse(unknownKey).success).toBe(false);
    expect(fillPalette('<rect fill="{{brand.600}}"/>')).toBe(`<rect fill="${palette.brand[600]}"/>`);
    expect(() => fillPalette('<rect fill="{{brand.601}}"/>')).toThrow(/brand\.601/);
    expect(() => fillPalette('<rect fill="{{pink.500}}"/>')).toThrow();
  });

  it('documents the GET calls with their query parameters in OpenAPI', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { parameters: { name: string; in: string; required: boolean }[]; requestBody?: unknown }>> };
    const backstage = doc.paths[api(paths.backstageConfig)]?.get;
    expect(backstage?.parameters).toContainEqual(expect.objectContaining({ name: 'configCode', in: 'query', required: true }));
    expect(backstage?.requestBody).toBeUndefined();
    expect(doc.paths[api(paths.commonReferralService)]?.get?.parameters).toContainEqual(expect.objectContaining({ name: 'terminal', in: 'query', required: true }));
  });
});

function suite(label: string, open: OpenDatabase) {
  describe(`catalogue on ${label}`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let close: (() => Promise<void>) | undefined;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      ({ app, database, close } = await startProduct(open, { demo: true, loginRateLimit: 1000 }));
      for (const username of ['demo-m', 'demo-f', 'demo-guardian']) {
        const res = await post(app, api(paths.login), { username, password: DEMO_PASSWORD });
        tokens[username] = dataOf<LoginResult>(res).tokenId;
      }
    }, 60_000);

    afterAll(async () => {
      await close?.();
    });

    const as = (who: string, lang = 'en') => ({ authorization: tokens[who] ?? '', language: lang });
    const get = async (path: string, query: string, headers: Record<string, string>): Promise<Call> => {
      const response = await app.inject({ method: 'GET', url: `${api(path)}?${query}`, headers });
      return { status: response.statusCode, body: response.json(), response };
    };
    const residentId = async (username: string) => {
      const [r] = await database.db.select({ id: residents.id }).from(residents).where(eq(residents.username, username));
      return r?.id ?? -1;
    };
    const storedLinks = async (username: string) =>
      (await database.db.select().from(userQuickLinks).where(eq(userQuickLinks.residentId, await residentId(username))).orderBy(userQuickLinks.position)).map((r) => r.serviceId);
    const ids = (services: Service[]) => services.map((s) => s.serviceId);
    const catalogueOf = async (who: string | null, terminal: 'mobile' | 'web') => {
      const res = await post(app, api(paths.serviceList), { terminal }, who ? as(who) : {});
      expect(res.body.resultCode).toBe(ResultCode.SUCCESS);
      return dataOf<ServiceClassification[]>(res);
    };

    it('a man and a woman get different catalogues (showSex and the two male-only services)', async () => {
      const man = ids((await catalogueOf('demo-m', 'mobile')).flatMap((c) => c.services));
      const woman = ids((await catalogueOf('demo-f', 'mobile')).flatMap((c) => c.services));
      for (const id of MALE_ONLY) {
        expect(man).toContain(id);
        expect(woman).not.toContain(id);
      }
      for (const id of FEMALE_ONLY) {
        expect(woman).toContain(id);
        expect(man).not.toContain(id);
      }
      expect(man).not.toEqual(woman);
      // The same rule on every list.
      const map = dataOf<Record<string, Service>>(await post(app, api(paths.serviceMap), { terminal: 'mobile' }, as('demo-f')));
      for (const key of MALE_ONLY_SERVICE_KEYS) expect(map[key]).toBeUndefined();
      const byKey = await post(app, api(paths.serviceByKey), { terminal: 'mobile', serviceKey: MALE_ONLY_SERVICE_KEYS[0] }, as('demo-f'));
      expect(byKey.body.resultCode).toBe(ResultCode.NOT_FOUND);
      const mine = await post(app, api(paths.serviceByKey), { terminal: 'mobile', serviceKey: MALE_ONLY_SERVICE_KEYS[0] }, as('demo-m'));
      expect(dataOf<Service>(mine).serviceKey).toBe(MALE_ONLY_SERVICE_KEYS[0]);
    });

    it('mobile and web see their terminal’s services; categories keep their order and the empty one', async () => {
      const mobile = await catalogueOf('demo-m', 'mobile');
      const web = await catalogueOf('demo-m', 'web');
      expect(mobile.map((c) => c.classificationCode)).toEqual(['appointment', 'certificates', 'applicationServices', 'about', 'healthRecord', 'other']);
      expect(mobile.find((c) => c.classificationCode === 'other')?.services).toEqual([]);
      const m = ids(mobile.flatMap((c) => c.services));
      const w = ids(web.flatMap((c) => c.services));
      for (const id of MOBILE_ONLY) {
        expect(m).toContain(id);
        expect(w).not.toContain(id);
      }
      for (const id of WEB_ONLY) {
        expect(w).toContain(id);
        expect(m).not.toContain(id);
      }
      for (const s of mobile.flatMap((c) => c.services)) expect(s.releaseTerminal).toContain(1);
      for (const s of web.flatMap((c) => c.services)) expect(s.releaseTerminal).toContain(2);
      const banners = dataOf<Banner[]>(await post(app, api(paths.bannerList), { terminal: 'web' }, as('demo-m')));
      const appBanners = dataOf<Banner[]>(await post(app, api(paths.bannerList), { terminal: 'mobile' }, as('demo-m')));
      expect(appBanners.length).toBeGreaterThan(banners.length);
      const terminalMissing = await post(app, api(paths.serviceList), {}, as('demo-m'));
      expect(terminalMissing.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('anonymous visitors (maintenance page) read the catalogue and maintenance content, without sex-specific services', async () => {
      const all = ids((await catalogueOf(null, 'mobile')).flatMap((c) => c.services));
      for (const id of [...MALE_ONLY, ...FEMALE_ONLY]) expect(all).not.toContain(id);
      const maintenance = file.services.find((s) => s.status === 3);
      const content = await post(app, api(paths.serviceContentDetail), { contentId: maintenance?.maintenanceContentId });
      expect(dataOf<ServiceContent>(content).title).toEqual(file.contents.find((c) => c.contentId === maintenance?.maintenanceContentId)?.title);
      expect((await post(app, api(paths.serviceContentDetail), { contentId: 'no-such-content' })).body.resultCode).toBe(ResultCode.NOT_FOUND);
      // Everything else needs a session.
      expect((await post(app, api(paths.serviceMap), { terminal: 'mobile' })).body.resultCode).toBe(ResultCode.SESSION_MISSING);
      // A broken token on a public call is simply anonymous.
      const broken = await post(app, api(paths.serviceList), { terminal: 'mobile' }, { authorization: 'x'.repeat(43) });
      expect(ids(dataOf<ServiceClassification[]>(broken).flatMap((c) => c.services))).toEqual(all);
    });

    it('a maintenance tile leads to the maintenance address whose content the server has', async () => {
      const services = (await catalogueOf('demo-m', 'mobile')).flatMap((c) => c.services);
      const inMaintenance = services.filter((s) => s.serviceStatus === 3);
      expect(inMaintenance.length).toBeGreaterThan(0);
      for (const s of inMaintenance) {
        const action = tileAction(s, { lang: 'pt', terminal: 'mobile', patid: 'MO-1000001', linkMode: false });
        if (action.kind !== 'maintenance') throw new Error(`${s.serviceKey}: ${action.kind}`);
        const query = new URLSearchParams(action.path.split('?')[1]);
        expect(query.get('name')).toBe(s.serviceNamePortuguese);
        const content = await post(app, api(paths.serviceContentDetail), { contentId: query.get('contentId') }, { language: 'pt' });
        expect(dataOf<ServiceContent>(content).content.pt.length).toBeGreaterThan(0);
      }
    });

    it('every visible tile resolves to an action that fits its terminal, in three languages', async () => {
      for (const terminal of ['mobile', 'web'] as const) {
        const services = (await catalogueOf('demo-m', terminal)).flatMap((c) => c.services);
        for (const s of services) {
          for (const lang of ['zh-Hant', 'en', 'pt'] as const) {
            const action = tileAction(s, { lang, terminal, patid: 'MO-1000001', linkMode: false });
            const where = `${s.serviceKey} ${terminal} ${lang}`;
            const address = (terminal === 'web' ? s.webServiceUrl : s.serviceUrl)[lang];
            if (action.kind === 'route') expect(action.path.startsWith(terminal === 'web' ? '/web/' : '/mob/'), where).toBe(true);
            if (action.kind === 'external') expect(action.url.startsWith('https://'), where).toBe(true);
            if (action.kind === 'notFound') expect(address === '' && s.specialService === null, where).toBe(true);
            if (s.serviceStatus === 3) expect(action.kind, where).toBe('maintenance');
          }
        }
      }
    });

    it('quick links: defaults first; saveConfig refuses 2, 12, duplicates, unknown and hidden ids and stores nothing', async () => {
      const before = dataOf<HomeData>(await get(paths.commonReferralService, 'terminal=mobile', as('demo-f')));
      expect(before.isDefault).toBe(true);
      const defaults = dataOf<CommonService[]>(await get(paths.defaultCommonService, 'terminal=mobile', as('demo-f')));
      expect(before.commonServices).toEqual(defaults);
      expect(defaults.length).toBeGreaterThanOrEqual(3);
      expect(before.referralServices.length).toBeGreaterThan(0);

      const visible = ids((await catalogueOf('demo-f', 'mobile')).flatMap((c) => c.services));
      const refusals: [string, number[], string, keyof (typeof validationMessages)['en'] | null][] = [
        ['two', visible.slice(0, 2), ResultCode.VALIDATION_FAILED, 'quickLinks.count'],
        ['twelve', visible.slice(0, 12), ResultCode.VALIDATION_FAILED, 'quickLinks.count'],
        ['a duplicate', [visible[0] ?? 1, visible[1] ?? 2, visible[0] ?? 1], ResultCode.VALIDATION_FAILED, 'quickLinks.duplicate'],
        ['an unknown id', [visible[0] ?? 1, visible[1] ?? 2, 999_999], ResultCode.NOT_FOUND, null],
        ['a male-only service', [visible[0] ?? 1, visible[1] ?? 2, MALE_ONLY[0] ?? 1], ResultCode.NOT_FOUND, null],
      ];
      expect(visible.length).toBeGreaterThanOrEqual(12);
      for (const [name, serviceIds, code, key] of refusals) {
        for (const lang of ['zh-Hant', 'en', 'pt'] as const) {
          const res = await post(app, api(paths.saveCustomConfig), { serviceIds }, as('demo-f', lang));
          expect(res.body.resultCode, name).toBe(code);
          if (key) expect(res.body.data).toEqual({ fieldErrors: { serviceIds: [validationMessages[lang][key]] } });
        }
      }
      expect(await storedLinks('demo-f')).toEqual([]);
      expect(dataOf<HomeData>(await get(paths.commonReferralService, 'terminal=mobile', as('demo-f'))).isDefault).toBe(true);
    });

    it('quick links keep their order, and another resident never sees them', async () => {
      const visible = ids((await catalogueOf('demo-f', 'mobile')).flatMap((c) => c.services));
      const chosen = [visible[5], visible[0], visible[9], visible[2]].filter((x): x is number => x !== undefined);
      const saved = await post(app, api(paths.saveCustomConfig), { serviceIds: chosen }, as('demo-f'));
      expect(dataOf(saved)).toEqual({ serviceIds: chosen });
      expect(await storedLinks('demo-f')).toEqual(chosen);
      const home = dataOf<HomeData>(await get(paths.commonReferralService, 'terminal=mobile', as('demo-f')));
      expect(home.isDefault).toBe(false);
      expect(home.commonServices.map((c) => c.serviceId)).toEqual(chosen);
      expect(home.commonServices.map((c) => c.sort)).toEqual([1, 2, 3, 4]);

      // Reordering replaces the whole list.
      const reordered = [...chosen].reverse();
      await post(app, api(paths.saveCustomConfig), { serviceIds: reordered }, as('demo-f'));
      expect(dataOf<HomeData>(await get(paths.commonReferralService, 'terminal=mobile', as('demo-f'))).commonServices.map((c) => c.serviceId)).toEqual(reordered);

      // Other residents (and a guardian naming her... she is not his ward) keep their own.
      const man = dataOf<HomeData>(await get(paths.commonReferralService, 'terminal=mobile', as('demo-m')));
      expect(man.isDefault).toBe(true);
      const guardian = await get(paths.commonReferralService, 'terminal=mobile', { ...as('demo-guardian'), subject: 'MO-1000002' });
      expect(dataOf<HomeData>(guardian).commonServices.map((c) => c.serviceId)).not.toEqual(reordered);
      expect(await storedLinks('demo-m')).toEqual([]);

      // A new sign-in sees the same order.
      const again = await post(app, api(paths.login), { username: 'demo-f', password: DEMO_PASSWORD });
      const fresh = dataOf<LoginResult>(again).tokenId;
      const later = dataOf<HomeData>(await get(paths.commonReferralService, 'terminal=mobile', { authorization: fresh }));
      expect(later.commonServices.map((c) => c.serviceId)).toEqual(reordered);

      // The reference data is reloaded at every start without touching quick links.
      await seedCatalogue(database.db, new Date());
      expect(await storedLinks('demo-f')).toEqual(reordered);
    });

    it('concurrent saves never fail or mix: the stored list is one of the lists sent', async () => {
      const visible = ids((await catalogueOf('demo-guardian', 'web')).flatMap((c) => c.services));
      const lists = [visible.slice(0, 3), visible.slice(3, 8), visible.slice(8, 11), [...visible.slice(0, 11)].reverse()];
      const answers = await Promise.all(lists.map((serviceIds) => post(app, api(paths.saveCustomConfig), { serviceIds }, as('demo-guardian'))));
      for (const a of answers) expect(a.body.resultCode).toBe(ResultCode.SUCCESS);
      expect(lists).toContainEqual(await storedLinks('demo-guardian'));
    });

    it('GET query strings are hostile input too: refused with an envelope, never a 500', async () => {
      const gets = [paths.bookingCount, paths.commonReferralService, paths.defaultCommonService, paths.backstageConfig];
      const fixed = [
        'terminal=mobile&terminal=web',
        'terminal[]=mobile',
        'terminal=%00',
        'terminal=%ED%A0%80',
        '__proto__=1',
        'constructor[prototype][x]=1',
        `configCode=${'x'.repeat(10_000)}`,
        'terminal=%E0%A4%A',
        'terminal=mobile&extra=1',
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...gets), fc.oneof(fc.constantFrom(...fixed), fc.string({ maxLength: 40 }).filter((x) => x !== 'mobile' && x !== 'web').map((x) => `terminal=${encodeURIComponent(x)}`)), async (path, query) => {
          const res = await app.inject({ method: 'GET', url: `${api(path)}?${query}`, headers: as('demo-m') });
          expect(res.statusCode, `${path}?${query}`).toBeLessThan(500);
          const body = res.json<{ resultCode: string; data: unknown }>();
          expect(isResultCode(body.resultCode)).toBe(true);
          if (path !== paths.bookingCount) expect(body.resultCode, `${path}?${query}`).not.toBe(ResultCode.SUCCESS);
        }),
        { numRuns: 60 },
      );
    });

    it('behaviour events are stored with the docs/product/entities.md fields, names from the catalogue; banner clicks counted', async () => {
      const me = await residentId('demo-m');
      const serviceId = idOfKey('/home/cxyy');
      const res = await post(
        app,
        api(paths.recordBehavior),
        { behaviorType: 'click_service', serviceId, serviceName: 'made up', orgCode: 'X', terminal: 'mobile' },
        as('demo-m'),
      );
      expect(res.body.resultCode).toBe(ResultCode.SUCCESS);
      const [event] = await database.db.select().from(behaviourEvents).where(eq(behaviourEvents.residentId, me));
      const [service] = await database.db.select().from(catalogueServices).where(eq(catalogueServices.id, serviceId));
      expect(event).toMatchObject({
        behaviorType: 'click_service',
        behaviorName: '點擊服務',
        behaviorNameEn: 'Service opened',
        behaviorNamePt: 'Serviço aberto',
        serviceId,
        serviceName: service?.nameZhHant,
        serviceNameEn: service?.nameEn,
        serviceNamePt: service?.namePt,
        orgCode: service?.orgCode,
        terminal: 'mobile',
      });
      expect(event?.orgName.length).toBeGreaterThan(0);
      expect(event?.orgNameEn.length).toBeGreaterThan(0);

      await post(app, api(paths.recordBehavior), { behaviorType: 'click_details', serviceId }, as('demo-m'));
      const banner = await post(app, api(paths.recordBehavior), { behaviorType: 'click_banner_web', messageId: 1 }, as('demo-m'));
      expect(banner.body.resultCode).toBe(ResultCode.SUCCESS);
      const [clicks] = await database.db.select({ n: count() }).from(bannerClicks).where(eq(bannerClicks.residentId, me));
      expect(Number(clicks?.n)).toBe(1);
      const types = (await database.db.select().from(behaviourEvents).where(eq(behaviourEvents.residentId, me))).map((e) => e.behaviorType);
      expect(types).toEqual(['click_service', 'click_details', 'click_banner_web']);

      // Unknown, hidden or missing ids store nothing.
      const refused = [
        { behaviorType: 'click_service', serviceId: 999_999 },
        { behaviorType: 'click_banner_app', messageId: 999_999 },
        { behaviorType: 'click_service' },
        { behaviorType: 'click_everything', serviceId },
      ];
      for (const body of refused) expect((await post(app, api(paths.recordBehavior), body, as('demo-m'))).body.resultCode).not.toBe(ResultCode.SUCCESS);
      const hidden = await post(app, api(paths.recordBehavior), { behaviorType: 'click_service', serviceId: MALE_ONLY[0] }, as('demo-f'));
      expect(hidden.body.resultCode).toBe(ResultCode.NOT_FOUND);
      const [total] = await database.db.select({ n: count() }).from(behaviourEvents);
      expect(Number(total?.n)).toBe(3);
    });

    it('lists of the pages, configs, booking count and the GET query rules', async () => {
      const vaccination = dataOf<CustomService>(await post(app, api(paths.vaccinationServiceList), { terminal: 'mobile' }, as('demo-m')));
      expect(vaccination.services.length).toBeGreaterThan(0);
      expect(vaccination.notices[0]?.title.pt.length).toBeGreaterThan(0);
      const children = dataOf<CustomService>(await post(app, api(paths.childrenServiceList), { terminal: 'mobile' }, as('demo-f')));
      const childrenMan = dataOf<CustomService>(await post(app, api(paths.childrenServiceList), { terminal: 'mobile' }, as('demo-m')));
      expect(children.services.length).toBeGreaterThan(childrenMan.services.length);
      const attribute3 = dataOf<Service[]>(await post(app, api(paths.classAttributeService), { terminal: 'web', serviceAttribute: 3 }, as('demo-m')));
      expect(attribute3.length).toBeGreaterThan(0);
      expect(attribute3.every((s) => s.serviceAttribute === 3)).toBe(true);
      const byClass = await post(app, api(paths.serviceByClassification), { terminal: 'mobile', classificationId: 5 }, as('demo-m'));
      expect(dataOf<Service[]>(byClass).every((s) => s.classificationId === 5)).toBe(true);
      expect((await post(app, api(paths.serviceByClassification), { terminal: 'mobile', classificationId: 999 }, as('demo-m'))).body.resultCode).toBe(ResultCode.NOT_FOUND);

      const covid = await get(paths.backstageConfig, 'configCode=covidVaccine', as('demo-m'));
      expect(dataOf<{ configCode: string }>(covid).configCode).toBe('covidVaccine');
      expect((await get(paths.backstageConfig, 'configCode=booking', as('demo-m'))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      expect((await get(paths.backstageConfig, 'configCode=covidVaccine&extra=1', as('demo-m'))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      expect((await get(paths.commonReferralService, 'terminal=tv', as('demo-m'))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);

      const booking = dataOf<Booking>(await get(paths.bookingCount, '', as('demo-m')));
      expect(booking.count).toBe(2);
      expect(booking.bookingUrls.en).toMatch(/^https:\/\//);
      expect(dataOf<Booking>(await get(paths.bookingCount, '', as('demo-guardian'))).count).toBe(0);
      expect(dataOf<ServiceContent[]>(await post(app, api(paths.serviceContentDataRange), {}, as('demo-m'))).length).toBe(3);
      expect(dataOf<unknown[]>(await post(app, api(paths.serviceMessageList), { terminal: 'web' }, as('demo-m'))).length).toBeGreaterThan(0);
    });

    it('serves every picture the catalogue names, coloured from the tokens palette', async () => {
      const services = (await catalogueOf('demo-m', 'mobile')).flatMap((c) => c.services);
      const banners = dataOf<Banner[]>(await post(app, api(paths.bannerList), { terminal: 'mobile' }, as('demo-m')));
      const pictures = new Set([...services.map((s) => s.servicePic), ...banners.flatMap((b) => Object.values(b.bannerPic)), ...file.organisations.map((o) => o.logo)]);
      for (const picture of pictures) {
        const res = await app.inject({ method: 'GET', url: picture });
        expect(res.statusCode, picture).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'.*sandbox/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.body).toMatch(/^<svg /);
        expect(res.body).not.toMatch(/\{\{/);
        const colours = res.body.match(/#[0-9a-f]{6}/g) ?? [];
        const allowed = new Set(Object.values(palette).flatMap((scale) => Object.values(scale as Record<string, string>)));
        for (const c of colours) expect(allowed.has(c), `${picture} ${c}`).toBe(true);
      }
      expect(pictures.size).toBeGreaterThanOrEqual(10);
      for (const bad of ['nope.svg', '..%2Fseed%2Fcatalogue.json', '%2e%2e%2fpackage.json']) {
        const res = await app.inject({ method: 'GET', url: `${API_BASE}/assets/catalogue/${bad}` });
        expect(res.statusCode).toBe(404);
      }
    });
  });
}

onEachDatabase(suite, adminUrl);

describe('catalogue without demo mode', () => {
  it('is seeded at every start, demo or not', async () => {
    const app = await buildApp({ database: { memory: true } });
    try {
      const res = await post(app, api(paths.serviceList), { terminal: 'web' });
      expect(dataOf<ServiceClassification[]>(res).flatMap((c) => c.services).length).toBeGreaterThan(10);
    } finally {
      await app.close();
    }
  });
});
