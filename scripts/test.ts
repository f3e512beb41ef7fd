/**
 * `npm test`: everything a fresh machine can run (docs/architecture.md#tests), in order: type check, lint, unit +
 * component + story tests (Vitest: Node, happy-dom and Chromium with axe), a fresh build of the portal and of
 * Storybook, the end-to-end journeys in Chromium against the started product, and the visual baselines of
 * every story. Every step runs even when an earlier
 * one fails, so one CI run shows every failure; the closing line counts the tests of all runners.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'mhp-test-'));
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
const only = process.argv.slice(2);

interface Step { name: string; command: string[]; env?: Record<string, string> }

const steps: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  {
    name: 'vitest',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  },
  { name: 'build', command: ['sh', '-c', 'npm run -s build && npm run -s build-storybook -- --quiet'] },
  // The public API of tokens and design-system (the declarations just built) against design-system/api and tokens/api:
  // a change needs a pending changeset naming the package (scripts/api-report.ts).
  { name: 'api', command: ['node', 'scripts/api-report.ts', '--built'] },
  // What each block costs a consumer's bundle (size-limit on the built dist, .size-limit.js): fails past a limit.
  { name: 'size', command: ['node', 'scripts/size-table.ts', '--check'] },
  // The packed libraries installed into a fresh app outside the workspace, following design-system/README.md.
  { name: 'consumer', command: ['npm', 'run', '-s', 'test:consumer'] },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  const started = performance.now();
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const [cmd, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  results.push({ name: step.name, ok: result.status === 0, seconds: (performance.now() - started) / 1000 });
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
const stepFailures = results.filter((r) => !r.ok).length;
// A failing step with no failing test (a type error, a lint error, a build error) still fails the run.
console.log(`${passed} passed, ${failed + (failed === 0 ? stepFailures : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailures > 0 ? 1 : 0);
