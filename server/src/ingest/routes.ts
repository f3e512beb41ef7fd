import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { withAccessLog } from '../http/access-log.ts';
import { dependencyFailure } from '../ops/faults.ts';
import { ownOrigin, type SignInSettings } from '../auth/sign-in-settings.ts';
import { ASSERTION_ALGORITHMS, clientOfToken, issueToken } from './auth.ts';
import { ingestBundle, WRITABLE_TYPES } from './ingest.ts';
import { operationOutcome, singleOutcome, statusOf } from './outcome.ts';

export const FHIR_BASE = '/fhir/R4';
export const TOKEN_PATH = '/fhir/auth/token';
/** A Bundle of at most this many bytes. */
const BODY_LIMIT = 5 * 1024 * 1024;
const FHIR_JSON = 'application/fhir+json; charset=utf-8';
/** Token requests per client address per minute: a client needs one every few minutes. */
const TOKEN_RATE_LIMIT = 60;

/** Thrown inside the transaction so that a refused Bundle rolls back whatever was written before the refusal. */
class Refused extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super('refused');
    this.status = status;
    this.body = body;
  }
}

/**
 * The FHIR ingest endpoint for organisations and its SMART Backend Services token endpoint (docs/product/ingest.md),
 * outside the /api envelope: FHIR answers a transaction-response Bundle or an OperationOutcome, the token endpoint
 * answers OAuth 2.0 JSON. Organisations only write; nothing here reads a resident's record back.
 */
export const ingestRoutes: FastifyPluginAsync<AppContext & { signIn: SignInSettings }> = async (app, ctx) => {
  const { db } = ctx.database;

  // Only inside this plugin: FHIR JSON and OAuth's form encoding.
  app.addContentTypeParser(['application/fhir+json', 'application/json'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('not JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const fhir = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).header('content-type', FHIR_JSON).header('cache-control', 'no-store').send(body);

  app.setErrorHandler(async (error, request, reply) => {
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode === 429) return fhir(reply.header('retry-after', '60'), 429, singleOutcome('throttled', 'Too many requests; try again in a minute'));
    if (statusCode === 413) return fhir(reply, 413, singleOutcome('too-costly', 'The Bundle is too large'));
    if (statusCode === 415) return fhir(reply, 415, singleOutcome('not-supported', 'Send application/fhir+json'));
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return fhir(reply, 400, singleOutcome('structure', 'The body is not JSON'));
    if (dependencyFailure(error) !== null) return fhir(reply.header('retry-after', '5'), 503, singleOutcome('transient', 'The service is briefly unavailable; send the Bundle again'));
    request.log.error(error, 'fhir ingest failed');
    return fhir(reply, 500, singleOutcome('exception', 'The Bundle could not be written; nothing was written'));
  });

  const tokenUrl = (request: Parameters<typeof ownOrigin>[0]) => `${ownOrigin(request, ctx.signIn)}${TOKEN_PATH}`;

  app.post(TOKEN_PATH, { config: { rateLimit: { max: TOKEN_RATE_LIMIT, timeWindow: 60_000, keyGenerator: (request) => `fhir-token:${request.ip}` } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, string | undefined>;
    const answer = await ctx.database.transaction(() => issueToken(db, form, tokenUrl(request), ctx.now()));
    if ('error' in answer) {
      request.log.info({ error: answer.error, reason: answer.description }, 'fhir token refused');
      return reply.code(answer.error === 'invalid_client' ? 401 : 400).send({ error: answer.error, error_description: answer.description });
    }
    return reply.send({ access_token: answer.accessToken, token_type: 'bearer', expires_in: answer.expiresIn, scope: answer.scope });
  });

  // SMART discovery: where the token endpoint is and what it takes.
  app.get(`${FHIR_BASE}/.well-known/smart-configuration`, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({
      token_endpoint: tokenUrl(request),
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGORITHMS,
      grant_types_supported: ['client_credentials'],
      scopes_supported: WRITABLE_TYPES.flatMap((t) => [`system/${t}.c`, `system/${t}.u`, `system/${t}.cu`]),
      capabilities: ['client-confidential-asymmetric'],
    }),
  );

  app.post(FHIR_BASE, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const client = await clientOfToken(db, request.headers.authorization, ctx.now());
    if (!client) return fhir(reply.header('www-authenticate', 'Bearer'), 401, singleOutcome('login', 'A valid access token from the token endpoint is needed'));
    try {
      const response = await ctx.database.transaction(() =>
        withAccessLog(db, async () => {
          const result = await ingestBundle(db, client, request.body, ctx.now(), request.id);
          if (!result.ok) throw new Refused(statusOf(result.problems), operationOutcome(result.problems));
          return result.response;
        }),
      );
      request.log.info({ client: client.clientId, entries: response.entry?.length ?? 0 }, 'fhir bundle written');
      return fhir(reply, 200, response);
    } catch (error) {
      if (error instanceof Refused) {
        request.log.info({ client: client.clientId, status: error.status }, 'fhir bundle refused');
        return fhir(reply, error.status, error.body);
      }
      // Two Bundles with the same new identifier at once: the second meets the unique index.
      if ((error as { code?: string; cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505') {
        return fhir(reply, 409, singleOutcome('conflict', 'A Bundle with the same identifiers was being written at the same time; send it again'));
      }
      throw error;
    }
  });
};
