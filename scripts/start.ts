/**
 * `npm start`: build what is missing, then serve portal + API + embedded PGlite (with demo data) on one
 * port (PORT, default 8080). docs/architecture.md#server: "npm start builds what is missing".
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args: string[]): void {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(root, 'tokens/dist/tokens.css'))) run(['run', 'build', '-w', '@macao-phr/tokens']);
if (!existsSync(path.join(root, 'portal/dist/index.html'))) run(['run', 'build', '-w', '@macao-phr/portal']);

process.env.NODE_ENV ??= 'production';
process.env.DEMO ??= '1';
process.env.PORTAL_DIST ??= path.join(root, 'portal/dist');
process.chdir(root);
await import('../server/src/main.ts');
