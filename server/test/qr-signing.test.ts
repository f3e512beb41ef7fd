import { describe, expect, it } from 'vitest';
import { QR_PREFIX, qrSecretFrom, signQr, verifyQr } from '../src/auth/qr-signing.ts';
import { identityNumberOf, maskIdentityNumber } from '../src/auth/identity.ts';

const secret = 'a'.repeat(40);
const now = new Date('2026-03-01T02:00:00Z');
const payload = { n: 'nonce-123', k: 'consent' as const, e: Math.floor(now.getTime() / 1000) + 60 };

describe('QR payload signing', () => {
  it('round-trips a signed payload before its expiry', () => {
    const text = signQr(payload, secret);
    expect(text.startsWith(`${QR_PREFIX}.`)).toBe(true);
    expect(verifyQr(text, secret, now)).toEqual({ ok: true, payload });
  });

  it('refuses a payload changed after signing', () => {
    const text = signQr(payload, secret);
    const [prefix, , signature] = text.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, e: payload.e + 86_400 })).toString('base64url');
    expect(verifyQr(`${prefix}.${forged}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a changed signature, another secret, a missing part and garbage', () => {
    const text = signQr(payload, secret);
    const flipped = text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
    // The last letter of a 32-byte base64url signature holds 2 unused bits: changing only those is refused as well.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lastBits = (code: string) => code.slice(0, -1) + (alphabet[alphabet.indexOf(code.slice(-1)) ^ 1] ?? '');
    expect(Buffer.from(lastBits(text).split('.')[2] ?? '', 'base64url')).toEqual(Buffer.from(text.split('.')[2] ?? '', 'base64url'));
    for (const bad of [flipped, lastBits(text), text.split('.').slice(0, 2).join('.'), 'hello', '', `${text}.x`, text.replace(QR_PREFIX, 'MHPQR2')]) {
      expect(verifyQr(bad, secret, now), bad).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyQr(text, 'b'.repeat(40), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a well-signed payload of the wrong shape as invalid', () => {
    const body = `${QR_PREFIX}.${Buffer.from(JSON.stringify({ n: 'x', k: 'doctor', e: 1 })).toString('base64url')}`;
    const text = signQr({ n: 'x', k: 'queue', e: 1 }, secret).replace(/^[^.]+\.[^.]+/, body);
    expect(verifyQr(text, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('answers expired at and after the expiry second, not before', () => {
    const text = signQr(payload, secret);
    expect(verifyQr(text, secret, new Date(payload.e * 1000 - 1)).ok).toBe(true);
    expect(verifyQr(text, secret, new Date(payload.e * 1000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('takes the secret from the environment value, refuses a short one, makes one when absent', () => {
    expect(qrSecretFrom(secret)).toBe(secret);
    expect(() => qrSecretFrom('short')).toThrow(/at least 32/);
    const made = qrSecretFrom(undefined);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(qrSecretFrom(undefined)).not.toBe(made);
  });
});

describe('demo identity numbers', () => {
  it('derive a Macao-shaped number with a check digit from the patid, and mask it', () => {
    const id = identityNumberOf('MO-1000003');
    expect(id).toMatch(/^1000003\(\d\)$/);
    expect(identityNumberOf('MO-1000004')).not.toBe(id);
    expect(identityNumberOf('somebody')).toBeNull();
    expect(maskIdentityNumber(id ?? '')).toMatch(/^1\*{6}\(\d\)$/);
  });
});
