import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE, ResultCode } from '@macao-phr/contract';
import { palette } from '@macao-phr/tokens';
import { sendEnvelope } from '../http/endpoint.ts';

/**
 * Pictures of the catalogue (service icons, organisation logos, banners): SVG files in
 * server/assets/catalogue/ whose colours are placeholders `{{brand.600}}`, `{{neutral.0}}`... naming a
 * palette step of @macao-phr/tokens, filled in once at start, so no colour literal lives outside tokens/. Served
 * at /api/assets/catalogue/<name>.svg (same origin: the CSP's img-src 'self' allows them). Only the files
 * of that folder are served, by exact name; anything else is the ordinary 404 envelope.
 */
export const CATALOGUE_ASSET_DIR = new URL('../../assets/catalogue/', import.meta.url);
export const CATALOGUE_ASSET_PATH = `${API_BASE}/assets/catalogue`;

const PLACEHOLDER = /\{\{([a-z]+)\.(\d+)\}\}/g;

/** Fills the palette placeholders of one SVG; an unknown step is an error (caught by the tests at start). */
export function fillPalette(svg: string, name = 'svg'): string {
  return svg.replace(PLACEHOLDER, (_match, hue: string, step: string) => {
    const scale = (palette as Record<string, Record<string, string>>)[hue];
    const value = scale?.[step];
    if (value === undefined) throw new Error(`${name}: no palette colour ${hue}.${step}`);
    return value;
  });
}

/** Every picture, filled, by file name. */
export function loadCatalogueAssets(dir: URL = CATALOGUE_ASSET_DIR): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    if (!/^[a-z0-9-]+\.svg$/.test(file)) continue;
    out.set(file, fillPalette(readFileSync(new URL(file, dir), 'utf8'), file));
  }
  return out;
}

export const catalogueAssetRoutes: FastifyPluginAsync = async (app) => {
  const assets = loadCatalogueAssets();
  app.get<{ Params: { file: string } }>(`${CATALOGUE_ASSET_PATH}/:file`, async (request, reply) => {
    const svg = assets.get(request.params.file);
    if (svg === undefined) return sendEnvelope(reply, 404, ResultCode.ROUTE_NOT_FOUND, null);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      // An SVG opened on its own must not run anything, whatever it holds.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox")
      .send(svg);
  });
};
