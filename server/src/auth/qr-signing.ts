import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The text of every QR code this server issues (docs/product/calls.md /qrApi/scanQr): `MHPQR1.<payload>.<signature>`,
 * payload = base64url JSON `{ n: nonce, k: kind, e: expiry (Unix seconds) }`, signature = base64url
 * HMAC-SHA256 of `MHPQR1.<payload>` under QR_SIGNING_SECRET. A code that does not verify is 'Invalid
 * QRcode' without a database look-up; a verified one past its expiry is 'Qrcode is expired'. The code
 * itself holds no personal data: the nonce points at a row of qr_codes.
 *
 * QR_SIGNING_SECRET (at least 32 characters) must be set, and the same, on every server of a
 * deployment; when it is absent a random one is made at start, so codes die with the process.
 */
export const QR_PREFIX = 'MHPQR1';
export const QR_SECRET_MIN_LENGTH = 32;

export type QrKind = 'queue' | 'consent';
export type QrPayload = { n: string; k: QrKind; e: number };
export type QrCheck = { ok: true; payload: QrPayload } | { ok: false; reason: 'invalid' | 'expired' };

export function qrSecretFrom(value: string | undefined): string {
  if (value === undefined || value === '') return randomBytes(32).toString('base64url');
  if (value.length < QR_SECRET_MIN_LENGTH) throw new Error(`QR_SIGNING_SECRET must be at least ${QR_SECRET_MIN_LENGTH} characters`);
  return value;
}

export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

function mac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text, 'utf8').digest();
}

export function signQr(payload: QrPayload, secret: string): string {
  const body = `${QR_PREFIX}.${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

function isPayload(x: unknown): x is QrPayload {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as Record<string, unknown>;
  return typeof p.n === 'string' && p.n.length > 0 && p.n.length <= 64 && (p.k === 'queue' || p.k === 'consent') && Number.isSafeInteger(p.e);
}

/** Signature first (constant time), then the shape, then the expiry against `now`. */
export function verifyQr(text: string, secret: string, now: Date): QrCheck {
  const parts = text.trim().split('.');
  if (parts.length !== 3 || parts[0] !== QR_PREFIX) return { ok: false, reason: 'invalid' };
  const [prefix, body, signature] = parts as [string, string, string];
  const expected = mac(secret, `${prefix}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  // Only the canonical spelling: base64url's last letter also carries unused bits, and a code whose letters
  // differ from what was issued is not that code.
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString('base64url') !== signature) return { ok: false, reason: 'invalid' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isPayload(payload)) return { ok: false, reason: 'invalid' };
  if (payload.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
