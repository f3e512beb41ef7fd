import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { API_BASE, paths, type Banner, type DicomImageListResult, type InspectionListResult } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { BANNER_PRELOAD_REFRESH_MS, bannerPreloadSource, type FirstBannerPictures } from '../src/ops/banner-preload.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { catalogueBanners } from '../src/db/tables/catalogue.ts';
import { COMPRESS_SYNC_LIMIT, IMMUTABLE, jsonInHtml } from '../src/ops/portal-static.ts';
import { api, as, dataOf, loginAs, post } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** A script large enough to be worth compressing, different in every line so the test cannot pass on a constant. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7919} % 97;`).join('\n');
const html = `<!doctype html><html lang="zh-Hant"><title>portal</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}</html>`;

describe('the built portal, pre-compressed and cacheable', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mhp-static-'));
    mkdirSync(path.join(dist, 'assets'));
    // What the portal build writes (portal/vite.config.ts precompress): the file, and .br and .gz beside it.
    for (const [name, text] of [['assets/index-abc123.js', script], ['index.html', html]] as const) {
      writeFileSync(path.join(dist, name), text);
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(Buffer.from(text)));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(Buffer.from(text)));
    }
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp({ portalDist: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers });

  it('answers a hashed asset in brotli, else gzip, else plain, always the same bytes once decoded, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers index.html and every app route (SPA fallback) compressed and revalidated, with the security headers', async () => {
    for (const url of ['/', '/index.html', '/mob/home', '/web/home', '/web/healthRecord/bloodPressure?lang=en']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
      expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
    }
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers and no body, and a Range with the asked bytes of the plain file', async () => {
    const head = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(head.rawPayload.length).toBe(0);

    const part = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity', range: 'bytes=10-49' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-49/${Buffer.byteLength(script)}`);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toBe(script.slice(10, 50));
  });

  it('leaves missing files and API paths to their 404', async () => {
    expect((await get('/assets/gone-123.js', { 'accept-encoding': 'br' })).statusCode).toBe(404);
    const apiMiss = await get('/api/unknown', { 'accept-encoding': 'br' });
    expect(apiMiss.statusCode).toBe(404);
    expect(apiMiss.headers['content-encoding']).toBeUndefined();
  });
});

