/**
 * docs/product/validation.md number helpers: two-decimal truncation and integer-only. The forms filter typed text with the
 * `*Text` helpers; the server truncates stored values with `truncateDecimals`, so what is stored is what
 * the resident saw.
 */

/**
 * Cuts (never rounds) `value` to `places` decimals: 1.239 -> 1.23, -1.239 -> -1.23. The product is
 * rounded to 9 significant decimals first so that binary noise (1.15 * 100 = 114.99999999999999) does not
 * cost a hundredth.
 */
export function truncateDecimals(value: number, places = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** places;
  const scaled = Number((value * factor).toFixed(9));
  const cut = Math.trunc(scaled) / factor;
  return cut === 0 ? 0 : cut;
}

/** Typed text kept to digits and one decimal point with at most `places` decimals ('12.345' -> '12.34'). */
export function truncateDecimalsText(text: string, places = 2): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const whole = cleaned.slice(0, dot);
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '').slice(0, places);
  return places === 0 ? whole : `${whole}.${fraction}`;
}

/** Typed text kept to digits only ('12a.5' -> '125'). */
export function integerOnlyText(text: string): string {
  return text.replace(/\D/g, '');
}

/** true when `value` has no more than `places` decimals (after the same noise rounding as truncation). */
export function hasAtMostDecimals(value: number, places = 2): boolean {
  return Number.isFinite(value) && truncateDecimals(value, places) === Number(value.toFixed(9));
}
