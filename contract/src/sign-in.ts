import { z } from './z.ts';
import { browserIdSchema, loginResultSchema } from './auth.ts';

/**
 * docs/product/calls.md authorisation-code sign-in, government-entity verification, the JS-API signature of the second
 * client, and what the portal needs to know of the server's settings (docs/product/sign-in.md).
 */

/** docs/product/entities.md/docs/product/roles.md: a resident's own account, or a government entity's (which also carries a verification id). */
export const ACCOUNT_TYPES = ['PERSONAL', 'GOV_ENTITY'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Ours: longer than any code, id or address we issue; longer input is hostile. */
export const AUTH_CODE_MAX = 512;
/** The `state` of an OpenID Connect attempt (the server issues 43 characters). */
export const STATE_MAX = 128;
export const VERIFICATION_ID_MAX = 128;
export const URL_MAX = 2048;
/** A one-time sign-in code is good for this long, and once. */
export const AUTH_CODE_TTL_SECONDS = 60;
/** The portal warns this long before the idle limit ends the session (docs/product/sign-in.md: a minute before). */
export const IDLE_WARNING_SECONDS = 60;

const text = (max: number) => z.string({ error: 'required' }).min(1, { error: 'required' }).max(max, { error: 'invalid' });

export const authorizedCodeLoginRequestSchema = z.object({
  /** Exactly the redirect_uri the code was issued for. */
  redirectUri: text(URL_MAX),
  code: text(AUTH_CODE_MAX),
  /** The `state` the provider sent back: names the attempt the server started (authorizeStart). */
  state: text(STATE_MAX),
  /** The provider's `iss` response parameter (RFC 9207), when it sent one. */
  iss: z.string().max(URL_MAX, { error: 'invalid' }).optional(),
  /** GOV_ENTITY only: the verification the entity signs in under. */
  informationVerificationId: z.string().max(VERIFICATION_ID_MAX, { error: 'invalid' }).optional(),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'invalid' }).optional(),
  /** This browser's own id (auth.ts browserIdSchema). */
  browserId: browserIdSchema,
});

export const authorizedCodeLoginResultSchema = loginResultSchema.extend({
  accountType: z.enum(ACCOUNT_TYPES),
});

export const authorizeStartRequestSchema = z.object({
  /** The portal's callback address; it must be one of the registered redirect addresses (OIDC_REDIRECT_URIS). */
  redirectUri: text(URL_MAX),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'invalid' }).optional(),
});

/** Where to send the resident: the provider's authorisation address with state, nonce and the PKCE challenge. */
export const authorizeStartResultSchema = z.object({
  authorizationUrl: z.string(),
  state: z.string(),
});

/** Sign-out: where the provider's own session ends (RP-initiated logout), when the session came from a provider that offers it. */
export const logoutResultSchema = z.object({ endSessionUrl: z.string() }).nullable();

export const checkValidRequestSchema = z.object({
  informationVerificationId: text(VERIFICATION_ID_MAX),
});

/** A valid verification; an expired one answers 100046, one without access (or unknown) 100047. */
export const checkValidResultSchema = z.object({
  entityName: z.string(),
  expiresAt: z.iso.datetime(),
});

export const jsApiSignatureRequestSchema = z.object({
  /** The page address to sign; only the portal's own origin is signed. */
  url: text(URL_MAX),
});

/**
 * signature = hex HMAC-SHA256 over `nonce=<nonce>&timestamp=<timestamp>&url=<url>` with the server's
 * JSAPI_SIGNATURE_SECRET; timestamp in seconds since the epoch.
 */
export const jsApiSignatureResultSchema = z.object({
  timestamp: z.int().positive(),
  nonce: z.string(),
  signature: z.string(),
});

export const refreshSessionRequestSchema = z.object({});

export const refreshSessionResultSchema = z.object({
  /** The idle limit, restarted by this call (and by every other signed-in call). */
  idleSeconds: z.int().positive(),
  /** The absolute limit, which no call moves. */
  expiresAt: z.iso.datetime(),
});

/** Server settings the portal acts on (runtime, so one build serves every deployment). */
export const portalConfigSchema = z.object({
  /** docs/product/routes.md/docs/product/states.md link mode: no /login page; sign-in only through the identity provider. */
  linkMode: z.boolean(),
  sessionIdleSeconds: z.int().positive(),
  /** Sign-in with a user name and password (PASSWORD_SIGN_IN; on in the demo). */
  passwordSignIn: z.boolean(),
  /** Sign-in through the identity provider (OpenID Connect): an issuer is configured, or the demo provider runs. */
  providerSignIn: z.boolean(),
  /** The server runs in demo mode with password sign-in on: the sign-in page may list the demo accounts. */
  demoAccounts: z.boolean(),
  /** docs/product/routes.md app-entry setting: a wrong device type for the path goes to the download address. */
  appEntry: z.object({ enabled: z.boolean(), downloadUrl: z.string().nullable() }),
});

export type AuthorizedCodeLoginRequest = z.input<typeof authorizedCodeLoginRequestSchema>;
export type AuthorizedCodeLoginResult = z.output<typeof authorizedCodeLoginResultSchema>;
export type AuthorizeStartResult = z.output<typeof authorizeStartResultSchema>;
export type LogoutResult = z.output<typeof logoutResultSchema>;
export type CheckValidResult = z.output<typeof checkValidResultSchema>;
export type JsApiSignatureResult = z.output<typeof jsApiSignatureResultSchema>;
export type RefreshSessionResult = z.output<typeof refreshSessionResultSchema>;
export type PortalConfig = z.output<typeof portalConfigSchema>;
