import path from 'node:path';
import type { Plugin } from 'vite';
import { chunkGroups, screens, type ChunkGroupName, type LandingScreenName, type RegistryScreenName, type RouteName, type ScreenSpec } from '../src/routes/manifest.ts';

/** The landing screens' loaders, imported by src/app/screens.ts (in the entry). */
export const landingScreensId = 'virtual:mhp/landing-screens';
/** The other screens' loaders, imported by src/app/screen-registry.ts (a chunk of its own). */
export const registryScreensId = 'virtual:mhp/registry-screens';
/** The routes' prefetches (a screen's `prefetch`), imported by src/app/route-prefetch.ts (in the entry). */
export const routePrefetchId = 'virtual:mhp/route-prefetch';

const srcDir = path.join(import.meta.dirname, '..', 'src');
const names = Object.keys(screens) as RouteName[];
const isLanding = (name: RouteName): name is LandingScreenName => 'landing' in screens[name];
export const landingNames: readonly LandingScreenName[] = names.filter(isLanding);
export const registryNames: readonly RegistryScreenName[] = names.filter((n): n is RegistryScreenName => !isLanding(n));

/** A screen's module as a file of this machine (what the tables import, and what a chunk's module ids are). */
export function screenModule(name: RouteName): string {
  return path.join(srcDir, screens[name].module);
}

/**
 * One table of loaders, `name: () => import(module).then((m) => ({ default: m.Export }))`, written as app/ wrote them by
 * hand before, so that the chunks stay the same: the landing table's screens that show one export (the three homes)
 * share a loader (fewer bytes in the entry); the registry's loaders are each written out beside their name (its
 * chunk compresses better so: a name stays next to its file).
 */
function table(exportName: string, tableNames: readonly RouteName[], share: boolean): string {
  const shared = new Map<string, string>();
  const lines: string[] = [];
  const entries = tableNames.map((name) => {
    const spec = screens[name];
    if (!/^[A-Za-z_$][\w$]*$/.test(spec.export)) throw new Error(`route manifest: the export of ${name}, ${spec.export}, is no name`);
    const file = screenModule(name).split(path.sep).join('/');
    const loader = `() => import(${JSON.stringify(file)}).then((m) => ({ default: m.${spec.export} }))`;
    if (!share) return `  ${JSON.stringify(name)}: ${loader},`;
    const key = `${file}#${spec.export}`;
    let variable = shared.get(key);
    if (variable === undefined) {
      variable = `screen${shared.size}`;
      shared.set(key, variable);
      lines.push(`const ${variable} = ${loader};`);
    }
    return `  ${JSON.stringify(name)}: ${variable},`;
  });
  return [...lines, `export const ${exportName} = {`, ...entries, '};', ''].join('\n');
}

/**
 * The table of route prefetches, `name: () => import(module).then((m) => m.export)`, one loader per module and
 * export shared by the routes naming it (the three homes).
 */
export function prefetchTable(): string {
  const shared = new Map<string, string>();
  const lines: string[] = [];
  const entries: string[] = [];
  for (const name of names) {
    const spec: ScreenSpec = screens[name];
    if (spec.prefetch === undefined) continue;
    if (!/^[A-Za-z_$][\w$]*$/.test(spec.prefetch.export)) throw new Error(`route manifest: the prefetch of ${name}, ${spec.prefetch.export}, is no name`);
    const file = path.join(srcDir, spec.prefetch.module).split(path.sep).join('/');
    const key = `${file}#${spec.prefetch.export}`;
    let variable = shared.get(key);
    if (variable === undefined) {
      variable = `prefetch${shared.size}`;
      shared.set(key, variable);
      lines.push(`const ${variable} = () => import(${JSON.stringify(file)}).then((m) => m.${spec.prefetch.export});`);
    }
    entries.push(`  ${JSON.stringify(name)}: ${variable},`);
  }
  return [...lines, 'export const routePrefetch = {', ...entries, '};', ''].join('\n');
}

/**
 * The two screen tables of the portal, written from the route manifest (src/routes/manifest.ts) as virtual modules
 * (docs/architecture.md#the-route-manifest): `virtual:mhp/landing-screens` (the landing screens, each loaded straight
 * from the entry) and `virtual:mhp/registry-screens` (the others, and the landing screens' names, so that the
 * registry knows every built screen), and the table of route prefetches, `virtual:mhp/route-prefetch`. Their types are
 * in src/app/screen-tables.d.ts. The build and the dom tests use it.
 */
export function screenTables(): Plugin {
  return {
    name: 'mhp:screen-tables',
    resolveId(id) {
      return id === landingScreensId || id === registryScreensId || id === routePrefetchId ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${landingScreensId}`) return table('landingScreens', landingNames, true);
      if (id === `\0${routePrefetchId}`) return prefetchTable();
      if (id === `\0${registryScreensId}`) return `${table('registryScreens', registryNames, false)}export const landingScreenNames = ${JSON.stringify(landingNames)};\n`;
      return undefined;
    },
  };
}

/**
 * What the build's chunks say against the route manifest's chunk groups, as messages (none when they agree):
 * a group the manifest names that made no chunk (`chunkNames`: the names of every chunk built); a screen whose first
 * paint (`firstPaints`: per screen, the names of the chunks route-preloads.json lists for it) loads another set of
 * groups than the manifest names for it; a landing screen that loads the record lists' shared chunk.
 */
export function chunkGroupProblems(chunkNames: readonly string[], firstPaints: ReadonlyMap<RouteName, readonly string[]>): string[] {
  const groups = Object.keys(chunkGroups) as ChunkGroupName[];
  const problems = groups.filter((g) => !chunkNames.includes(g)).map((g) => `the chunk group ${g} of the route manifest made no chunk`);
  for (const name of names) {
    const paint = firstPaints.get(name);
    if (paint === undefined) {
      problems.push(`no first paint was worked out for ${name}`);
      continue;
    }
    const spec: { readonly landing?: true; readonly groups: readonly ChunkGroupName[] } = screens[name];
    // A screen a visit can land on draws without the record lists' shared code: a module it shares with them and
    // that the `records` group pulls in would bring the whole group (8 KiB) onto every first paint.
    if (spec.landing === true && paint.includes('records')) problems.push(`the landing screen ${name} loads the record lists' shared chunk (records)`);
    const loads = groups.filter((g) => paint.includes(g));
    const named = groups.filter((g) => spec.groups.includes(g));
    if (loads.join() !== named.join()) {
      problems.push(`the first paint of ${name} loads the chunk groups [${loads.join(', ')}], the route manifest names [${named.join(', ')}] (src/routes/manifest.ts)`);
    }
  }
  return problems;
}
