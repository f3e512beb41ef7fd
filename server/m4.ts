import { openDatabase } from './src/db/client.ts';
import { buildApp } from './src/app.ts';
process.env.PGLITE_TEMPLATE_DIR = '/tmp/pglite-tpl';
for (let i = 0; i < 2; i++) {
  let t = performance.now();
  const db = await openDatabase({ memory: true });
  const a = performance.now() - t; t = performance.now();
  const app = await buildApp({ database: db });
  const b = performance.now() - t; t = performance.now();
  await app.ready();
  const c = performance.now() - t; t = performance.now();
  await app.close();
  const db2 = await openDatabase({ memory: true });
  t = performance.now();
  const app2 = await buildApp({ database: db2, demo: true });
  const d = performance.now() - t;
  await app2.close();
  console.log({ open: Math.round(a), build: Math.round(b), ready: Math.round(c), buildDemo: Math.round(d) });
}
