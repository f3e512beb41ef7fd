/**
 * The public API of the published packages, one API Extractor report per entry point (design-system/api/*.api.md,
 * tokens/api/*.api.md), and the rule that ties it to releases (docs/design-system.md#releases):
 *
 *   node scripts/api-report.ts            check: the API built from the sources is the committed report's, or
 *                                         a pending changeset (.changeset/*.md) names the package whose API changed
 *   node scripts/api-report.ts --built    the same check on the declarations `npm run build` wrote (dist), as `npm test` runs it
 *   node scripts/api-report.ts --update   write the reports from the sources (`npm run release:version` does it
 *                                         after `changeset version`, so the committed reports are the released API)
 *
 * The declarations are built from the sources into a temporary folder first (tsc -p <pkg>/tsconfig.build.json).
 * `npm test` runs the check (scripts/test.ts, step "api"); scripts/api-report.test.ts plants a breaking change.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

export const root = path.resolve(import.meta.dirname, '..');

export interface ApiPackage {
  /** npm name, as a changeset names it */
  name: string;
  /** folder in the repository */
  dir: string;
  /** report name -> declaration file of the entry point, relative to the built declarations */
  entries: Record<string, string>;
}

export const apiPackages: ApiPackage[] = [
  {
    name: '@macao-phr/design-system',
    dir: 'design-system',
    entries: {
      index: 'index.d.ts',
      'trend-chart': 'trend-chart/index.d.ts',
      'qr-scanner': 'qr-scanner/index.d.ts',
      'pdf-viewer': 'pdf-viewer/index.d.ts',
      'class-conflicts': 'lib/class-conflicts.d.ts',
      'react-aria-locales': 'lib/react-aria-locales.d.ts',
    },
  },
  {
    name: '@macao-phr/tokens',
    dir: 'tokens',
    entries: { index: 'index.d.ts', vite: 'vite.d.ts', tailwind: 'tailwind.config.d.ts', brand: 'brand.d.ts' },
  },
];

/**
 * Builds a package's declarations from its sources into `outDir`, with the compiler the packages' own builds use
 * (TypeScript 7's `tsc`, installed as `@typescript/native`; docs/architecture.md, "Two TypeScripts").
 */
export function buildDeclarations(pkg: ApiPackage, outDir: string) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@typescript/native/bin/tsc'), '-p', path.join(root, pkg.dir, 'tsconfig.build.json'), '--outDir', outDir, '--declaration', '--emitDeclarationOnly'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`declarations of ${pkg.name} did not build:\n${result.stdout}${result.stderr}`);
}

/** The package names that the pending changesets in `changesetDir` name (front matter `"name": bump`). */
export function namedInChangesets(changesetDir: string): Set<string> {
  const names = new Set<string>();
  if (!existsSync(changesetDir)) return names;
  for (const file of readdirSync(changesetDir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(changesetDir, file), 'utf8'))?.[1] ?? '';
    for (const m of front.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)) names.add(m[1]!);
  }
  return names;
}

/**
 * The reports API Extractor writes for the entry points of declarations in `typesDir` (report name -> text). One
 * TypeScript program serves every entry of the package (API Extractor's compiler state with the other entries as
 * additional entry points) instead of one program per entry.
 */
