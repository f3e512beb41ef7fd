import * as client from 'openid-client';
import { importJWK, importPKCS8, type JWK } from 'jose';
import { ResultCode, type ResultCodeValue } from '@macao-phr/contract';

/**
 * The portal as an OpenID Connect relying party (docs/product/sign-in.md, settings in docs/operations.md), on
 * panva's openid-client: discovery from the issuer, authorisation code with PKCE (S256), state and nonce, the code
 * exchanged on the server, and the ID token checked there (signature against the provider's JWKS, refetched when an
 * unknown `kid` arrives; issuer, audience, expiry, nonce, at most a minute of clock skew). Nothing here logs:
 * callers log outcomes, never tokens, codes or verifiers.
 */

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt' | 'none';

export type OidcSettings = {
  /** OIDC_ISSUER: the provider's issuer identifier; its discovery document is read from it. */
  issuer: string;
  /** OIDC_CLIENT_ID */
  clientId: string;
  /** OIDC_CLIENT_AUTH: how the server authenticates at the token endpoint. */
  clientAuth: ClientAuthMethod;
  /** OIDC_CLIENT_SECRET (client_secret_basic / client_secret_post). */
  clientSecret: string | null;
  /** OIDC_PRIVATE_KEY (private_key_jwt): a PKCS#8 PEM or a private JWK in JSON; OIDC_PRIVATE_KEY_ID names it (kid). */
  privateKey: string | null;
  privateKeyId: string | null;
  /** OIDC_PRIVATE_KEY_ALG, default RS256. */
  privateKeyAlg: string;
  /** OIDC_SCOPES, default `openid`. */
  scopes: string;
  /** OIDC_RESIDENT_CLAIM: the ID-token claim whose value is the resident's account name in the portal. Default `sub`. */
  residentClaim: string;
  /**
   * OIDC_REDIRECT_URIS: the portal's callback addresses registered with the provider. Empty: the portal's own
   * origin + /signInCallback (PUBLIC_ORIGIN, else the request's host).
   */
  redirectUris: readonly string[];
  /** OIDC_TIMEOUT_SECONDS: each call to the provider; three of them fit in the request deadline. */
  timeoutSeconds: number;
  /** Plain http issuers (the demo provider, tests); production issuers are https. */
  allowHttp: boolean;
};

export type ExchangeInput = {
  /** The redirect address with the provider's answer (code, state, iss) as query parameters. */
  callbackUrl: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
};

export type ExchangeOutcome = { ok: true; subject: string | null } | { ok: false; code: ResultCodeValue; reason: string };

export type RelyingParty = {
  readonly settings: OidcSettings;
  /** The provider's authorisation address for one attempt, with the values the server keeps. */
  start(input: { redirectUri: string; language: string }): Promise<
    { ok: true; authorizationUrl: string; state: string; codeVerifier: string; nonce: string } | { ok: false; code: ResultCodeValue; reason: string }
  >;
  exchange(input: ExchangeInput): Promise<ExchangeOutcome>;
  /** The provider's end-session address, or null when it offers none (or cannot be reached). */
  endSessionUrl(postLogoutRedirectUri: string): Promise<string | null>;
};

/** A minute at most between our clock and the provider's. */
export const CLOCK_TOLERANCE_SECONDS = 60;

async function clientAuthOf(settings: OidcSettings): Promise<client.ClientAuth> {
  switch (settings.clientAuth) {
    case 'client_secret_basic':
      return client.ClientSecretBasic(settings.clientSecret ?? '');
    case 'client_secret_post':
      return client.ClientSecretPost(settings.clientSecret ?? '');
    case 'private_key_jwt': {
      const raw = (settings.privateKey ?? '').trim();
      const key = raw.startsWith('{')
        ? await importJWK(JSON.parse(raw) as JWK, settings.privateKeyAlg)
        : await importPKCS8(raw, settings.privateKeyAlg);
      if (!(key instanceof CryptoKey)) throw new Error('OIDC_PRIVATE_KEY is not a private key');
      return client.PrivateKeyJwt(settings.privateKeyId ? { key, kid: settings.privateKeyId } : key);
    }
    case 'none':
      return client.None();
  }
}

