import { z } from './z.ts';
import { PASSWORD_MAX, USERNAME_MAX } from './limits.ts';
import { personalInfoSchema } from './personal.ts';

const requiredText = (key: 'auth.username.required' | 'auth.password.required', max: number) =>
  z
    .string({ error: key })
    .min(1, { error: key })
    .max(max, { error: 'invalid' });

/** docs/product/calls.md leaves the body "not shown"; ours is { username, password }. */
export const loginRequestSchema = z.object({
  username: requiredText('auth.username.required', USERNAME_MAX),
  password: requiredText('auth.password.required', PASSWORD_MAX),
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