export function apiReports(pkg: ApiPackage, typesDir: string, entries: readonly string[] = Object.keys(pkg.entries)): Record<string, string> {
  const work = mkdtempSync(path.join(tmpdir(), 'api-report-'));
  try {
    const configs = entries.map((entry) =>
      ExtractorConfig.prepare({
        configObjectFullPath: path.join(work, 'api-extractor.json'),
        packageJsonFullPath: path.join(root, pkg.dir, 'package.json'),
        configObject: {
          projectFolder: root,
          mainEntryPointFilePath: path.join(typesDir, pkg.entries[entry]!),
          compiler: { overrideTsconfig: { compilerOptions: { lib: ['ES2024', 'DOM', 'DOM.Iterable'], types: [], skipLibCheck: true, moduleResolution: 'bundler', module: 'esnext', jsx: 'react-jsx', strict: true, allowImportingTsExtensions: true, noEmit: true } } },
          apiReport: { enabled: true, reportFileName: entry, reportFolder: work, reportTempFolder: work },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            // The report is for reviewing changes; release tags and doc-comment style are not asked of the sources.
            extractorMessageReporting: { default: { logLevel: ExtractorLogLevel.None }, 'ae-forgotten-export': { logLevel: ExtractorLogLevel.None } },
            tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
            compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
          },
        },
      }),
    );
    const [first] = configs;
    if (!first) return {};
    const compilerState = CompilerState.create(first, { additionalEntryPoints: configs.slice(1).map((c) => c.mainEntryPointFilePath) });
    const reports: Record<string, string> = {};
    entries.forEach((entry, i) => {
      const result = Extractor.invoke(configs[i]!, { compilerState, localBuild: true, showVerboseMessages: false, messageCallback: (message) => { message.handled = message.logLevel === ExtractorLogLevel.None; } });
      if (!result.succeeded) throw new Error(`API Extractor failed on ${pkg.name} ${entry}: ${result.errorCount} errors`);
      reports[entry] = readFileSync(path.join(work, `${entry}.api.md`), 'utf8').replace(/\r\n/g, '\n');
    });
    return reports;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface ApiCheck {
  /** entries whose API differs from the committed report, `<package> <entry>` */
  changed: string[];
  /** changed packages that no pending changeset names */
  unnamed: string[];
  /** the first lines that differ, for the message */
  diffs: string[];
}

function firstDifferences(before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && out.length < 12; i++) {
    if (a[i] !== b[i]) out.push(`  line ${i + 1}:\n    report: ${a[i] ?? '(none)'}\n    source: ${b[i] ?? '(none)'}`);
  }
  return out.join('\n');
}

/**
 * Compares the API of declarations in `typesDirs` (package name -> folder) with the reports in each package's
 * `reportDir(pkg)`; with `update`, writes them instead.
 */
export function checkApi(options: { typesDirs: Record<string, string>; reportDir: (pkg: ApiPackage) => string; changesetDir: string; update?: boolean; packages?: ApiPackage[] }): ApiCheck {
  const named = namedInChangesets(options.changesetDir);
  const changed: string[] = [];
  const unnamed = new Set<string>();
  const diffs: string[] = [];
  for (const pkg of options.packages ?? apiPackages) {
    const typesDir = options.typesDirs[pkg.name];
    if (!typesDir) continue;
    const reports = options.reportDir(pkg);
    mkdirSync(reports, { recursive: true });
    for (const [entry, report] of Object.entries(apiReports(pkg, typesDir))) {
      const file = path.join(reports, `${entry}.api.md`);
      if (options.update) {
        writeFileSync(file, report);
        continue;
      }
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (committed === report) continue;
      changed.push(`${pkg.name} ${entry}`);
      diffs.push(`${pkg.name} (${path.relative(root, file)}):\n${firstDifferences(committed, report)}`);
      if (!named.has(pkg.name)) unnamed.add(pkg.name);
    }
  }
  return { changed, unnamed: [...unnamed], diffs };
}

if (import.meta.main) {
  const update = process.argv.includes('--update');
  const built = process.argv.includes('--built');
  const work = mkdtempSync(path.join(tmpdir(), 'api-types-'));
  try {
    const typesDirs: Record<string, string> = {};
    for (const pkg of apiPackages) {
      if (built) {
        typesDirs[pkg.name] = path.join(root, pkg.dir, pkg.dir === 'design-system' ? 'dist/types' : 'dist');
      } else {
        typesDirs[pkg.name] = path.join(work, pkg.dir);
        buildDeclarations(pkg, typesDirs[pkg.name]!);
      }
    }
    const result = checkApi({ typesDirs, reportDir: (pkg) => path.join(root, pkg.dir, 'api'), changesetDir: path.join(root, '.changeset'), update });
    if (update) {
      console.log('API reports written: design-system/api, tokens/api');
    } else if (result.changed.length === 0) {
      console.log('ok   the public API is the committed reports\'');
    } else if (result.unnamed.length === 0) {
      console.log(`ok   the public API changed (${result.changed.join(', ')}) and a pending changeset names each package; \`npm run release:version\` writes the reports at the release\n${result.diffs.join('\n')}`);
    } else {
      console.error(`FAIL the public API of ${result.unnamed.join(', ')} changed with no changeset naming it (${result.changed.join(', ')}):\n${result.diffs.join('\n')}\n\nDescribe the change for the changelog: \`npx changeset\` (choose the package and the bump; a breaking change is major), and commit the .changeset/*.md it writes.`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