/** What a failure of the provider (or of its answer) means for the resident: each case its own result code. */
export function refusalOf(error: unknown): { code: ResultCodeValue; reason: string } {
  if (error instanceof client.ResponseBodyError) {
    return error.error === 'invalid_grant'
      ? { code: ResultCode.AUTH_CODE_INVALID, reason: 'invalid_grant' }
      : { code: ResultCode.SIGN_IN_UNAVAILABLE, reason: `token endpoint: ${error.error}` };
  }
  if (error instanceof client.AuthorizationResponseError) return { code: ResultCode.AUTH_CODE_INVALID, reason: `authorization response: ${error.error}` };
  if (error instanceof client.ClientError) {
    const inner = (error.cause as { cause?: { claim?: unknown } } | undefined)?.cause;
    const claim = typeof inner?.claim === 'string' ? inner.claim : null;
    switch (error.code) {
      case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
        if (claim === 'nonce') return { code: ResultCode.ID_TOKEN_NONCE_INVALID, reason: 'nonce' };
        if (claim === 'aud' || claim === 'iss' || claim === 'azp') return { code: ResultCode.ID_TOKEN_AUDIENCE_INVALID, reason: claim };
        return { code: ResultCode.ID_TOKEN_SIGNATURE_INVALID, reason: `claim ${claim ?? 'unknown'}` };
      case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
        return { code: ResultCode.ID_TOKEN_EXPIRED, reason: `timestamp ${claim ?? ''}`.trim() };
      case 'OAUTH_KEY_SELECTION_FAILED':
        return { code: ResultCode.ID_TOKEN_SIGNATURE_INVALID, reason: 'no key for the token' };
      case 'OAUTH_INVALID_RESPONSE':
        if (/signature/i.test(error.message) || /signature/i.test(String((error.cause as Error | undefined)?.message))) {
          return { code: ResultCode.ID_TOKEN_SIGNATURE_INVALID, reason: 'signature' };
        }
        return { code: ResultCode.SIGN_IN_UNAVAILABLE, reason: 'invalid response' };
      case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED':
        return { code: ResultCode.SIGN_IN_STATE_INVALID, reason: 'response attribute' };
      default:
        return { code: ResultCode.SIGN_IN_UNAVAILABLE, reason: error.code ?? 'client error' };
    }
  }
  const name = error instanceof Error ? error.name : '';
  return { code: ResultCode.SIGN_IN_UNAVAILABLE, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable' };
}

export function relyingParty(settings: OidcSettings): RelyingParty {
  let configuration: Promise<client.Configuration> | null = null;

  /** Discovery once, shared; a failed discovery is forgotten so that the next attempt tries again. */
  function config(): Promise<client.Configuration> {
    configuration ??= (async () => {
      const metadata: Partial<client.ClientMetadata> = { [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS };
      const found = await client.discovery(new URL(settings.issuer), settings.clientId, metadata, await clientAuthOf(settings), {
        timeout: settings.timeoutSeconds,
        execute: [client.enableNonRepudiationChecks, ...(settings.allowHttp ? [client.allowInsecureRequests] : [])],
      });
      return found;
    })();
    configuration.catch(() => {
      configuration = null;
    });
    return configuration;
  }

  return {
    settings,
    async start({ redirectUri, language }) {
      let found: client.Configuration;
      try {
        found = await config();
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(found, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        response_type: 'code',
        // The answer comes back in the fragment: the code never reaches a server log or a Referer header.
        response_mode: 'fragment',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ui_locales: language,
      });
      return { ok: true, authorizationUrl: url.href, state, codeVerifier, nonce };
    },
    async exchange({ callbackUrl, state, codeVerifier, nonce }) {
      try {
        const found = await config();
        const tokens = await client.authorizationCodeGrant(found, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        const value = claims?.[settings.residentClaim];
        return { ok: true, subject: typeof value === 'string' && value !== '' ? value : null };
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
    },
    async endSessionUrl(postLogoutRedirectUri) {
      try {
        const found = await config();
        if (!found.serverMetadata().end_session_endpoint) return null;
        return client.buildEndSessionUrl(found, { post_logout_redirect_uri: postLogoutRedirectUri }).href;
      } catch {
        return null;
      }
    },
  };
}
