import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isSafeUrl } from '@macao-phr/contract';
import type { OidcSettings } from '../oidc/relying-party.ts';

/**
 * docs/product/sign-in.md settings (environment variables in main.ts, documented in the README):
 *
 * - LINK_MODE: docs/product/routes.md/docs/product/states.md link mode; the portal has no /login page and signs in through the identity provider.
 * - OIDC_*: the identity provider the portal signs residents in with (OpenID Connect; oidc/relying-party.ts and
 *   docs/operations.md). Without OIDC_ISSUER, DEMO_IDP (default: same as DEMO) serves the demo provider under /idp
 *   (DEMO_IDP_ISSUER, default http://<HOST or localhost>:<PORT>/idp) and the portal signs in with it.
 * - PASSWORD_SIGN_IN: the reference server's own accounts (user name + password); default as DEMO.
 * - APP_ENTRY + APP_DOWNLOAD_URL: docs/product/routes.md app-entry setting; a wrong device type for the path goes to the
 *   download address. An address that is not a safe link (docs/product/validation.md: http(s) or a path of this site, no
 *   script scheme) stops the server at start: the portal sends visitors there as it is given.
 * - JSAPI_SIGNATURE_SECRET: HMAC key of personal/getJsApiSignature; without it a random key per process
 *   (signatures then do not survive a restart or span several instances).
 * - PUBLIC_ORIGIN: the portal's own origin (https://health.example.mo). Redirect addresses and signed
 *   addresses must be on it. Without it the request's own Host is taken, which is right for a single
 *   server but lets a caller choose the origin: set it in production.
 */
export type SignInSettings = {
  linkMode: boolean;
  /** PASSWORD_SIGN_IN: the reference server's own accounts. */
  passwordSignIn: boolean;
  /** The government's (or any) OpenID Provider; null: none configured. */
  oidc: OidcSettings | null;
  demoIdentityProvider: boolean;
  /** DEMO_IDP_ISSUER: the demo provider's issuer identifier (its path is where it is mounted). */
  demoIssuer: string;
  appEntry: { enabled: boolean; downloadUrl: string | null };
  jsApiSecret: string;
  publicOrigin: string | null;
};

/** Where the identity provider sends the resident back to (the portal's callback screen). */
export const CALLBACK_PATH = '/signInCallback';
/** Where the provider's sign-out sends the resident back to (the portal's sign-in page). */
export const SIGNED_OUT_PATH = '/login';

export function signInSettings(partial: Partial<SignInSettings> = {}, demo = false): SignInSettings {
  const downloadUrl = partial.appEntry?.downloadUrl ?? null;
  if (downloadUrl !== null && !isSafeUrl(downloadUrl)) {
    throw new Error('APP_DOWNLOAD_URL is not a safe link: give an http(s) address (or a path of this site) without a script scheme');
  }
  return {
    linkMode: partial.linkMode ?? false,
    passwordSignIn: partial.passwordSignIn ?? demo,
    oidc: partial.oidc ?? null,
    demoIdentityProvider: partial.oidc ? false : (partial.demoIdentityProvider ?? demo),
    demoIssuer: partial.demoIssuer ?? 'http://localhost/idp',
    // The setting is on only with somewhere to send the visitor.
    appEntry: { enabled: (partial.appEntry?.enabled ?? false) && downloadUrl !== null, downloadUrl },
    jsApiSecret: partial.jsApiSecret !== undefined && partial.jsApiSecret !== '' ? partial.jsApiSecret : randomBytes(32).toString('base64url'),
    publicOrigin: partial.publicOrigin ? new URL(partial.publicOrigin).origin : null,
  };
}

/** The portal's own origin for this request (see PUBLIC_ORIGIN). */
export function ownOrigin(request: FastifyRequest, settings: SignInSettings): string {
  if (settings.publicOrigin !== null) return settings.publicOrigin;
  try {
    // Normalised as URL.origin writes it (no default port), so that addresses compare equal.
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

/**
 * The address itself when it is an absolute http(s) address on our own origin, without credentials or
 * fragment; null otherwise. Redirect addresses and signed page addresses both go through this.
 */
export function ownAddress(value: string, origin: string): string | null {
  if (value.length > 2048 || value.includes('\\') || [...value].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.hash !== '') return null;
  if (url.origin !== origin) return null;
  return url.toString();
}
