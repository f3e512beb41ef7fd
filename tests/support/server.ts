import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A port the OS says is free now (port 0), so that tests never collide with another process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface StartedProduct { baseURL: string; stop: () => Promise<void> }

/** Starts the real product (server + built portal + PGlite in a throw-away folder, demo data). */
export async function startProduct(env: Record<string, string> = {}): Promise<StartedProduct> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO: '1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mhp-bench-')),
      PORTAL_DIST: process.env.PORTAL_DIST ?? path.join(repoRoot, 'portal/dist'),
      LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
