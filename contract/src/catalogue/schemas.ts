import { z } from '../z.ts';
import { recordIdSchema } from '../ids.ts';
import { QUICK_LINKS_MAX, QUICK_LINKS_MIN } from '../limits.ts';
import { CATALOGUE_ORG_CODES, TERMINALS } from './constants.ts';

/**
 * docs/product/entities.md service catalogue entities. Field names follow docs/product/entities.md where it names them (classificationName*,
 * bannerName*, the behaviour-event fields); values given "per language" travel as one object keyed by
 * interface language ({ 'zh-Hant', en, pt }), so the portal reads `x[lang]`.
 */

/** One text in each interface language. */
export const catalogueTextSchema = z.object({ 'zh-Hant': z.string(), en: z.string(), pt: z.string() });
export type CatalogueText = z.output<typeof catalogueTextSchema>;

/** Which app asks: the mobile tree (/mob, releaseTerminal 1) or the web tree (/web, releaseTerminal 2). */
export const terminalSchema = z.enum(TERMINALS, { error: 'invalid' });

/** docs/product/entities.md: 1 internal page, 2 external link, 3 external link receiving the patient id. */
export const serviceAttributeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** docs/product/entities.md / docs/product/states.md: 2 available, 3 maintenance. */
export const serviceStatusSchema = z.union([z.literal(2), z.literal(3)]);
/** docs/product/entities.md releaseTerminal values: 1 mobile, 2 web. */
export const releaseTerminalSchema = z.array(z.union([z.literal(1), z.literal(2)]));
/** docs/product/entities.md showSex: a sex code, ALL, or empty (= everybody). */
export const showSexSchema = z.enum(['M', 'F', 'ALL', '']);
/** docs/product/routes.md behaviour 4 special services (ours: the marker that makes a tile one of them). */
export const specialServiceSchema = z.enum(['vaccinationBook', 'queueTicketScan']).nullable();

export const serviceSchema = z.object({
  serviceId: z.int(),
  classificationId: z.int(),
  /** The home catalogue link of docs/product/routes.md (/home/zszxmzyy ...): the key of getServiceByKey and getServiceMap. */
  serviceKey: z.string(),
  /** Picture address (served by the server under /api/assets/catalogue/). */
  servicePic: z.string(),
  serviceNameTraditional: z.string(),
  serviceNameEnglish: z.string(),
  serviceNamePortuguese: z.string(),
  serviceAttribute: serviceAttributeSchema,
  serviceStatus: serviceStatusSchema,
  /** Mobile address per language ('' = no link: the tile leads to notFound). */
  serviceUrl: catalogueTextSchema,
  /** Web address per language ('' = no link). */
  webServiceUrl: catalogueTextSchema,
  /** Content id of the maintenance text (status 3), or null. */
  serviceMaintenanceContent: z.string().nullable(),
  /** Address of the service's description page per language ('' = none). */
  contentUrl: catalogueTextSchema,
  serviceDescription: catalogueTextSchema,
  /** A tokens colour role or palette step name (e.g. 'brand-50'), never a colour literal. */
  bgColor: z.string(),
  isMain: z.boolean(),
  autoServicePage: z.boolean(),
  releaseTerminal: releaseTerminalSchema,
  showSex: showSexSchema,
  specialService: specialServiceSchema,
  orgCode: z.enum(CATALOGUE_ORG_CODES),
  sort: z.int(),
});
export type Service = z.output<typeof serviceSchema>;

export const serviceClassificationSchema = z.object({
  classificationId: z.int(),
  /** appointment, certificates, applicationServices, about, healthRecord, other (docs/product/entities.md sample categories). */
  classificationCode: z.string(),
  classificationNameTraditional: z.string(),
  classificationNamePortuguese: z.string(),
  classificationNameEnglish: z.string(),
  services: z.array(serviceSchema),
});
export type ServiceClassification = z.output<typeof serviceClassificationSchema>;

export const commonServiceSchema = z.object({ serviceId: z.int(), sort: z.int(), serviceInfo: serviceSchema });
export type CommonService = z.output<typeof commonServiceSchema>;