describe('index.html with the page settings and preloads', () => {
  let app: FastifyInstance;
  let dist: string;
  const page = `<!doctype html><html lang="zh-Hant"><head><title>portal</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
  // What the portal build writes (portal/vite.config.ts routePreloads), with one entry that must never reach a page.
  const preloads = {
    routes: { '/mob/analysisReportList': ['/assets/registry-1.js', '/assets/List-2.js'], '/login': ['/assets/Login-3.js'], '/mob/home': ['/assets/x.js"><script>alert(1)</script>'] },
    languages: { 'zh-Hant': '/assets/zh-Hant-4.js', en: '/assets/en-5.js', pt: '/assets/pt-6.js' },
    routeTexts: { '/mob/analysisReportList': { 'zh-Hant': ['/assets/lab-zh-Hant-7.js'], en: ['/assets/lab-en-8.js'], pt: ['/assets/lab-pt-9.js'] } },
  };
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mhp-index-'));
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads));
    // The one free text of the settings is the download address: a safe link, which may still carry & and '.
    app = await buildApp({ portalDist: dist, signIn: { appEntry: { enabled: true, downloadUrl: "https://app.example.mo/download?from=portal&name='phr'" } } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const settingsIn = (html: string) => JSON.parse(/<script type="application\/json" id="mhp-portal-config">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

  it('names the page’s language bundle and screen chunks, in the language the page will start in', async () => {
    // The screen's feature texts in that language only.
    expect(preloaded((await get('/mob/analysisReportList')).body)).toEqual(['/assets/zh-Hant-4.js', '/assets/registry-1.js', '/assets/List-2.js', '/assets/lab-zh-Hant-7.js']);
    expect(preloaded((await get('/mob/analysisReportList?lang=pt')).body)).toEqual(['/assets/pt-6.js', '/assets/registry-1.js', '/assets/List-2.js', '/assets/lab-pt-9.js']);
    expect(preloaded((await get('/login', { cookie: 'other=1; mhp-lang=en' })).body)).toEqual(['/assets/en-5.js', '/assets/Login-3.js']);
    // ?lang wins over the cookie, as in the portal; an unknown language is the default.
    expect(preloaded((await get('/login?lang=pt', { cookie: 'mhp-lang=en' })).body)[0]).toBe('/assets/pt-6.js');
    expect(preloaded((await get('/login?lang=fr', { cookie: 'mhp-lang=xx' })).body)[0]).toBe('/assets/zh-Hant-4.js');
    // Anything but a plain script path is left out; an address the build did not list gets no preloads.
    expect(preloaded((await get('/mob/home')).body)).toEqual(['/assets/zh-Hant-4.js']);
    expect(preloaded((await get('/mob/nowhere')).body)).toEqual([]);
  });

  it('carries the portal settings as GET /api/portal/config answers them, as data nothing can break out of', async () => {
    const config = await app.inject({ method: 'GET', url: API_BASE + paths.portalConfig });
    const expected = (JSON.parse(config.body) as { data: unknown }).data;
    expect(expected).toMatchObject({ appEntry: { enabled: true, downloadUrl: "https://app.example.mo/download?from=portal&name='phr'" } });
    for (const url of ['/login', '/mob/nowhere', '/']) {
      const html = (await get(url)).body;
      expect(settingsIn(html), url).toEqual(expected);
      expect(html, url).not.toContain('&name=');
    }
  });

  it('writes settings as data no value can close the element of, whatever the value', () => {
    const hostile = { text: '</script><script>alert(1)</script><!-- & -->' };
    const written = jsonInHtml(hostile);
    expect(written).not.toMatch(/[<>&]/);
    expect(JSON.parse(written)).toEqual(hostile);
  });

  it('is compressed, revalidated with an ETag (304 when unchanged), varies by cookie, and answers HEAD without a body', async () => {
    const res = await get('/mob/analysisReportList', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(preloaded(html)).toHaveLength(4);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");

    const etag = String(res.headers.etag);
    const again = await get('/mob/analysisReportList', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another language is another page: its own ETag.
    expect((await get('/mob/analysisReportList?lang=en', { 'if-none-match': etag })).statusCode).toBe(200);

    const head = await app.inject({ method: 'HEAD', url: '/mob/analysisReportList' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('the home pages with their first banner picture preloaded', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dist: string;
  let token: string;
  let clock = Date.parse('2026-11-26T09:00:00Z');
  const page = '<!doctype html><html lang="zh-Hant"><head><title>portal</title></head><body><div id="root"></div></body></html>';
  const preloads = {
    routes: { '/mob/home': ['/assets/Home-1.js'], '/web/home': ['/assets/Home-1.js'], '/mob/traditionalHome': ['/assets/Home-1.js'], '/mob/easyHome': ['/assets/Easy-2.js'], '/login': ['/assets/Login-3.js'] },
    languages: { 'zh-Hant': '/assets/zh-Hant-4.js', en: '/assets/en-5.js', pt: '/assets/pt-6.js' },
  };
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mhp-banner-'));
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads));
    database = await openDatabase({ memory: true });
    app = await buildApp({ database, demo: true, portalDist: dist, loginRateLimit: 1000, now: () => new Date(clock), logger: false });
    token = await loginAs(app, 'demo-m');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  /** The preloaded pictures of a page, as the browser reads the attributes (entities decoded). */
  const pictures = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" data-first-banner="[\w-]+">/g)].map((m) =>
      (m[1] ?? '').replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
    );
  const bannerList = async (terminal: 'mobile' | 'web') => dataOf<Banner[]>(await post(app, api(paths.bannerList), { terminal }, as(token)));
  /** The banner list's first banner of a terminal, its picture set to `pic` in every language. */
  const setFirstPicture = async (pic: string, terminal: 'mobile' | 'web' = 'mobile') => {
    const first = (await bannerList(terminal))[0];
    if (first === undefined) throw new Error('no banner');
    await database.db.update(catalogueBanners).set({ pic: { 'zh-Hant': pic, en: pic, pt: pic } }).where(eq(catalogueBanners.id, first.messageId));
  };
  const nextWindow = () => {
    clock += BANNER_PRELOAD_REFRESH_MS + 1;
  };

  it('names the picture the page’s first banner shows: the banner list’s first, for the page’s terminal and language', async () => {
    const mobile = await bannerList('mobile');
    const web = await bannerList('web');
    for (const [url, language, list] of [
      ['/mob/home', 'zh-Hant', mobile],
      ['/mob/home?lang=pt', 'pt', mobile],
      ['/mob/traditionalHome', 'zh-Hant', mobile],
      ['/web/home?lang=en', 'en', web],
    ] as const) {
      const html = (await get(url)).body;
      expect(pictures(html), url).toEqual([list[0]?.bannerPic[language]]);
      // Named with the page's language: the home shows it in the banners' place only in that language.
      expect(html, url).toContain(`data-first-banner="${language}"`);
      // Beside the page's other preloads, which stay as they were.
      expect(html, url).toContain('<link rel="modulepreload" crossorigin href="/assets/Home-1.js">');
    }
    expect(pictures((await get('/mob/home', { cookie: 'mhp-lang=en' })).body)).toEqual([mobile[0]?.bannerPic.en]);
  });

  it('is only on the homes that show banners', async () => {
    for (const url of ['/login', '/mob/easyHome', '/mob/analysisReportList', '/mob/nowhere', '/', '/web/allService']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('rel="preload"');
    }
  });

  it('follows a changed banner list within the refresh window, with a new ETag', async () => {
    const before = await get('/mob/home');
    await setFirstPicture('/api/assets/catalogue/banner-screening.svg');
    // Within the window the page may still name the old picture; past it, it names the new one.
    expect((await get('/mob/home', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);
    nextWindow();
    const after = await get('/mob/home', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(pictures(after.body)).toEqual(['/api/assets/catalogue/banner-screening.svg']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await bannerList('mobile'))[0]?.bannerPic['zh-Hant']).toBe('/api/assets/catalogue/banner-screening.svg');
    // The web home's first banner is its own.
    expect(pictures((await get('/web/home')).body)).toEqual([(await bannerList('web'))[0]?.bannerPic['zh-Hant']]);
  });

  it('escapes the address so nothing in it leaves the attribute, and names only pictures of this site', async () => {
    const odd = '/api/assets/catalogue/banner.svg?a=1&b="2"><script>alert(1)</script>';
    await setFirstPicture(odd);
    nextWindow();
    const html = (await get('/mob/home')).body;
    expect(pictures(html)).toEqual([odd]);
    expect(html).not.toContain('<script>alert(1)');
    for (const elsewhere of ['https://example.org/banner.svg', '//example.org/banner.svg', '/\\example.org/banner.svg', 'javascript:alert(1)', '']) {
      await setFirstPicture(elsewhere);
      nextWindow();
      expect(pictures((await get('/mob/home')).body), elsewhere).toEqual([]);
    }
  });

  it('serves the page without the preload when there are no banners or the banner list cannot be read', async () => {
    await setFirstPicture('/api/assets/catalogue/banner-vaccination.svg');
    nextWindow();
    expect(pictures((await get('/mob/home')).body)).toHaveLength(1);

    await database.db.execute(sql`ALTER TABLE catalogue_banners RENAME TO catalogue_banners_away`);
    try {
      nextWindow();
      const res = await get('/mob/home');
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(pictures(html)).toEqual([]);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Home-1.js">');
    } finally {
      await database.db.execute(sql`ALTER TABLE catalogue_banners_away RENAME TO catalogue_banners`);
    }
    nextWindow();
    expect(pictures((await get('/mob/home')).body)).toEqual(['/api/assets/catalogue/banner-vaccination.svg']);

    const saved = await database.db.select().from(catalogueBanners);
    await database.db.delete(catalogueBanners);
    try {
      nextWindow();
      const res = await get('/web/home');
      expect(res.statusCode).toBe(200);
      expect(pictures(res.body)).toEqual([]);
    } finally {
      await database.db.insert(catalogueBanners).values(saved);
    }
  });

  it('reads the banners at most once a window, and a slow read holds no page', async () => {
    const pictures: FirstBannerPictures = { mobile: { 'zh-Hant': '/a.svg', en: '/a.svg', pt: '/a.svg' }, web: null };
    let now = 0;
    let reads = 0;
    let answer: (value: FirstBannerPictures) => void = () => undefined;
    const source = bannerPreloadSource(
      () => {
        reads += 1;
        return reads === 1 ? Promise.resolve(pictures) : new Promise<FirstBannerPictures>((resolve) => (answer = resolve));
      },
      { refreshMs: 1000, waitMs: 20, now: () => now },
    );
    expect(await source()).toEqual(pictures);
    now = 999;
    expect(await source()).toEqual(pictures);
    expect(reads).toBe(1);
    // Past the window the read hangs: the page goes out with what was known, and only one read is under way.
    now = 2001;
    const started = Date.now();
    expect(await source()).toEqual(pictures);
    expect(await source()).toEqual(pictures);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(reads).toBe(2);
    answer({ mobile: null, web: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await source()).toEqual({ mobile: null, web: null });
    expect(reads).toBe(2);

    // A read that throws, even before its promise, is no preload until the next window.
    const errors: unknown[] = [];
    const failing = bannerPreloadSource(
      () => {
        throw new Error('database away');
      },
      { now: () => now, onError: (error) => errors.push(error) },
    );
    expect(await failing()).toBeNull();
    expect(await failing()).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('API answers compressed above 1 KiB', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildApp({ demo: true, loginRateLimit: 1000, requestDeadlineMs: 60_000 });
    token = await loginAs(app, 'demo-m');
  });
  afterAll(() => app.close());

  it('compresses a large personal list and keeps its no-store; a small answer stays plain', async () => {
    const plain = await post(app, api(paths.inspectionList), { page: { pageNum: 1, pageSize: 10 } }, as(token));
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.response.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({
      method: 'POST',
      url: api(paths.inspectionList),
      headers: { ...as(token), 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: JSON.stringify({ page: { pageNum: 1, pageSize: 10 } }),
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const decoded = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { data: InspectionListResult };
    expect(decoded.data.rows.map((r) => r.id)).toEqual(dataOf<InspectionListResult>(plain).rows.map((r) => r.id));

    const health = await app.inject({ method: 'GET', url: API_BASE + paths.health, headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it(`compresses an answer of up to ${COMPRESS_SYNC_LIMIT / 1024} KiB in one piece, with its length, in brotli or gzip`, async () => {
    // The catalogue: past the plugin's own limit for one-piece compression on a small machine (8 KiB on two cores).
    const call = (encoding: string) =>
      app.inject({
        method: 'POST',
        url: api(paths.serviceList),
        headers: { ...as(token), 'content-type': 'application/json', 'accept-encoding': encoding },
        payload: JSON.stringify({ terminal: 'mobile' }),
      });
    const plain = await call('identity');
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(COMPRESS_SYNC_LIMIT);
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const answer = await call(encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(decode(answer.rawPayload).toString()).toBe(plain.rawPayload.toString());
    }
  });

  it('sends pictures as they are (PNG is compressed already), answers HEAD for them, and the catalogue pictures too', async () => {
    const reports = dataOf<InspectionListResult>(await post(app, api(paths.inspectionList), { page: { pageNum: 1, pageSize: 10 } }, as(token)));
    const reportId = reports.rows[0]?.id;
    const images = dataOf<DicomImageListResult>(await post(app, api(paths.dicomImageList), { reportId, page: { pageNum: 1, pageSize: 10 } }, as(token)));
    const url = images.items[0]?.url ?? '';
    const picture = await app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-encoding': 'br, gzip' } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers['cache-control']).toBe('private, no-store');
    const head = await app.inject({ method: 'HEAD', url, headers: { authorization: token, 'accept-encoding': 'br, gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(picture.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);

    const svgUrl = `${API_BASE}/assets/catalogue/banner-vaccination.svg`;
    const svg = await app.inject({ method: 'GET', url: svgUrl });
    expect(svg.statusCode).toBe(200);
    const svgHead = await app.inject({ method: 'HEAD', url: svgUrl, headers: { 'accept-encoding': 'br, gzip' } });
    expect(svgHead.statusCode).toBe(200);
    expect(svgHead.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svgHead.rawPayload.length).toBe(0);
  });
});
