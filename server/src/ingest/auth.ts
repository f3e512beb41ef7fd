import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Db } from '../db/client.ts';
import { ingestAssertions, ingestClients, ingestTokens } from '../db/tables/ingest.ts';

/**
 * SMART Backend Services (docs/product/ingest.md): an organisation's client proves who it is with a JWT signed by
 * its registered key (private_key_jwt, RS384 or ES384) and gets a short-lived access token scoped to the FHIR
 * resource types it was registered for, to create and update only. Only the SHA-256 of a token is stored.
 */

export const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
export const ASSERTION_ALGORITHMS = ['RS384', 'ES384'];
/** An access token lives this long (seconds). */
export const TOKEN_SECONDS = 300;
/** An assertion may expire at most this far ahead of now (seconds). */
export const ASSERTION_MAX_SECONDS = 300;
/** Clock difference tolerated between the organisation and us (seconds). */
const CLOCK_TOLERANCE_SECONDS = 30;

export type TokenError = { error: 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type'; description: string };
export type Granted = { accessToken: string; scope: string; expiresIn: number };
export type TokenRequest = Record<string, string | undefined>;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** `system/DiagnosticReport.cu` -> the type and the permissions asked; null for anything else. */
function parseScope(scope: string): { type: string; perms: string } | null {
  const m = /^system\/([A-Z][A-Za-z]+)\.([cruds]+|write|\*)$/.exec(scope);
  if (!m?.[1] || !m[2]) return null;
  const perms = m[2] === 'write' || m[2] === '*' ? 'cu' : m[2];
  return { type: m[1], perms };
}

/**
 * The scopes granted: of those asked, the resource types the client is registered for, with only create and
 * update (an organisation never reads). Nothing asked grants everything it is registered for.
 */
export function grantScopes(asked: string | undefined, resourceTypes: readonly string[]): string[] {
  const wanted = (asked ?? '').split(/\s+/).filter(Boolean);
  if (wanted.length === 0) return resourceTypes.map((t) => `system/${t}.cu`);
  const granted = new Set<string>();
  for (const scope of wanted) {
    const parsed = parseScope(scope);
    if (!parsed || !resourceTypes.includes(parsed.type)) continue;
    const perms = ['c', 'u'].filter((p) => parsed.perms.includes(p)).join('');
    if (perms) granted.add(`system/${parsed.type}.${perms}`);
  }
  return [...granted];
}

/** What the token endpoint answers for a client-credentials request: a token, or the OAuth error. */
export async function issueToken(db: Db, request: TokenRequest, tokenUrl: string, now: Date): Promise<Granted | TokenError> {
  if (request.grant_type !== 'client_credentials') return { error: 'unsupported_grant_type', description: 'grant_type must be client_credentials' };
  if (request.client_assertion_type !== ASSERTION_TYPE) return { error: 'invalid_request', description: `client_assertion_type must be ${ASSERTION_TYPE}` };
  const assertion = request.client_assertion;
  if (!assertion) return { error: 'invalid_request', description: 'client_assertion is missing' };

  let issuer: string | undefined;
  try {
    issuer = decodeJwt(assertion).iss;
  } catch {
    return { error: 'invalid_client', description: 'client_assertion is not a JWT' };
  }
  if (!issuer) return { error: 'invalid_client', description: 'client_assertion has no iss' };
  const [client] = await db.select().from(ingestClients).where(and(eq(ingestClients.clientId, issuer), isNull(ingestClients.disabledAt)));
  if (!client) return { error: 'invalid_client', description: 'unknown client' };
  if (request.client_id !== undefined && request.client_id !== client.clientId) return { error: 'invalid_client', description: 'client_id does not match the assertion' };

  let claims: { exp?: number; jti?: string };
  try {
    const verified = await jwtVerify(assertion, createLocalJWKSet(client.jwks as JSONWebKeySet), {
      algorithms: ASSERTION_ALGORITHMS,
      issuer: client.clientId,
      subject: client.clientId,
      audience: tokenUrl,
      requiredClaims: ['exp', 'jti'],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    claims = verified.payload;
  } catch (error) {
    const reason = error instanceof joseErrors.JWTExpired ? 'client_assertion has expired' : error instanceof joseErrors.JWTClaimValidationFailed ? `client_assertion claim ${error.claim} is not valid` : 'client_assertion signature is not valid for the registered keys';
    return { error: 'invalid_client', description: reason };
  }
  const exp = claims.exp ?? 0;
  if (exp * 1000 > now.getTime() + (ASSERTION_MAX_SECONDS + CLOCK_TOLERANCE_SECONDS) * 1000) {
    return { error: 'invalid_client', description: `client_assertion exp is more than ${ASSERTION_MAX_SECONDS} seconds ahead` };
  }
  const jti = claims.jti ?? '';
  if (jti.length === 0 || jti.length > 256) return { error: 'invalid_client', description: 'client_assertion jti is not valid' };

  const scopes = grantScopes(request.scope, client.resourceTypes);
  if (scopes.length === 0) return { error: 'invalid_scope', description: 'none of the scopes asked is registered for this client (system/<Type>.c or .u)' };

  // The jti is kept until the assertion expires: a second use, on any instance, finds it and is refused.
  await db.delete(ingestAssertions).where(lt(ingestAssertions.expiresAt, now));
  const fresh = await db
    .insert(ingestAssertions)
    .values({ clientId: client.id, jti, expiresAt: new Date((exp + CLOCK_TOLERANCE_SECONDS) * 1000) })
    .onConflictDoNothing()
    .returning({ jti: ingestAssertions.jti });
  if (fresh.length === 0) return { error: 'invalid_client', description: 'client_assertion jti was already used' };

  const accessToken = randomBytes(32).toString('base64url');
  await db.delete(ingestTokens).where(lt(ingestTokens.expiresAt, now));
  await db.insert(ingestTokens).values({ tokenHash: hashToken(accessToken), clientId: client.id, scopes, expiresAt: new Date(now.getTime() + TOKEN_SECONDS * 1000) });
  return { accessToken, scope: scopes.join(' '), expiresIn: TOKEN_SECONDS };
}

export type IngestClient = { id: number; clientId: string; orgCode: string; name: string; scopes: string[] };

/** The client of a bearer token that has not expired, with the scopes it was granted; null otherwise. */
export async function clientOfToken(db: Db, authorization: string | undefined, now: Date): Promise<IngestClient | null> {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!m?.[1]) return null;
  const [row] = await db
    .select({ id: ingestClients.id, clientId: ingestClients.clientId, orgCode: ingestClients.orgCode, name: ingestClients.name, scopes: ingestTokens.scopes })
    .from(ingestTokens)
    .innerJoin(ingestClients, eq(ingestClients.id, ingestTokens.clientId))
    .where(and(eq(ingestTokens.tokenHash, hashToken(m[1])), gt(ingestTokens.expiresAt, now), isNull(ingestClients.disabledAt)));
  return row ?? null;
}

/** Whether the granted scopes let the client create (or update) resources of a type. */
export function mayWrite(scopes: readonly string[], type: string, perm: 'c' | 'u'): boolean {
  return scopes.some((s) => {
    const parsed = parseScope(s);
    return parsed !== null && parsed.type === type && parsed.perms.includes(perm);
  });
}