/** docs/product/entities.md home data: the resident's quick links (or the defaults) and the referral (recommended) services. */
export const homeDataSchema = z.object({
  commonServices: z.array(commonServiceSchema),
  referralServices: z.array(serviceSchema),
  /** true when commonServices are the defaults (the resident never saved quick links). */
  isDefault: z.boolean(),
});
export type HomeData = z.output<typeof homeDataSchema>;

export const noticeSchema = z.object({
  messageId: z.int(),
  title: catalogueTextSchema,
  content: catalogueTextSchema,
  /** ISO date-time */
  publishedAt: z.string(),
});
export type Notice = z.output<typeof noticeSchema>;

/** docs/product/entities.md custom service: services plus notices in three languages. */
export const customServiceSchema = z.object({ services: z.array(serviceSchema), notices: z.array(noticeSchema) });
export type CustomService = z.output<typeof customServiceSchema>;

/** docs/product/entities.md booking: count and a booking address per language. */
export const bookingSchema = z.object({ count: z.int().min(0), bookingUrls: catalogueTextSchema });
export type Booking = z.output<typeof bookingSchema>;

export const bannerSchema = z.object({
  messageId: z.int(),
  bannerName: z.string(),
  bannerNameEn: z.string(),
  bannerNamePt: z.string(),
  /** Picture address per language (served under /api/assets/catalogue/). */
  bannerPic: catalogueTextSchema,
  /** What the picture shows, per language: its alt text (the name is the visible caption). */
  bannerAlt: catalogueTextSchema,
  /** Where a tap leads, per language, for this terminal ('' = nowhere). Checked with isSafeUrl before use. */
  linkUrl: catalogueTextSchema,
  sort: z.int(),
});
export type Banner = z.output<typeof bannerSchema>;

export const catalogueOrganisationSchema = z.object({
  orgCode: z.enum(CATALOGUE_ORG_CODES),
  orgName: z.string(),
  orgNameEn: z.string(),
  orgNamePt: z.string(),
  logo: z.string(),
  sort: z.int(),
  /** docs/product/entities.md: SS, SURVEY and selfServiceMeasurement count as the health services. */
  sourceAgency: z.string(),
});
export type CatalogueOrganisation = z.output<typeof catalogueOrganisationSchema>;

/** Maintenance (and other) content of a service in three languages (POST /manageServiceContent/detail). */
export const serviceContentSchema = z.object({
  contentId: z.string(),
  title: catalogueTextSchema,
  content: catalogueTextSchema,
  /** ISO date-time */
  updatedAt: z.string(),
});
export type ServiceContent = z.output<typeof serviceContentSchema>;

/** GET /manageBackstageConfig/detail: an administered text/link for a vaccine kind. */
export const BACKSTAGE_CONFIG_CODES = ['influenzaVaccine', 'routineVaccine', 'covidVaccine'] as const;
export const backstageConfigCodeSchema = z.enum(BACKSTAGE_CONFIG_CODES, { error: 'invalid' });
export const backstageConfigSchema = z.object({
  configCode: backstageConfigCodeSchema,
  title: catalogueTextSchema,
  content: catalogueTextSchema,
  url: catalogueTextSchema,
});
export type BackstageConfig = z.output<typeof backstageConfigSchema>;

/** docs/product/entities.md behaviour event types. */
export const BEHAVIOUR_TYPES = ['click_service', 'click_details', 'click_banner_app', 'click_banner_web'] as const;
export type BehaviourType = (typeof BEHAVIOUR_TYPES)[number];

/**
 * docs/product/entities.md behaviour names in three languages: the server stores them with each event, and the portal
 * sends them with a details view (they are record names, not interface texts, so they are here and not in a page's
 * language bundle).
 */
export const BEHAVIOUR_NAMES: Readonly<Record<BehaviourType, CatalogueText>> = {
  click_service: { 'zh-Hant': '點擊服務', en: 'Service opened', pt: 'Serviço aberto' },
  click_details: { 'zh-Hant': '查看服務詳情', en: 'Service details viewed', pt: 'Detalhes do serviço vistos' },
  click_banner_app: { 'zh-Hant': '點擊應用程式橫幅', en: 'App banner opened', pt: 'Faixa da aplicação aberta' },
  click_banner_web: { 'zh-Hant': '點擊網頁橫幅', en: 'Web banner opened', pt: 'Faixa da web aberta' },
};

