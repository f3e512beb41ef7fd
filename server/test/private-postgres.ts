import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own (a fault test found it): it can be stopped, restarted and hung
 * without touching the machine's shared one. Built from the installed server binaries (Debian's
 * postgresql package puts them in /usr/lib/postgresql/<version>/bin).
 */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
function asServerUser(command: string, args: string[]): { status: number | null; output: string } {
  const root = process.getuid?.() === 0;
  const result = root ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type PrivatePostgres = {
  /** postgres://...@127.0.0.1:<port>/<database> for a database created fresh. */
  createDatabase: (name: string) => string;
  port: number;
  /** `fast` rolls back open transactions and ends every session, as an operator's restart does. */
  stop: (mode?: 'fast' | 'immediate') => void;
  start: () => void;
  destroy: () => void;
};

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mhp-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const { status, output } = asServerUser(path.join(bin, tool), args);
    if (status !== 0) throw new Error(`${tool} failed: ${output}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
  start();
  return {
    port,
    createDatabase: (name) => {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']),
    start,
    destroy: () => {
      asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP relay in front of a database that can be frozen: connections stay open but nothing more passes
 * either way, and new ones are accepted and left unanswered (a hung host, a half-dead network).
 */
export type FreezableProxy = { port: number; freeze: () => void; thaw: () => void; close: () => Promise<void> };

export async function startProxy(targetPort: number): Promise<FreezableProxy> {
  let frozen = false;
  const pairs = new Set<[Socket, Socket | null]>();
  const server: Server = createServer((client) => {
    if (frozen) {
      pairs.add([client, null]);
      client.on('error', () => undefined);
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const relay = (from: Socket, to: Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (!frozen) to.write(chunk);
      });
    relay(client, upstream);
    relay(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    freeze: () => void (frozen = true),
    // Thawing drops what hung (their protocol state is lost anyway); new connections relay again.
    thaw: () => {
      frozen = false;
      for (const [a, b] of pairs) {
        a.destroy();
        b?.destroy();
      }
      pairs.clear();
    },
    close: async () => {
      for (const [a, b] of pairs) {
        a.destroy();
        b?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
