/**
 * `npm test`: everything a fresh machine can run (docs/architecture.md#tests): type check, lint, unit + component +
 * hydration tests (Vitest: Node, happy-dom and Chromium), a fresh build of the portal and of Storybook, the packed
 * libraries in apps outside the workspace, the end-to-end journeys in Chromium against the started product, and every
 * story of the built Storybook (its play function, axe and class check, then its visual baseline). Every step runs
 * even when an earlier one fails, so one CI run shows every failure; the closing line counts the tests of all runners.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'mhp-test-'));
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
const packs = path.join(reports, 'packs');
const only = process.argv.slice(2);
// The consumer, api and size steps read the tarballs and the dist/ the pack step makes.
if (only.some((name) => ['consumer', 'api', 'size'].includes(name)) && !only.includes('pack')) only.push('pack');

interface Step { name: string; command: string[]; env?: Record<string, string> }
/** Steps that run one after another (a later one reads what an earlier one wrote). */
type Chain = Step[];

/**
 * The phases in order; the chains of a phase run side by side. Most of a browser test's time, and much of a server
 * test's, is waiting (for a page to settle, a child process, a database), not computing: the journeys keep two
 * cores about a sixth busy, Vitest less than half (docs/architecture.md#tests, "What CI's time is spent on"). So the long steps share the machine instead of taking turns, and every test is written to pass on a busy
 * machine (it waits for events, never for a time).
 */
const phases: Chain[][] = [
  [
    [{ name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] }],
    [{ name: 'lint', command: ['npm', 'run', '-s', 'lint'] }],
    // The portal and Storybook, which the journeys and the story checks load. Both take the design system from its
    // source; its own package build (dist/) is made by the pack below.
    [{ name: 'build', command: ['sh', '-c', 'npm run -s build -w @macao-phr/tokens && npm run -s build -w @macao-phr/portal && npm run -s build-storybook -- --quiet'] }],
  ],
  // The libraries' tarballs (each package builds its dist/). Alone: while a package packs, its package.json points at
  // dist/, and a type check, a build or a test resolving the package then would get the wrong files.
  [[{ name: 'pack', command: ['node', 'tests/consumer/consumer.ts', '--pack-only', packs] }]],
  [
    // Vitest's Node, happy-dom (blocks, dom) and hydration projects. Its storybook project (every story's play function and axe,
    // in Storybook's dev server) is left to the e2e step, which checks the same outcome of every story in the built
    // Storybook in the same pass as its picture (tests/visual/stories.spec.ts): each story is rendered once.
    [
      {
        name: 'vitest',
        command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'blocks', '--project', 'dom', '--project', 'hydration', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
        // The design system's declarations the pack step built, for the public API test (scripts/api-report.test.ts).
        env: { API_REPORT_BUILT_TYPES: path.join(root, 'design-system/dist/types') },
      },
    ],
    [
      {
        name: 'e2e',
        // A story without its committed picture fails here, whether or not `CI` is set (tests/playwright.config.ts).
        // No traces: a run of everything keeps nothing but what it prints (a journey's trace, each action's DOM
        // snapshot, cost a seventh of the journeys' processor time); the closing lines say how to get one for a failure.
        command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts', '--update-snapshots=none', '--trace', 'off'],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
      },
    ],
    [
      // The packed libraries installed into fresh apps outside the workspace, following design-system/README.md.
      { name: 'consumer', command: ['node', 'tests/consumer/consumer.ts', '--packs', packs] },
      // The public API of tokens and design-system (the declarations the pack built) against design-system/api and
      // tokens/api: a change needs a pending changeset naming the package (scripts/api-report.ts).
      { name: 'api', command: ['node', 'scripts/api-report.ts', '--built'] },
      // What each block costs a consumer's bundle (size-limit on the same built dist, .size-limit.js): fails past a limit.
      { name: 'size', command: ['node', 'scripts/size-table.ts', '--check'] },
    ],
  ],
];

interface Result { name: string; ok: boolean; seconds: number; cpuSeconds: number }
const results: Result[] = [];

/** User and system seconds of a step's processes, from the second line of bash's `times` (children's totals). */
function processorSeconds(file: string): number {
  if (!existsSync(file)) return 0;
  const children = readFileSync(file, 'utf8').split('\n')[1] ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
}
const runStarted = performance.now();

/** Runs one step; beside others, each line of its output goes through with the step's name in front. */
function run(step: Step, labelled: boolean): Promise<Result> {
  const started = performance.now();
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  // Through bash, whose `times` then tells the processor time of the step's whole process tree (its second line).
  const cpuFile = path.join(reports, `${step.name}.cpu`);
  const child = spawn('bash', ['-c', '"$@"; status=$?; times > "$STEP_CPU_FILE"; exit $status', step.name, ...step.command], {
    cwd: root,
    stdio: labelled ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env, STEP_CPU_FILE: cpuFile },
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.log(`[${step.name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => console.log(`[${step.name}] ${String(error)}`));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = processorSeconds(cpuFile);
      console.log(`\n=== ${step.name}: ${code === 0 ? 'ok' : `FAILED (${code})`} in ${seconds.toFixed(1)} s (processors ${cpuSeconds.toFixed(0)} s)`);
      resolve({ name: step.name, ok: code === 0, seconds, cpuSeconds });
    });
  });
}

async function runChain(chain: Chain, labelled: boolean): Promise<void> {
  for (const step of chain) results.push(await run(step, labelled));
}

for (const phase of phases) {
  const chains = phase.map((chain) => chain.filter((step) => only.length === 0 || only.includes(step.name))).filter((chain) => chain.length > 0);
  if (chains.length === 0) continue;
  if (chains.length > 1) console.log(`\n=== side by side: ${chains.map((chain) => chain.map((step) => step.name).join(' -> ')).join(' | ')}`);
  await Promise.all(chains.map((chain) => runChain(chain, chains.length > 1)));
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** The tests that failed, by file and name, so that the last lines of a long run say what to look at. */
const failures: string[] = [];
// eslint-disable-next-line no-control-regex -- the colour codes of a terminal report
const firstLine = (message: string | undefined): string => (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number;
    testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
  };
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
  for (const file of v.testResults) {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`vitest ${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`vitest ${where}: ${firstLine(file.message)}`);
  }
}
interface PlaywrightSuite { title: string; file?: string; suites?: PlaywrightSuite[]; specs?: { title: string; file: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[] }
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] };
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
  const visit = (suite: PlaywrightSuite, titles: string[]): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
        failures.push(`e2e [${test.projectName}] ${spec.file} > ${[...titles, spec.title].join(' > ')}: ${firstLine(test.results.at(-1)?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of p.suites) visit(suite, []);
}

if (failures.length > 0) {
  console.log('\n=== failed tests');
  for (const failure of failures) console.log(failure);
  if (failures.some((f) => f.startsWith('e2e '))) {
    console.log('(a failed journey again, keeping its trace and a screenshot: npx playwright test -c tests/playwright.config.ts <file> --project <project>)');
  }
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(7)} s   processors ${r.cpuSeconds.toFixed(0).padStart(5)} s`);
const allCpu = results.reduce((sum, r) => sum + r.cpuSeconds, 0);
console.log(`     ${'in all'.padEnd(10)} ${((performance.now() - runStarted) / 1000).toFixed(1).padStart(7)} s   processors ${allCpu.toFixed(0).padStart(5)} s`);
const stepFailures = results.filter((r) => !r.ok).length;
// A failing step with no failing test (a type error, a lint error, a build error) still fails the run.
console.log(`${passed} passed, ${failed + (failed === 0 ? stepFailures : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailures > 0 ? 1 : 0);
