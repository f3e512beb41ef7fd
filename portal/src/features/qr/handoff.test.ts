import { describe, expect, it } from 'vitest';
import { SCAN_HANDOFF_MAX_AGE_MS } from '@macao-phr/contract';
import { handoffPath, readHandoff } from './handoff.ts';

describe('scan hand-off (docs/product/routes.md transScanPage with data and a timestamp)', () => {
  const now = 1_800_000_000_000;

  it('carries the code and the time, and reads them back while fresh', () => {
    const path = handoffPath('/mob/transScanPage', 'MHPQR1.a+b/c.d=', now);
    expect(path.startsWith('/mob/transScanPage?')).toBe(true);
    expect(readHandoff(path.split('?')[1] ?? '', now + 1000)).toEqual({ ok: true, data: 'MHPQR1.a+b/c.d=' });
  });

  it('refuses a stale, a future, a missing or a garbled timestamp, and a missing code', () => {
    const search = (data: string, timestamp: string) => new URLSearchParams({ data, timestamp }).toString();
    expect(readHandoff(search('x', String(now - SCAN_HANDOFF_MAX_AGE_MS - 1)), now)).toEqual({ ok: false, reason: 'stale' });
    expect(readHandoff(search('x', String(now + 60_000)), now)).toEqual({ ok: false, reason: 'stale' });
    expect(readHandoff(search('x', 'yesterday'), now)).toEqual({ ok: false, reason: 'stale' });
    expect(readHandoff('data=x', now)).toEqual({ ok: false, reason: 'stale' });
    expect(readHandoff(search('', String(now)), now)).toEqual({ ok: false, reason: 'missing' });
    expect(readHandoff(search('x', String(now - SCAN_HANDOFF_MAX_AGE_MS)), now)).toEqual({ ok: true, data: 'x' });
  });
});
