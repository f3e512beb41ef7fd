/**
 * `npm pack` / `npm publish` of a workspace package (tokens, design-system): inside this repository the
 * package's `exports` point at TypeScript source, so the portal's Vite dev server, Vitest and `tsc -b`
 * need no build; a tarball must point at the built files instead. npm does not apply
 * `publishConfig.exports`, so `prepack` runs `swap` (package.json gets the publishConfig exports, and its `main`,
 * `types` and `typesVersions` for resolvers that predate exports, the workspace manifest is kept aside) and
 * `postpack` runs `restore`. Run from the package's folder.
 *
 *   node ../tokens/scripts/pack-manifest.ts swap | restore
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Manifest {
  exports?: unknown;
  publishConfig?: { exports?: unknown; [key: string]: unknown };
  scripts?: Record<string, string>;
  [key: string]: unknown;
}

const dir = process.cwd();
const manifestPath = path.join(dir, 'package.json');
const keptPath = path.join(dir, 'package.workspace.json');

export function publishedManifest(workspace: Manifest): Manifest {
  const { publishConfig, ...rest } = workspace;
  if (!publishConfig?.exports) throw new Error(`${manifestPath} has no publishConfig.exports to publish`);
  const { exports, main, types, typesVersions, ...publishRest } = publishConfig;
  // main, types and typesVersions (the CommonJS entry and its declarations for node10 resolution) stay out of the
  // workspace manifest, where they would point at dist/ beside exports that point at the sources.
  const legacy = Object.fromEntries(Object.entries({ main, types, typesVersions }).filter(([, value]) => value !== undefined));
  return {
    ...rest,
    ...legacy,
    exports,
    ...(Object.keys(publishRest).length > 0 ? { publishConfig: publishRest } : {}),
    // Only the restore step stays: it must run after npm has read the tarball's files.
    scripts: { postpack: rest.scripts?.postpack ?? '' },
  };
}

// Run as a command; a test imports publishedManifest alone.
if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'swap') {
    // A previous pack that failed before postpack left the workspace manifest aside: put it back first.
    if (existsSync(keptPath)) renameSync(keptPath, manifestPath);
    const text = readFileSync(manifestPath, 'utf8');
    writeFileSync(keptPath, text);
    writeFileSync(manifestPath, `${JSON.stringify(publishedManifest(JSON.parse(text) as Manifest), null, 2)}\n`);
  } else if (command === 'restore') {
    if (existsSync(keptPath)) renameSync(keptPath, manifestPath);
  } else {
    console.error('usage: pack-manifest.ts swap | restore');
    process.exitCode = 2;
  }
}
