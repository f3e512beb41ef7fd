/**
 * `node tests/support/static-server.ts <dir> <port>`: serves a built static folder (Storybook) on
 * 127.0.0.1 for the visual tests. GET /__ready answers once listening (Playwright's webServer waits on it).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dirArg = '.', portArg = '0'] = process.argv.slice(2);
const root = path.resolve(dirArg);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2',
};

const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
  if (pathname === '/__ready') {
    res.writeHead(200).end();
    return;
  }
  const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, '') || 'index.html');
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
server.listen(Number(portArg), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
