import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, paths, type LoginResult } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { dataOf, post } from './support.ts';

/** Sends a whole call on a raw socket and hangs up before the answer, as a load tool does when its time is up. */
function callAndHangUp(port: number, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = '{}';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${API_BASE}${paths.bloodPressureList} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Authorization: ${token}\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      setImmediate(() => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
}

describe('calls in flight (MAX_IN_FLIGHT)', () => {
  it('a call whose client hangs up before the answer stops counting, so the server serves again afterwards', async () => {
    const app = await buildApp({ demo: true, loginRateLimit: 1000, maxInFlight: 4 });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const token = dataOf<LoginResult>(await post(app, API_BASE + paths.login, { username: 'demo-m', password: DEMO_PASSWORD })).tokenId;
      for (let round = 0; round < 5; round += 1) await Promise.all(Array.from({ length: 8 }, () => callAndHangUp(port, token)));
      // The server may still be finishing (or dropping) what it had started: it must come back to serving by itself.
      // A call that never stopped counting would keep every later call refused (503) until the wait gives up.
      await vi.waitFor(
        async () => {
          const answer = await fetch(`http://127.0.0.1:${port}${API_BASE}${paths.bloodPressureList}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: token },
            body: '{}',
          });
          expect(answer.status).toBe(200);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await app.close();
    }
  }, 60_000);
});
