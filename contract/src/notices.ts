import { z } from './z.ts';
import { recordIdSchema } from './ids.ts';
import { optionalPageSchema, pageResultSchema } from './page.ts';
import { ORGANISATION_CODES } from './organisations.ts';

/**
 * Notices (docs/product/notices.md): what the resident is told when an organisation sends a record. Always the
 * signed-in resident's own; a notice names the kind of record and the organisation, never its values.
 */

/** The kinds of record an organisation may send (docs/product/ingest.md), as notices name them. */
export const NOTICE_RECORD_TYPES = ['lab_report', 'imaging', 'visit', 'prescription', 'vaccination', 'surgery'] as const;
export type NoticeRecordType = (typeof NOTICE_RECORD_TYPES)[number];
/** What happened to the resident's account rather than their record: a sign-in from a new browser, a share link made. */
export const NOTICE_ACCOUNT_TYPES = ['sign_in', 'share'] as const;
export type NoticeAccountType = (typeof NOTICE_ACCOUNT_TYPES)[number];
/** Every type a notice can be of, and so every kind a push subscription can choose (Settings lists them in this order). */
export const NOTICE_TYPES = [...NOTICE_RECORD_TYPES, ...NOTICE_ACCOUNT_TYPES] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/**
 * received: a new record; updated: an organisation sent a record again, changed; new_browser: a sign-in from a browser
 * the resident had not signed in from before (type sign_in); share_created: a share link to imaging pictures was made
 * (type share).
 */
export const NOTICE_KINDS = ['received', 'updated', 'new_browser', 'share_created'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** At most this many notices marked read in one call. */
export const NOTICE_MARK_MAX = 100;

export const noticeListRequestSchema = z.object({ page: optionalPageSchema, unreadOnly: z.boolean({ error: 'invalid' }).optional() });
export type NoticeListRequest = z.input<typeof noticeListRequestSchema>;

export const noticeRowSchema = z.object({
  id: z.int(),
  kind: z.enum(NOTICE_KINDS),
  recordType: z.enum(NOTICE_TYPES),
  /** The record's id, for its detail screen (a share: the imaging report shared); null for a sign-in. */
  recordId: z.int().nullable(),
  /** Who sent the record (a share: who made the report); null for a sign-in. */
  orgCode: z.enum(ORGANISATION_CODES).nullable(),
  /** ISO 8601 UTC: when the record arrived (the sign-in, the share). */
  at: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type NoticeRow = z.output<typeof noticeRowSchema>;
export const noticeListResultSchema = pageResultSchema(noticeRowSchema).extend({ unread: z.int().min(0) });
export type NoticeListResult = z.output<typeof noticeListResultSchema>;

/** Marks the named notices read, or every notice with `all`; answers how many stay unread. */
export const noticeMarkReadRequestSchema = z
  .object({
    ids: z.array(recordIdSchema).max(NOTICE_MARK_MAX, { error: 'invalid' }).optional(),
    all: z.boolean({ error: 'invalid' }).optional(),
  })
  .refine((b) => b.all === true || (b.ids !== undefined && b.ids.length > 0), { error: 'invalid', path: ['ids'] });
export type NoticeMarkReadRequest = z.input<typeof noticeMarkReadRequestSchema>;

export const noticeUnreadRequestSchema = z.object({});
export const noticeUnreadSchema = z.object({ unread: z.int().min(0) });
export type NoticeUnread = z.output<typeof noticeUnreadSchema>;

/**
 * Web Push (docs/product/notices.md#push). A browser's subscription (the push service's address and the browser's
 * public key and auth secret, as PushSubscription.toJSON() gives them) and the kinds of record it is told of; one
 * row per browser, always the signed-in resident's own.
 */
export const PUSH_ENDPOINT_MAX = 1_000;
const base64url = (max: number) => z.string({ error: 'invalid' }).min(16, { error: 'invalid' }).max(max, { error: 'invalid' }).regex(/^[A-Za-z0-9_-]+=*$/, { error: 'invalid' });
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'invalid' }).max(PUSH_ENDPOINT_MAX, { error: 'invalid' }),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
});
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;
const kindsSchema = z.array(z.enum(NOTICE_TYPES, { error: 'invalid' })).max(NOTICE_TYPES.length, { error: 'invalid' });

/** What this browser is sent: the server's public VAPID key (null: push is off on this server) and the kinds chosen. */
export const pushSettingsRequestSchema = z.object({ endpoint: z.string({ error: 'invalid' }).max(PUSH_ENDPOINT_MAX, { error: 'invalid' }).optional() });
export const pushSettingsSchema = z.object({ publicKey: z.string().nullable(), kinds: z.array(z.enum(NOTICE_TYPES)) });
export type PushSettings = z.output<typeof pushSettingsSchema>;

/** Saves this browser's subscription with the kinds it is sent (none: the subscription is removed). */
export const pushSubscribeRequestSchema = z.object({
  subscription: pushSubscriptionSchema,
  kinds: kindsSchema,
  /** The tree a push's link opens. */
  tree: z.enum(['mob', 'web'], { error: 'invalid' }),
});
export type PushSubscribeRequest = z.input<typeof pushSubscribeRequestSchema>;
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.string({ error: 'invalid' }).min(1, { error: 'invalid' }).max(PUSH_ENDPOINT_MAX, { error: 'invalid' }) });
export const pushUnsubscribeResultSchema = z.object({ removed: z.boolean() });
