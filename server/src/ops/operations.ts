import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_BASE, ResultCode, envelopeOf } from '@macao-phr/contract';
import type { DatabaseHandle } from '../db/client.ts';
import { requestLanguage } from '../http/endpoint.ts';

/**
 * What an operator needs to run the server (docs/operations.md): liveness and readiness probes, Prometheus metrics,
 * and shedding of load the server cannot answer in time.
 */
export type OperationsOptions = {
  database: DatabaseHandle;
  redis: Redis | null;
  /**
   * METRICS_TOKEN: /metrics answers only a request bearing `Authorization: Bearer <token>`; without a token it does not
   * exist (404), so the metrics are never reachable from outside unless an operator chose so.
   */
  metricsToken: string | null;
  /**
   * MAX_IN_FLIGHT: API calls served at once; one more is answered 503 with Retry-After at once instead of queueing
   * behind the others past the request deadline. Default 64 on the embedded database (one statement at a time on
   * the event loop), 256 on PostgreSQL.
   */
  maxInFlight?: number;
  /**
   * MAX_EVENT_LOOP_DELAY_MS: mean event-loop delay (ms, sampled each second) past which new calls are refused with
   * 503 until it recovers; 0 (the default here) turns the check off. main.ts turns it on (1000) for a real server;
   * apps built in tests leave it off, so that a busy test machine does not refuse their calls. Measured from the
   * moment the server is ready: its own start (migrations, seeding, compiling routes) is not load.
   */
  maxEventLoopDelayMs?: number;
};

/** Seconds a refused client is told to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 2;
const PROBE_TIMEOUT_MS = 2_000;

function overloaded(request: FastifyRequest, reply: FastifyReply): ReturnType<typeof envelopeOf> {
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  return envelopeOf(ResultCode.SERVICE_UNAVAILABLE, null, requestLanguage(request));
}

/** A call of the API (answered with the envelope), as opposed to a page, an asset or a sign-in step. */
function isApiCall(request: FastifyRequest): boolean {
  return request.url.startsWith(`${API_BASE}/`);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Probes and metrics on the app itself (not encapsulated: the hooks must see every route). */
export async function installOperations(app: FastifyInstance, options: OperationsOptions): Promise<void> {
  const { database, redis } = options;
  // Not the default registry: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, per route pattern (never the raw address: it may hold a share id).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 8],
    registers: [registry],
  });
  const inFlightGauge = new Gauge({ name: 'http_requests_in_flight', help: 'API calls being served now.', registers: [registry] });
  const refused = new Counter({ name: 'http_requests_shed_total', help: 'Calls refused with 503 because the server was overloaded.', registers: [registry] });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, and calls waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // Overload on the event loop itself (a long synchronous stretch, PGlite at work): refuse API calls at once, not
  // late. A page address or an asset is never refused: it is a file read once and cached (portal-static.ts), and the
  // API's envelope in its place would be the whole page a resident sees; the page itself shows a refused call with
  // its "Try again" (docs/operations.md "Overload"). The mean delay of the event loop over the last second is
  // measured once the server is ready: the start's own long stretches are not load (counted, they refused the first
  // calls of a server that had just said it was listening).
  const maxDelayMs = options.maxEventLoopDelayMs ?? 0;
  let laggingMs = 0;
  if (maxDelayMs > 0) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    const sample = setInterval(() => {
      // No sample in a second means no turn of the loop at all to measure: the next sample, taken late, says how late.
      laggingMs = histogram.count === 0 ? laggingMs : histogram.mean / 1e6;
      histogram.reset();
    }, 1_000);
    sample.unref();
    app.addHook('onReady', async () => {
      histogram.reset();
      histogram.enable();
    });
    app.addHook('onClose', async () => {
      clearInterval(sample);
      histogram.disable();
    });
    app.addHook('onRequest', async (request, reply) => {
      if (laggingMs <= maxDelayMs || !isApiCall(request)) return;
      refused.inc();
      return reply.send(overloaded(request, reply));
    });
  }

  // Too many calls at once: the next would wait behind all of them for the database (the embedded one runs a
  // statement at a time) and answer after the deadline. This only sees calls already read from their sockets:
  // when the event loop itself is starved, calls wait before they are even read, which the delay check catches.
  const maxInFlight = options.maxInFlight ?? (database.kind === 'pglite' ? 64 : 256);
  const inFlight = new Set<object>();
  const started = new WeakMap<object, bigint>();
  app.addHook('onRequest', async (request, reply) => {
    started.set(request, process.hrtime.bigint());
    if (!isApiCall(request)) return;
    if (inFlight.size >= maxInFlight) {
      refused.inc();
      return reply.send(overloaded(request, reply));
    }
    inFlight.add(request);
    inFlightGauge.set(inFlight.size);
    // The raw response closes once, however the call ends: answered, timed out, refused by a later hook, or the
    // client gone before the answer (onResponse and onRequestAbort do not cover every one of these).
    reply.raw.once('close', () => {
      if (inFlight.delete(request)) inFlightGauge.set(inFlight.size);
    });
  });
  app.addHook('onResponse', async (request, reply) => {
    const start = started.get(request);
    if (start === undefined) return;
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, Number(process.hrtime.bigint() - start) / 1e9);
  });

  // Liveness: the process answers. Never refused for load (a restart would not help).
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  // Readiness: the database and Redis answer; a load balancer sends no traffic here otherwise.
  app.get('/readyz', async (request, reply) => {
    const checks: Record<string, 'ok' | 'down'> = {};
    const probe = async (name: string, work: () => Promise<unknown>) => {
      try {
        await withTimeout(work(), PROBE_TIMEOUT_MS);
        checks[name] = 'ok';
      } catch (error) {
        request.log.warn({ err: error, dependency: name }, 'readiness probe failed');
        checks[name] = 'down';
      }
    };
    await Promise.all([probe('database', () => database.ping()), ...(redis ? [probe('redis', () => redis.ping())] : [])]);
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ok' : 'unavailable', checks });
  });

  if (options.metricsToken) {
    const token = options.metricsToken;
    app.get('/metrics', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send({ status: 'unauthorized' });
      }
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
    });
  }
}
