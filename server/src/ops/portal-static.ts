import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Terminal } from '@macao-phr/contract';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FirstBannerPictures } from './banner-preload.ts';

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
 * Largest answer compressed in one synchronous call (brotli quality 4 of the 21 KiB catalogue: about 0.2 ms
 * alone); bigger ones (downloads, exports) go through a compression stream, so the event loop is never held
 * long. Left to the plugin, the limit shrinks with the machine's cores (8 KiB on two, 4 KiB on four), and the
 * catalogue went through a stream, which cost more than the compression itself (docs/scale.md).
 */
export const COMPRESS_SYNC_LIMIT = 64 * 1024;

/**
 * Registers @fastify/compress on the root instance. Must run before the routes: it hooks every route as it is
 * added. Brotli at quality 4 is what a server can afford per request (about gzip's speed, smaller output).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: COMPRESS_SYNC_LIMIT,
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
  /**
   * Answers with index.html (SPA fallback for app routes), revalidated: with the page's settings and preloads
   * (and a home's first banner picture), else the file as built, pre-compressed.
   */
  sendIndex: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
};

export type PortalOptions = {
  /** The first banner picture of each terminal (banner-preload.ts), preloaded by the home pages; without it, none is. */
  homeBanners?: () => Promise<FirstBannerPictures | null>;
};

/** The pages whose largest paint is their first banner picture, and whose banners they show. */
export const BANNER_HOMES: ReadonlyMap<string, Terminal> = new Map([
  ['/mob/home', 'mobile'],
  ['/mob/traditionalHome', 'mobile'],
  ['/web/home', 'web'],
]);

/** What the portal build writes beside index.html (portal/vite.config.ts routePreloads). */
interface RoutePreloads {
  readonly routes: Record<string, readonly string[]>;
  readonly languages: Record<string, string>;
  /** Per route and language, the feature texts its screen loads in that language. */
  readonly routeTexts?: Record<string, Record<string, readonly string[]>>;
}


const languageCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language the page will start in, as the portal decides it: a valid `?lang`, else the remembered one, else the default. */
function languageOf(request: FastifyRequest, known: Record<string, string>): string {
  const query = new URL(request.url, 'http://portal').searchParams.get('lang');
  if (query !== null && query in known) return query;
  const cookie = languageCookie.exec(request.headers.cookie ?? '')?.[1];
  if (cookie !== undefined && cookie in known) return cookie;
  return DEFAULT_LANGUAGE;
}

/** A picture of this site by its path (`/api/assets/...`), nothing else: the only pictures the content security policy lets a page show. */
const sitePicture = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/** Text for a double-quoted HTML attribute, read back by the browser as exactly the same string. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A JSON value as the text of a `<script type="application/json">`: nothing in it can close the element. */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

type Variant = { html: string; etag: string; picture: string | null };

/**
 * index.html as a page is served (docs/performance.md "Preloads"), one variant per path and language, made once:
 * - the portal's settings in `<script type="application/json" id="mhp-portal-config">` (not run, so the content
 *   security policy has nothing to allow), so the first render need not wait for GET /api/portal/config;
 * - `<link rel="modulepreload">` for the language bundle, the screen chunks of the page and the feature texts they
 *   load in that language (the build's route-preloads.json), so the browser fetches them beside the entry instead of after it has run;
 * - on the homes that show banners, `<link rel="preload" as="image" fetchpriority="high">` for the first banner
 *   picture of the page's terminal in its language, the very address the page's `<img src>` asks for (a path of
 *   this site only), so it is fetched with the page instead of after the script and the banner list; the variant
 *   is made again when that picture changes (banner-preload.ts reads it at most once a minute).
 * A path the build did not list (an unknown address, which renders "not found") gets the settings only.
 */
function indexVariants(root: string, config: unknown): (request: FastifyRequest, banners: FirstBannerPictures | null) => Variant | null {
  const index = readFileSync(path.join(root, 'index.html'), 'utf8');
  if (!index.includes('</head>')) return () => null;
  const file = path.join(root, 'route-preloads.json');
  const preloads: RoutePreloads = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : { routes: {}, languages: {} };
  const settings = `<script type="application/json" id="mhp-portal-config">${jsonInHtml(config)}</script>`;
  const variants = new Map<string, Variant>();
  const safe = /^\/[\w./-]+\.js$/;
  return (request, banners) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const files = preloads.routes[pathname];
    const language = languageOf(request, preloads.languages);
    const terminal = BANNER_HOMES.get(pathname);
    const listed = files !== undefined || terminal !== undefined;
    const pic: unknown = terminal === undefined ? undefined : (banners?.[terminal] as Record<string, unknown> | null | undefined)?.[language];
    const picture = typeof pic === 'string' && sitePicture.test(pic) ? pic : null;
    // Bounded: one variant per listed path and language (made again when its banner picture changes), one for every other address.
    const key = listed ? `${pathname} ${language}` : `* ${language}`;
    let variant = variants.get(key);
    if (variant === undefined || variant.picture !== picture) {
      const texts = preloads.routeTexts?.[pathname]?.[language] ?? [];
      const all = files === undefined ? [] : [preloads.languages[language], ...files, ...texts].filter((f): f is string => f !== undefined && safe.test(f));
      // The picture first: it is what the page paints largest, and it waits for nothing but this page.
      // Named with its language: the home shows it in the banners' place while their list is on its way (Banners.tsx).
      const image = picture === null ? '' : `\n    <link rel="preload" as="image" href="${attribute(picture)}" fetchpriority="high" data-first-banner="${language}">`;
      const links = all.map((f) => `\n    <link rel="modulepreload" crossorigin href="${f}">`).join('');
      const html = index.replace('</head>', `  ${settings}${image}${links}\n  </head>`);
      variant = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, picture };
      variants.set(key, variant);
    }
    return variant;
  };
}

/**
 * Serves the built portal folder when it holds an index.html; null otherwise (API only: tests, a server
 * without a build).
 */
export async function servePortal(app: FastifyInstance, portalDist: string | null | undefined, config: unknown, options: PortalOptions = {}): Promise<PortalServing | null> {
  const root = portalDist ? path.resolve(portalDist) : null;
  if (root === null || !existsSync(path.join(root, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    // `/` is a page like any other (the SPA fallback below), with the settings and preloads in it.
    allowedPath: (pathName) => pathName !== '/',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlOf(filePath));
    },
  });
  const variantOf = indexVariants(root, config);
  return {
    sendIndex: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // Only the home pages ask for the banners (kept for a minute, never failing: banner-preload.ts).
      const banners = BANNER_HOMES.has(pathname) && options.homeBanners ? await options.homeBanners().catch(() => null) : null;
      const variant = variantOf(request, banners);
      if (variant === null) return reply.type('text/html; charset=utf-8').sendFile('index.html');
      reply.header('cache-control', REVALIDATE).header('etag', variant.etag).header('vary', 'accept-encoding, cookie');
      if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      if (request.method === 'HEAD') return reply.header('content-length', Buffer.byteLength(variant.html)).send();
      reply.compress(variant.html);
      return reply;
    },
  };
}
