import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

/**
 * How the product reaches a resident's phone (docs/performance.md): compressed and cacheable from the server
 * itself, with no proxy in front.
 *
 * - API answers of 1 KiB or more are compressed on the fly (brotli or gzip, whichever the browser prefers);
 *   pictures and PDFs are not (already compressed formats), partial answers (206) never are, and the
 *   `cache-control: no-store` of personal data is left as the route set it.
 * - The built portal is served from the brotli and gzip files the build writes beside every asset
 *   (portal/vite.config.ts), so nothing is compressed per request; a browser that accepts neither gets the
 *   plain file. Hashed assets never change under their name and are cached for a year; index.html (and the
 *   SPA fallback) is revalidated on every load so a deploy is picked up at once.
 */

/** Smallest answer worth compressing: below about one packet the headers cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Registers @fastify/compress on the root instance. Must run before the routes: it hooks every route as it is
 * added. Brotli at quality 4 is what a server can afford per request (about gzip's speed, smaller output).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The file a pre-compressed sibling stands for (`x.js.br` -> `x.js`), for deciding its cache policy. */
function logicalPath(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '');
}

function cacheControlOf(filePath: string): string {
  const file = logicalPath(filePath);
  // Vite names every bundled file under assets/ by its content hash; everything else (index.html, icons at the
  // root) keeps its name across deploys and must be revalidated.
  return file.includes(`${path.sep}assets${path.sep}`) && !file.endsWith('index.html') ? IMMUTABLE : REVALIDATE;
}

export type PortalServing = {
  /** Answers with index.html (SPA fallback for app routes), pre-compressed when possible, revalidated. */
  sendIndex: (reply: FastifyReply) => FastifyReply;
};

/**
 * Serves the built portal folder when it holds an index.html; null otherwise (API only: tests, a server
 * without a build).
 */
export async function servePortal(app: FastifyInstance, portalDist: string | null | undefined): Promise<PortalServing | null> {
  const root = portalDist ? path.resolve(portalDist) : null;
  if (root === null || !existsSync(path.join(root, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlOf(filePath));
    },
  });
  return {
    sendIndex: (reply) => reply.type('text/html; charset=utf-8').sendFile('index.html'),
  };
}
