/**
 * `npm test`: everything a fresh machine can run (docs/architecture.md#tests), in order: type check, lint, unit +
 * component + hydration tests (Vitest: Node, happy-dom and Chromium), a fresh build of the portal and of Storybook,
 * the end-to-end journeys in Chromium against the started product, and every story of the built Storybook (its play
 * function, axe and class check, then its visual baseline) (type check and lint side by side). Every step runs even when an earlier
 * one fails, so one CI run shows every failure; the closing line counts the tests of all runners.
 */
import { spawn } from 'node:child_process';
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

/**
 * The steps in order; a group runs its steps side by side. Type check and lint are one process each that uses one
 * core and neither reads what the other writes (lint is not type-aware), so on two cores they overlap without
 * slowing each other; each one's output is printed whole when it ends. Everything else needs both cores.
 */
const steps: (Step | Step[])[] = [
  [
    { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  ],
  // Vitest's Node, happy-dom and hydration projects. Its storybook project (every story's play function and axe, in
  // Storybook's dev server) is left to the e2e step, which checks the same outcome of every story in the built
  // Storybook in the same pass as its picture (tests/visual/stories.spec.ts): each story is rendered once, not twice.
  {
    name: 'vitest',
    command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'dom', '--project', 'hydration', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  },
  // The portal and Storybook, which the journeys and the visual baselines load. Both take the design system from its
  // source; its own package build (dist/) is made once, by the consumer step's `npm pack` (its prepack), not here too.
  {
    name: 'build',
    command: ['sh', '-c', 'npm run -s build -w @macao-phr/tokens && npm run -s build -w @macao-phr/portal && npm run -s build-storybook -- --quiet'],
  },
  // The packed libraries installed into a fresh app outside the workspace, following design-system/README.md.
  { name: 'consumer', command: ['npm', 'run', '-s', 'test:consumer'] },
  // The public API of tokens and design-system (the declarations the consumer step's pack built) against design-system/api
  // and tokens/api: a change needs a pending changeset naming the package (scripts/api-report.ts).
  { name: 'api', command: ['node', 'scripts/api-report.ts', '--built'] },
  // What each block costs a consumer's bundle (size-limit on the same built dist, .size-limit.js): fails past a limit.
  { name: 'size', command: ['node', 'scripts/size-table.ts', '--check'] },
  {
    name: 'e2e',
    // A story without its committed picture fails here, whether or not `CI` is set (tests/playwright.config.ts).
    command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts', '--update-snapshots=none'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
const runStarted = performance.now();

/** Runs one step; its output goes straight through, or (`buffered`) is kept and printed whole when it ends. */
function run(step: Step, buffered: boolean): Promise<{ name: string; ok: boolean; seconds: number }> {
  const started = performance.now();
  const [cmd, ...args] = step.command as [string, ...string[]];
  const child = spawn(cmd, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...step.env } });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) {
        console.log(`\n=== ${step.name}: ${step.command.join(' ')} (${seconds.toFixed(1)} s, beside the others of its group)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, ok: code === 0, seconds });
    });
  });
}

for (const entry of steps) {
  const group = (Array.isArray(entry) ? entry : [entry]).filter((step) => only.length === 0 || only.includes(step.name));
  if (group.length === 0) continue;
  if (group.length === 1) console.log(`\n=== ${group[0]?.name}: ${group[0]?.command.join(' ')}`);
  else console.log(`\n=== ${group.map((step) => step.name).join(' + ')}, side by side`);
  results.push(...(await Promise.all(group.map((step) => run(step, group.length > 1)))));
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
console.log(`     ${'in all'.padEnd(10)} ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
const stepFailures = results.filter((r) => !r.ok).length;
// A failing step with no failing test (a type error, a lint error, a build error) still fails the run.
console.log(`${passed} passed, ${failed + (failed === 0 ? stepFailures : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailures > 0 ? 1 : 0);
