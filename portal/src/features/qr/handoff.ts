import { SCAN_HANDOFF_MAX_AGE_MS } from '@macao-phr/contract';
import type { ScanQrResult } from '@macao-phr/contract';

/**
 * docs/product/routes.md: "Scan hand-off goes to /mob/transScanPage with data and a timestamp". A hand-off older than
 * SCAN_HANDOFF_MAX_AGE_MS (or from the future, beyond a little clock skew) is refused as stale, so an
 * old address in the history or a forwarded link never replays a scan.
 */
export function handoffPath(transScanPath: string, data: string, now: number): string {
  return `${transScanPath}?${new URLSearchParams({ data, timestamp: String(now) }).toString()}`;
}

export type Handoff = { ok: true; data: string } | { ok: false; reason: 'missing' | 'stale' };

const FUTURE_SKEW_MS = 5_000;

export function readHandoff(search: string, now: number): Handoff {
  const query = new URLSearchParams(search);
  const data = query.get('data')?.trim() ?? '';
  const timestamp = Number(query.get('timestamp'));
  if (data === '') return { ok: false, reason: 'missing' };
  if (!Number.isSafeInteger(timestamp) || now - timestamp > SCAN_HANDOFF_MAX_AGE_MS || timestamp - now > FUTURE_SKEW_MS) return { ok: false, reason: 'stale' };
  return { ok: true, data };
}

/** The last scan, for /mob/scanResult (kept per tab; a reload shows it again). */
export type LastScan = { qrCode: string; result: ScanQrResult };
const key = 'mhp:lastScan';

export function saveScan(scan: LastScan): void {
  sessionStorage.setItem(key, JSON.stringify(scan));
}

export function lastScan(): LastScan | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<LastScan> | null;
    return value && typeof value.qrCode === 'string' && typeof value.result === 'object' && value.result !== null ? (value as LastScan) : null;
  } catch {
    return null;
  }
}

export function updateScanResult(result: ScanQrResult): void {
  const scan = lastScan();
  if (scan !== null) saveScan({ ...scan, result });
}
