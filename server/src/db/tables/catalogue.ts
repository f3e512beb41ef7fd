import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * docs/product/catalogue.md: the service catalogue (docs/product/entities.md) and what residents do with it. The catalogue tables are reference
 * data, loaded from server/seed/catalogue.json at every start (seed-catalogue.ts) with the ids of that file,
 * so an id means the same service everywhere. Texts in three languages are jsonb { 'zh-Hant', en, pt }.
 */

type Text3 = { 'zh-Hant': string; en: string; pt: string };

export const catalogueOrganisations = pgTable('catalogue_organisations', {
  orgCode: text('org_code').primaryKey(),
  nameZhHant: text('name_zh_hant').notNull(),
  nameEn: text('name_en').notNull(),
  namePt: text('name_pt').notNull(),
  logo: text('logo').notNull(),
  sort: integer('sort').notNull(),
  sourceAgency: text('source_agency').notNull(),
}, (t) => [check('catalogue_organisations_code', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`)]);

export const catalogueClassifications = pgTable('catalogue_classifications', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZhHant: text('name_zh_hant').notNull(),
  nameEn: text('name_en').notNull(),
  namePt: text('name_pt').notNull(),
  sort: integer('sort').notNull(),
});

/** Maintenance notices (kind maintenance) and the dataRange reference texts (kind dataRange). */
export const catalogueContents = pgTable('catalogue_contents', {
  contentId: text('content_id').primaryKey(),
  kind: text('kind').notNull(),
  title: jsonb('title').$type<Text3>().notNull(),
  content: jsonb('content').$type<Text3>().notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [check('catalogue_contents_kind', sql`${t.kind} in ('maintenance', 'dataRange')`)]);

export const catalogueServices = pgTable('catalogue_services', {
  id: integer('id').primaryKey(),
  classificationId: integer('classification_id').notNull().references(() => catalogueClassifications.id),
  /** The home catalogue link of docs/product/routes.md (/home/...). */
  serviceKey: text('service_key').notNull().unique(),
  pic: text('pic').notNull(),
  nameZhHant: text('name_zh_hant').notNull(),
  nameEn: text('name_en').notNull(),
  namePt: text('name_pt').notNull(),
  attribute: smallint('attribute').notNull(),
  status: smallint('status').notNull(),
  mobileUrl: jsonb('mobile_url').$type<Text3>().notNull(),
  webUrl: jsonb('web_url').$type<Text3>().notNull(),
  maintenanceContentId: text('maintenance_content_id').references(() => catalogueContents.contentId),
  contentUrl: jsonb('content_url').$type<Text3>().notNull(),
  description: jsonb('description').$type<Text3>().notNull(),
  bgColor: text('bg_color').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  autoServicePage: boolean('auto_service_page').notNull().default(false),
  /** docs/product/entities.md releaseTerminal: 1 mobile, 2 web. */
  releaseTerminal: jsonb('release_terminal').$type<(1 | 2)[]>().notNull(),
  showSex: text('show_sex').notNull().default(''),
  specialService: text('special_service'),
  orgCode: text('org_code').notNull().references(() => catalogueOrganisations.orgCode),
  sort: integer('sort').notNull(),
  /** Lists besides its category it belongs to: children, vaccination, healthData, health, influenza. */
  lists: jsonb('lists').$type<string[]>().notNull(),
  /** Position among the default common services (quick links of a resident who never chose), or null. */
  defaultSort: integer('default_sort'),
  /** Position among the referral (recommended) services, or null. */
  referralSort: integer('referral_sort'),
}, (t) => [
  index('catalogue_services_classification').on(t.classificationId, t.sort),
  check('catalogue_services_attribute', sql`${t.attribute} in (1, 2, 3)`),
  check('catalogue_services_status', sql`${t.status} in (2, 3)`),
  check('catalogue_services_show_sex', sql`${t.showSex} in ('M', 'F', 'ALL', '')`),
  check('catalogue_services_special', sql`${t.specialService} is null or ${t.specialService} in ('vaccinationBook', 'queueTicketScan')`),
]);

export const catalogueBanners = pgTable('catalogue_banners', {
  id: integer('id').primaryKey(),
  nameZhHant: text('name_zh_hant').notNull(),
  nameEn: text('name_en').notNull(),
  namePt: text('name_pt').notNull(),
  pic: jsonb('pic').$type<Text3>().notNull(),
  /** What the picture shows, per language (its alt text); the banner's name is its caption. */
  alt: jsonb('alt').$type<Text3>().notNull().default(sql`'{"zh-Hant":"","en":"","pt":""}'::jsonb`),
  mobileLink: jsonb('mobile_link').$type<Text3>().notNull(),
  webLink: jsonb('web_link').$type<Text3>().notNull(),
  releaseTerminal: jsonb('release_terminal').$type<(1 | 2)[]>().notNull(),
  sort: integer('sort').notNull(),
});

/** Notices (docs/product/entities.md custom service notices); list names the page they belong to ('all' = the catalogue's). */
export const catalogueNotices = pgTable('catalogue_notices', {
  id: integer('id').primaryKey(),
  list: text('list').notNull(),
  title: jsonb('title').$type<Text3>().notNull(),
  content: jsonb('content').$type<Text3>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
}, (t) => [index('catalogue_notices_list').on(t.list, t.publishedAt.desc())]);

/** GET /manageBackstageConfig/detail: influenzaVaccine, routineVaccine, covidVaccine. */
export const catalogueBackstageConfig = pgTable('catalogue_backstage_config', {
  configCode: text('config_code').primaryKey(),
  title: jsonb('title').$type<Text3>().notNull(),
  content: jsonb('content').$type<Text3>().notNull(),
  url: jsonb('url').$type<Text3>().notNull(),
});

/** A resident's quick links in order (docs/product/validation.md: 3 to 11, no duplicates; the database refuses duplicates too). */
export const userQuickLinks = pgTable('user_quick_links', {
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  serviceId: integer('service_id').notNull().references(() => catalogueServices.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('user_quick_links_position').on(t.residentId, t.position),
  uniqueIndex('user_quick_links_service').on(t.residentId, t.serviceId),
  check('user_quick_links_position_range', sql`${t.position} between 0 and 10`),
]);

/** docs/product/entities.md behaviour events, with the names as the catalogue had them at the time. */
export const behaviourEvents = pgTable('behaviour_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  behaviorType: text('behavior_type').notNull(),
  behaviorName: text('behavior_name').notNull(),
  behaviorNameEn: text('behavior_name_en').notNull(),
  behaviorNamePt: text('behavior_name_pt').notNull(),
  serviceId: integer('service_id'),
  messageId: integer('message_id'),
  serviceName: text('service_name').notNull(),
  serviceNameEn: text('service_name_en').notNull(),
  serviceNamePt: text('service_name_pt').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name').notNull(),
  orgNameEn: text('org_name_en').notNull(),
  terminal: text('terminal'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('behaviour_events_resident').on(t.residentId, t.createdAt),
  // The retention purge deletes by time alone (behaviour-retention.ts).
  index('behaviour_events_created').on(t.createdAt),
  check('behaviour_events_type', sql`${t.behaviorType} in ('click_service', 'click_details', 'click_banner_app', 'click_banner_web')`),
]);

export const bannerClicks = pgTable('banner_clicks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bannerId: integer('banner_id').notNull().references(() => catalogueBanners.id, { onDelete: 'cascade' }),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  terminal: text('terminal').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('banner_clicks_banner').on(t.bannerId, t.createdAt), index('banner_clicks_created').on(t.createdAt)]);

/** Upcoming appointments booked through the services (GET /thirdPartApi/getBookingCount counts them). */
export const serviceBookings = pgTable('service_bookings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id').notNull().references(() => catalogueServices.id, { onDelete: 'cascade' }),
  bookedFor: timestamp('booked_for', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('service_bookings_resident').on(t.residentId, t.bookedFor)]);
