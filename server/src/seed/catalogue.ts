import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BACKSTAGE_CONFIG_CODES, CATALOGUE_ORG_CODES, HOME_SERVICE_KEYS, isSafeUrl } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import {
  catalogueBackstageConfig,
  catalogueBanners,
  catalogueClassifications,
  catalogueContents,
  catalogueNotices,
  catalogueOrganisations,
  catalogueServices,
  serviceBookings,
} from '../db/tables/catalogue.ts';
import { residents } from '../db/schema.ts';

/**
 * docs/product/catalogue.md: the service catalogue is reference data, kept as data in server/seed/catalogue.json and loaded
 * at EVERY start (DEMO or not): a portal without its catalogue has no home page. Rows are upserted by the
 * ids of the file, so a start brings the database in line with the file and changes nothing else (quick
 * links and behaviour events keep pointing at the same ids). The file is validated first; a bad file stops
 * the start instead of serving a broken catalogue.
 */
export const CATALOGUE_FILE = new URL('../../seed/catalogue.json', import.meta.url);

const text = z.object({ 'zh-Hant': z.string(), en: z.string(), pt: z.string() }).strict();
/** Every address in the file is empty or passes the contract's isSafeUrl. */
const link = text.refine((t) => Object.values(t).every((u) => u === '' || isSafeUrl(u)), { message: 'unsafe link' });
const asset = z.string().regex(/^\/api\/assets\/catalogue\/[a-z0-9-]+\.svg$/);
/** Palette steps a service tile's picture may sit on (docs/product/entities.md bgColor). */
export const TILE_BACKGROUNDS = ['brand-50', 'neutral-100', 'blue-300', 'green-300', 'amber-300'] as const;
const terminals = z.array(z.union([z.literal(1), z.literal(2)])).min(1);

export const catalogueFileSchema = z.object({
  $comment: z.string().optional(),
  organisations: z.array(z.object({ orgCode: z.enum(CATALOGUE_ORG_CODES), name: text, logo: asset, sort: z.int(), sourceAgency: z.string() }).strict()),
  classifications: z.array(z.object({ id: z.int().positive(), code: z.string(), name: text, sort: z.int() }).strict()),
  contents: z.array(z.object({ contentId: z.string().regex(/^[a-z0-9-]{1,64}$/), kind: z.enum(['maintenance', 'dataRange']), title: text, content: text, sort: z.int() }).strict()),
  services: z.array(
    z
      .object({
        id: z.int().positive(),
        serviceKey: z.enum(HOME_SERVICE_KEYS),
        classificationId: z.int().positive(),
        pic: asset,
        name: text,
        attribute: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        status: z.union([z.literal(2), z.literal(3)]),
        mobileUrl: link,
        webUrl: link,
        maintenanceContentId: z.string().nullable(),
        contentUrl: link,
        description: text,
        // The tile backgrounds the catalogue uses (palette steps): never red, the danger colour, which made one
        // tile stand out as a warning.
        bgColor: z.enum(TILE_BACKGROUNDS),
        isMain: z.boolean(),
        autoServicePage: z.boolean(),
        releaseTerminal: terminals,
        showSex: z.enum(['M', 'F', 'ALL', '']),
        specialService: z.enum(['vaccinationBook', 'queueTicketScan']).nullable(),
        orgCode: z.enum(CATALOGUE_ORG_CODES),
        sort: z.int(),
        lists: z.array(z.enum(['children', 'vaccination', 'healthData', 'health', 'influenza'])),
        defaultSort: z.int().nullable(),
        referralSort: z.int().nullable(),
      })
      .strict(),
  ),
  // Every banner picture says what it shows in each language (alt), beside its name (the caption).
  banners: z.array(z.object({ id: z.int().positive(), name: text, pic: text, alt: text.refine((t) => Object.values(t).every((a) => a.trim() !== ''), { message: 'alt text in every language' }), mobileLink: link, webLink: link, releaseTerminal: terminals, sort: z.int() }).strict()),
  notices: z.array(z.object({ id: z.int().positive(), list: z.enum(['all', 'children', 'vaccination', 'healthData', 'health', 'influenza']), title: text, content: text, publishedAt: z.iso.datetime() }).strict()),
  backstageConfig: z.array(z.object({ configCode: z.enum(BACKSTAGE_CONFIG_CODES), title: text, content: text, url: link }).strict()),
  booking: z.object({ bookingUrls: link }).strict(),
});
export type CatalogueFile = z.output<typeof catalogueFileSchema>;

/** The config row that holds the booking addresses (GET /thirdPartApi/getBookingCount). */
export const BOOKING_CONFIG_CODE = 'booking';