const eventText = z.string().max(200, { error: 'invalid' });

/**
 * docs/product/entities.md behaviour event. serviceId for click_service/click_details, messageId (the banner) for the banner
 * clicks. The names travel as docs/product/entities.md lists them; the server stores the catalogue's own names for the ids
 * it is given (a client cannot write arbitrary names into the statistics).
 */
export const behaviourEventSchema = z
  .object({
    behaviorType: z.enum(BEHAVIOUR_TYPES, { error: 'invalid' }),
    behaviorName: eventText.optional(),
    behaviorNameEn: eventText.optional(),
    behaviorNamePt: eventText.optional(),
    serviceId: recordIdSchema.nullable().optional(),
    messageId: recordIdSchema.nullable().optional(),
    serviceName: eventText.optional(),
    serviceNameEn: eventText.optional(),
    serviceNamePt: eventText.optional(),
    orgCode: eventText.optional(),
    orgName: eventText.optional(),
    orgNameEn: eventText.optional(),
    terminal: terminalSchema.optional(),
  })
  .superRefine((e, ctx) => {
    const banner = e.behaviorType === 'click_banner_app' || e.behaviorType === 'click_banner_web';
    if (banner && (e.messageId === undefined || e.messageId === null)) ctx.addIssue({ code: 'custom', path: ['messageId'], message: 'required' });
    if (!banner && (e.serviceId === undefined || e.serviceId === null)) ctx.addIssue({ code: 'custom', path: ['serviceId'], message: 'required' });
  });
export type BehaviourEvent = z.output<typeof behaviourEventSchema>;

/** docs/product/validation.md quick links: 3 to 11 service ids, no duplicates ('Service already exists'), order kept. */
export const quickLinksSchema = z
  .array(recordIdSchema, { error: 'quickLinks.count' })
  .min(QUICK_LINKS_MIN, { error: 'quickLinks.count' })
  .max(QUICK_LINKS_MAX, { error: 'quickLinks.count' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'quickLinks.duplicate' });

/** POST /userCustomConfig/saveConfig */
export const saveConfigRequestSchema = z.object({ serviceIds: quickLinksSchema });
export type SaveConfigRequest = z.output<typeof saveConfigRequestSchema>;
export const saveConfigResultSchema = z.object({ serviceIds: z.array(z.int()) });

/* Requests. Catalogue lists are filtered by the terminal named in the request (body, or query on GET). */
export const terminalRequestSchema = z.object({ terminal: terminalSchema });
export const emptyRequestSchema = z.object({});
export const serviceContentRequestSchema = z.object({ contentId: z.string().min(1, { error: 'required' }).max(64, { error: 'invalid' }) });
export const serviceByClassificationRequestSchema = z.object({ terminal: terminalSchema, classificationId: recordIdSchema });
export const classAttributeRequestSchema = z.object({ terminal: terminalSchema, serviceAttribute: serviceAttributeSchema });
export const serviceByKeyRequestSchema = z.object({
  terminal: terminalSchema,
  serviceKey: z.string().min(1, { error: 'required' }).max(64, { error: 'invalid' }),
});
export const backstageConfigRequestSchema = z.object({ configCode: backstageConfigCodeSchema });

/* Responses. */
export const serviceListSchema = z.array(serviceSchema);
export const classificationListSchema = z.array(serviceClassificationSchema);
export const commonServiceListSchema = z.array(commonServiceSchema);
export const bannerListSchema = z.array(bannerSchema);
export const noticeListSchema = z.array(noticeSchema);
export const serviceContentListSchema = z.array(serviceContentSchema);
/** getServiceMap: visible services keyed by serviceKey. */
export const serviceMapSchema = z.record(z.string(), serviceSchema);
export const catalogueOrganisationListSchema = z.array(catalogueOrganisationSchema);
