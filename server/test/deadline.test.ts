import { describe, expect, it } from 'vitest';
import { ResultCode } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { dependencyFailure } from '../src/ops/faults.ts';

describe('dependency failures (docs/security.md)', () => {
  it('reads driver errors, also wrapped, as retryable answers and anything else as a bug', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(dependencyFailure(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(ResultCode.SERVICE_UNAVAILABLE);
    expect(dependencyFailure(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(ResultCode.SERVICE_UNAVAILABLE);
    expect(dependencyFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(ResultCode.SERVICE_UNAVAILABLE);
    expect(dependencyFailure(wrapped(new Error('Query read timeout')))).toBe(ResultCode.TIMEOUT);
    expect(dependencyFailure(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(ResultCode.TIMEOUT);
    // A query that is wrong is our bug, not the database's absence: it stays a 500.
    expect(dependencyFailure(wrapped(Object.assign(new Error('column "x" does not exist'), { code: '42703' })))).toBeNull();
    expect(dependencyFailure(new TypeError('undefined is not a function'))).toBeNull();
    expect(dependencyFailure('text')).toBeNull();
  });

  it('answers a call that hangs with TIMEOUT and HTTP 503 by the deadline, with the security headers', async () => {
    const app = await buildApp({ requestDeadlineMs: 300 });
    app.get('/api/test/hangs', () => new Promise(() => undefined));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test/hangs', headers: { language: 'pt' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ resultCode: ResultCode.TIMEOUT, resultMsg: 'A operação excedeu o tempo limite', data: null });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      // A call that answers in time is untouched by the deadline.
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