/** Reads and checks the seed file: schema, the 21 keys of docs/product/routes.md each once, references that resolve. */
export function loadCatalogueFile(file: URL = CATALOGUE_FILE): CatalogueFile {
  const data = catalogueFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const keys = new Set(data.services.map((s) => s.serviceKey));
  if (keys.size !== HOME_SERVICE_KEYS.length || data.services.length !== HOME_SERVICE_KEYS.length) {
    throw new Error('catalogue.json must hold each of the 21 /home/* services of docs/product/routes.md exactly once');
  }
  const classIds = new Set(data.classifications.map((c) => c.id));
  const contentIds = new Set(data.contents.map((c) => c.contentId));
  for (const s of data.services) {
    if (!classIds.has(s.classificationId)) throw new Error(`service ${s.id}: unknown classification ${s.classificationId}`);
    if (s.maintenanceContentId !== null && !contentIds.has(s.maintenanceContentId)) throw new Error(`service ${s.id}: unknown content ${s.maintenanceContentId}`);
    if (s.status === 3 && s.maintenanceContentId === null) throw new Error(`service ${s.id}: maintenance without content`);
  }
  return data;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Upserts the whole catalogue in one transaction. Idempotent. */
export async function seedCatalogue(db: Db, now: Date, data: CatalogueFile = loadCatalogueFile()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const o of data.organisations) {
      const row = { orgCode: o.orgCode, nameZhHant: o.name['zh-Hant'], nameEn: o.name.en, namePt: o.name.pt, logo: o.logo, sort: o.sort, sourceAgency: o.sourceAgency };
      await tx.insert(catalogueOrganisations).values(row).onConflictDoUpdate({ target: catalogueOrganisations.orgCode, set: row });
    }
    for (const c of data.classifications) {
      const row = { id: c.id, code: c.code, nameZhHant: c.name['zh-Hant'], nameEn: c.name.en, namePt: c.name.pt, sort: c.sort };
      await tx.insert(catalogueClassifications).values(row).onConflictDoUpdate({ target: catalogueClassifications.id, set: row });
    }
    for (const c of data.contents) {
      const row = { contentId: c.contentId, kind: c.kind, title: c.title, content: c.content, sort: c.sort, updatedAt: now };
      // updated_at moves only when the text changed.
      await tx
        .insert(catalogueContents)
        .values(row)
        .onConflictDoUpdate({
          target: catalogueContents.contentId,
          set: { kind: row.kind, title: row.title, content: row.content, sort: row.sort, updatedAt: sql`case when ${catalogueContents.title} = ${excluded('title')} and ${catalogueContents.content} = ${excluded('content')} then ${catalogueContents.updatedAt} else ${excluded('updated_at')} end` },
        });
    }
    for (const s of data.services) {
      const row = {
        id: s.id,
        classificationId: s.classificationId,
        serviceKey: s.serviceKey,
        pic: s.pic,
        nameZhHant: s.name['zh-Hant'],
        nameEn: s.name.en,
        namePt: s.name.pt,
        attribute: s.attribute,
        status: s.status,
        mobileUrl: s.mobileUrl,
        webUrl: s.webUrl,
        maintenanceContentId: s.maintenanceContentId,
        contentUrl: s.contentUrl,
        description: s.description,
        bgColor: s.bgColor,
        isMain: s.isMain,
        autoServicePage: s.autoServicePage,
        releaseTerminal: s.releaseTerminal,
        showSex: s.showSex,
        specialService: s.specialService,
        orgCode: s.orgCode,
        sort: s.sort,
        lists: s.lists,
        defaultSort: s.defaultSort,
        referralSort: s.referralSort,
      };
      await tx.insert(catalogueServices).values(row).onConflictDoUpdate({ target: catalogueServices.id, set: row });
    }
    for (const b of data.banners) {
      const row = { id: b.id, nameZhHant: b.name['zh-Hant'], nameEn: b.name.en, namePt: b.name.pt, pic: b.pic, alt: b.alt, mobileLink: b.mobileLink, webLink: b.webLink, releaseTerminal: b.releaseTerminal, sort: b.sort };
      await tx.insert(catalogueBanners).values(row).onConflictDoUpdate({ target: catalogueBanners.id, set: row });
    }
    for (const n of data.notices) {
      const row = { id: n.id, list: n.list, title: n.title, content: n.content, publishedAt: new Date(n.publishedAt) };
      await tx.insert(catalogueNotices).values(row).onConflictDoUpdate({ target: catalogueNotices.id, set: row });
    }
    const configs = [...data.backstageConfig, { configCode: BOOKING_CONFIG_CODE, title: data.booking.bookingUrls, content: data.booking.bookingUrls, url: data.booking.bookingUrls }];
    for (const c of configs) {
      await tx.insert(catalogueBackstageConfig).values(c).onConflictDoUpdate({ target: catalogueBackstageConfig.configCode, set: c });
    }
  });
}

/** Demo mode only: two upcoming bookings for demo-m and one for demo-f, so the booking count shows. */
export async function seedCatalogueDemo(db: Db, now: Date): Promise<void> {
  const people = await db.select({ id: residents.id, username: residents.username }).from(residents);
  const plan: Record<string, number[]> = { 'demo-m': [3, 11], 'demo-f': [2] };
  for (const p of people) {
    const serviceIds = plan[p.username];
    if (!serviceIds) continue;
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(serviceBookings).where(sql`${serviceBookings.residentId} = ${p.id}`);
    if ((existing?.n ?? 0) > 0) continue;
    await db.insert(serviceBookings).values(
      serviceIds.map((serviceId, i) => ({ residentId: p.id, serviceId, bookedFor: new Date(now.getTime() + (i + 3) * 86_400_000), createdAt: now })),
    );
  }
}
