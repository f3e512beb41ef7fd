import { z } from './z.ts';
import { PASSWORD_MAX, USERNAME_MAX } from './limits.ts';
import { personalInfoSchema } from './personal.ts';

const requiredText = (key: 'auth.username.required' | 'auth.password.required', max: number) =>
  z
    .string({ error: key })
    .min(1, { error: key })
    .max(max, { error: 'invalid' });

/**
 * The id a browser keeps for itself (docs/product/notices.md#sign-ins-from-a-new-browser): random, made by the portal at
 * its first sign-in in that browser and kept in its localStorage. A sign-in with an id this resident has not signed in
 * with before (or with none) tells the resident. Never derived from the browser's properties.
 */
export const browserIdSchema = z
  .string({ error: 'invalid' })
  .regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'invalid' })
  .optional();

/** docs/product/calls.md leaves the body "not shown"; ours is { username, password, browserId? }. */
export const loginRequestSchema = z.object({
  username: requiredText('auth.username.required', USERNAME_MAX),
  password: requiredText('auth.password.required', PASSWORD_MAX),
  browserId: browserIdSchema,
});

/**
 * docs/product/entities.md login result. accountCenterToken, miKey and fileModuleJwt belong to government systems this
 * reference server does not have; it answers them as empty strings so the portal's shape is the real one.
 */
export const loginResultSchema = z.object({
  /** Send back as the Authorization header (a `Bearer ` prefix is accepted too). */
  tokenId: z.string(),
  accountCenterToken: z.string(),
  adult: z.boolean(),
  username: z.string(),
  macauUser: z.boolean(),
  miKey: z.string(),
  fileModuleJwt: z.string(),
  profile: personalInfoSchema,
});

export const logoutRequestSchema = z.object({});

export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginResult = z.output<typeof loginResultSchema>;
