import { z } from './z.ts';
import { localizedNameSchema } from './personal.ts';
import { optionalPageSchema, pageResultSchema } from './page.ts';
import { recordIdSchema } from './ids.ts';

/**
 * QR scanning and doctor consent (docs/product/routes.md scanResult, docs/product/states.md scan and queue states, docs/product/validation.md QR consent,
 * docs/product/calls.md /qrApi/scanQr and /qrCode/*). A code's text is a signed, expiring token issued by the server
 * (see server/src/auth/qr-signing.ts); the portal only carries it.
 */

/** docs/product/routes.md: the record types the scan-result screen handles. EMR is for adults only. */
export const SCAN_RECORD_TYPES = ['BLOOD', 'ER24', 'ERM', 'ERO', 'ERP', 'ER_all', 'OUT', 'EMR'] as const;
export type ScanRecordType = (typeof SCAN_RECORD_TYPES)[number];
/** The record types a doctor can ask to see (everything but the blood-collection ticket). */
export const CONSENT_RECORD_TYPES = ['ER24', 'ERM', 'ERO', 'ERP', 'ER_all', 'OUT', 'EMR'] as const;
export type ConsentRecordType = (typeof CONSENT_RECORD_TYPES)[number];

/**
 * docs/product/states.md blood-collection queue messages (passed, finished, notToday, waiting, called) and the other
 * scan states of a ticket (notRegistered, done = blood draw done).
 */
export const QUEUE_STATES = ['passed', 'finished', 'notToday', 'waiting', 'called', 'notRegistered', 'done'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** docs/product/limits.md: blood collection room hours (Macao time) and how long the process takes. */
export const BLOOD_ROOM_OPEN = '08:30';
export const BLOOD_ROOM_CLOSE = '11:00';
export const BLOOD_DRAW_MINUTES = 15;
/** Ours: the longest text a QR code of ours carries; anything longer is not one of ours. */
export const QR_TEXT_MAX = 1024;
/** Ours: a scan hand-off (/mob/transScanPage?data&timestamp) older than this is refused as stale. */
export const SCAN_HANDOFF_MAX_AGE_MS = 2 * 60 * 1000;
/** Ours: how many times one queue ticket may be scanned before 'Scanning times exceeded'. */
export const QR_MAX_SCANS = 20;

export const qrTextSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'qr.required' : 'qr.invalid') })
  .trim()
  .min(1, { error: 'qr.required' })
  .max(QR_TEXT_MAX, { error: 'qr.invalid' });

export const scanQrRequestSchema = z.object({ qrCode: qrTextSchema });

export const queueTicketSchema = z.object({
  kind: z.literal('queue'),
  recordType: z.literal('BLOOD'),
  ticketNo: z.int().min(1),
  state: z.enum(QUEUE_STATES),
  /** The number the room is calling now (null before the first call of the day). */
  calledNo: z.int().min(0).nullable(),
  /** Tickets before this one still waiting (waiting state only, else 0). */
  ahead: z.int().min(0),
  /** YYYY-MM-DD, Macao date of the ticket. */
  serviceDate: z.iso.date(),
  roomOpen: z.string(),
  roomClose: z.string(),
  minutesPerDraw: z.int().min(1),
});

export const consentScanSchema = z.object({
  kind: z.literal('consent'),
  recordType: z.enum(CONSENT_RECORD_TYPES),
});

export const scanQrResultSchema = z.discriminatedUnion('kind', [queueTicketSchema, consentScanSchema]);

export const doctorInfoRequestSchema = z.object({ qrCode: qrTextSchema });

export const doctorSchema = z.object({
  name: localizedNameSchema,
  department: localizedNameSchema,
  orgCode: z.string(),
});

export const doctorInfoSchema = z.object({
  doctor: doctorSchema,
  recordType: z.enum(CONSENT_RECORD_TYPES),
  /** ISO 8601: when the request stops being valid. */
  expiresAt: z.iso.datetime({ offset: true }),
  /**
   * docs/product/validation.md: false when the doctor's patient is not the signed-in resident (or the ward named by
   * Subject): the portal then asks for the child's Macao identity number.
   */
  identityMatches: z.boolean(),
});

/** Macao resident identity card number: 7 digits and a check digit, written 1234567(8). */
export const MACAO_ID_PATTERN = /^[1578]\d{6}\(\d\)$/;

/** Accepts `1234567(8)` or `12345678`, with spaces, and answers the written form `1234567(8)`. */
export const macaoIdSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'identity.required' : 'identity.format') })
  .trim()
  .min(1, { error: 'identity.required' })
  .max(20, { error: 'identity.format' })
  .transform((v) => v.replace(/\s+/g, '').replace(/^(\d{7})\(?(\d)\)?$/, '$1($2)'))
  .pipe(z.string().regex(MACAO_ID_PATTERN, { error: 'identity.format' }));

export const confirmInfoRequestSchema = z.object({
  qrCode: qrTextSchema,
  /** true: agree; false: decline. */
  agree: z.boolean({ error: 'required' }),
  /** docs/product/validation.md: asked when identity does not match (a guardian consenting for a child). */
  childIdentityNumber: macaoIdSchema.optional(),
});

export const CONSENT_DECISIONS = ['agreed', 'declined'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

export const confirmInfoResultSchema = z.object({
  decision: z.enum(CONSENT_DECISIONS),
  /** The recorded consent (agreed only), for the list and withdraw. */
  consentId: z.int().nullable(),
  recordType: z.enum(CONSENT_RECORD_TYPES),
  doctor: doctorSchema,
});

export const consentListRequestSchema = z.object({ page: optionalPageSchema });

export const consentRowSchema = z.object({
  id: z.int(),
  doctor: doctorSchema,
  recordType: z.enum(CONSENT_RECORD_TYPES),
  /** ISO 8601 UTC. */
  agreedAt: z.iso.datetime({ offset: true }),
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
  /** Who gave it: the resident themself, or their guardian. */
  givenBy: localizedNameSchema,
});
export const consentListResultSchema = pageResultSchema(consentRowSchema);

export const consentWithdrawRequestSchema = z.object({ id: recordIdSchema });

export type ScanQrResult = z.output<typeof scanQrResultSchema>;
export type QueueTicket = z.output<typeof queueTicketSchema>;
export type DoctorInfo = z.output<typeof doctorInfoSchema>;
export type Doctor = z.output<typeof doctorSchema>;
export type ConfirmInfoRequest = z.input<typeof confirmInfoRequestSchema>;
export type ConfirmInfoResult = z.output<typeof confirmInfoResultSchema>;
export type ConsentRow = z.output<typeof consentRowSchema>;
export type ConsentListResult = z.output<typeof consentListResultSchema>;
