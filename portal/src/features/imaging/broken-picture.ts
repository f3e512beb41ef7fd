import { fontFamily, themes } from '@macao-phr/tokens';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * docs/product/routes.md screen 1: the language-specific broken-image picture, drawn from the design tokens with the
 * text in the resident's language (an <img> cannot read CSS variables, so the light theme's values are used).
 */
export function brokenPictureSrc(text: string): string {
  const theme = themes.light;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" fill="${theme['surface-sunken']}"/>` +
    `<g fill="none" stroke="${theme['text-muted']}" stroke-width="6" stroke-linejoin="round">` +
    `<rect x="70" y="60" width="100" height="80" rx="8"/><path d="M78 132l28-30 22 22 14-14 20 22"/><path d="M60 150L180 50"/></g>` +
    `<text x="120" y="185" font-size="18" text-anchor="middle" fill="${theme['text-muted']}" font-family="${escapeXml(fontFamily.sans)}">${escapeXml(text)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A transparent 1x1 picture: what the preview draws under its loading status before any picture of that one is here. */
export const BLANK_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
