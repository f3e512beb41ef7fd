/**
 * `npm run dev`: the local loop. One command runs
 * - the portal on Vite with hot reload (PORT, default 5173), which forwards /api and the demo identity provider's
 *   /idp/ to (portal/vite.config.ts)
 * - the API server under `node --watch` (API_PORT, default 8081), restarted when a file it imports changes
 *   (server/src and the contract alike), with demo data in its own PGlite folder (DATA_DIR, default ./data/dev,
 *   so it never shares a database with `npm start`).
 * Every line is prefixed with where it came from. The server runs with NODE_ENV=development, which makes its
 * logger print readable lines (docs/operations.md); everything else is as in production.
 * Ctrl-C stops both.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portalPort = process.env.PORT || '5173';
const apiPort = process.env.API_PORT || '8081';
const host = process.env.HOST || '127.0.0.1';
const colour = process.stdout.isTTY === true;

// The portal's stylesheet imports the built tokens; everything else runs from source.
if (!existsSync(path.join(root, 'tokens/dist/tokens.css'))) {
  const built = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', '@macao-phr/tokens'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** Copies a child's output line by line, each line prefixed, so the two logs stay readable side by side. */
function prefixed(child: ChildProcess, label: string, code: number): void {
  const tag = colour ? `\u001b[${code}m${label}\u001b[0m ` : `${label} `;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream === null) continue;
    const out = stream === child.stderr ? process.stderr : process.stdout;
    createInterface({ input: stream }).on('line', (line) => out.write(`${tag}${line}\n`));
  }
}

const common = { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'] };
const forceColour = colour ? { FORCE_COLOR: '1' } : {};

const api = spawn(process.execPath, ['--watch', '--watch-preserve-output', 'server/src/main.ts'], {
  ...common,
  env: {
    ...process.env,
    ...forceColour,
    NODE_ENV: 'development',
    PORT: apiPort,
    HOST: host,
    DEMO: process.env.DEMO ?? '1',
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data/dev'),
    // The demo OpenID provider is reached through Vite's proxy, on the portal's own address, like the API.
    DEMO_IDP_ISSUER: process.env.DEMO_IDP_ISSUER ?? `http://${host}:${portalPort}/idp`,
    // Vite serves the portal; the API server need not serve a build.
    PORTAL_DIST: process.env.PORTAL_DIST ?? path.join(root, 'data/dev/no-portal'),
  },
});
prefixed(api, '[api]', 36);

const portal = spawn(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), '--config', 'portal/vite.config.ts', '--port', portalPort, '--strictPort', '--host', host],
  { ...common, env: { ...process.env, ...forceColour, MHP_API_URL: `http://${host}:${apiPort}` } },
);
prefixed(portal, '[web]', 35);

console.log(`dev: portal http://${host}:${portalPort}/ (hot reload), API http://${host}:${apiPort}/api (restarts on change); Ctrl-C stops both`);

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of [api, portal]) if (child.exitCode === null) child.kill('SIGTERM');
  // Give the server its drain; then make sure nothing is left behind.
  setTimeout(() => {
    for (const child of [api, portal]) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5_000).unref();
  Promise.all([api, portal].map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// `node --watch` keeps waiting for a fix after a crash; Vite ending, or the watcher itself, ends the loop.
for (const child of [api, portal]) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`dev: ${child === api ? 'API server' : 'portal'} stopped (${code ?? 'signal'}); stopping the other`);
      stop(code ?? 1);
    }
  });
}
