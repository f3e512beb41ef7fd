import { z } from './z.ts';
import { localizedNameSchema } from './personal.ts';
import { macaoIdSchema } from './qr.ts';

/**
 * Guardians (docs/product/roles.md "parent/guardian identity check", docs/product/routes.md dataVerification, result, childService):
 * the guardian proves who they are with their Macao identity number and a one-time verification code;
 * the session may then list the residents it can act for (send one's patid as the Subject header).
 */

/** Ours: six digits, valid five minutes, five tries. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 300;
export const VERIFICATION_CODE_MAX_TRIES = 5;

export const verificationCodeSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'verificationCode.required' : 'verificationCode.format') })
  .trim()
  .min(1, { error: 'verificationCode.required' })
  .regex(/^\d{6}$/, { error: 'verificationCode.format' });

export const guardianSendCodeRequestSchema = z.object({});
export const guardianSendCodeResultSchema = z.object({
  expiresInSeconds: z.int().min(1),
  /**
   * Demo mode only: the code a real deployment would send by SMS, so the flow can be tried without a
   * phone. Always null outside demo mode.
   */
  demoCode: z.string().nullable(),
});

export const guardianVerifyRequestSchema = z.object({
  identityNumber: macaoIdSchema,
  verificationCode: verificationCodeSchema,
});

export const wardSchema = z.object({
  patid: z.string(),
  name: localizedNameSchema,
  age: z.int().min(0),
  sexcode: z.enum(['M', 'F']),
  adult: z.boolean(),
});

export const guardianWardsRequestSchema = z.object({});
export const guardianWardsResultSchema = z.object({
  /** false until this session passed the identity check; rows are then empty. */
  verified: z.boolean(),
  rows: z.array(wardSchema),
});

export type Ward = z.output<typeof wardSchema>;
export type GuardianWardsResult = z.output<typeof guardianWardsResultSchema>;
export type GuardianSendCodeResult = z.output<typeof guardianSendCodeResultSchema>;
export type GuardianVerifyRequest = z.input<typeof guardianVerifyRequestSchema>;
