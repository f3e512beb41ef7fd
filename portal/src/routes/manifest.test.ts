import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroupProblems } from '../../build/route-manifest.ts';
import { chunkGroups, screens, type ChunkGroupName, type RouteName } from './manifest.ts';
import { findRoute, routes } from './routes.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const names = Object.keys(screens) as RouteName[];

/** A part of docs/product/routes.md, from a line that starts with `from` to the next that starts with `to`. */
function docPart(from: string, to: string): string {
  const doc = readFileSync(path.join(repo, 'docs/product/routes.md'), 'utf8');
  const start = doc.indexOf(from);
  const end = doc.indexOf(to, start + from.length);
  if (start === -1 || end === -1) throw new Error(`docs/product/routes.md has no part from "${from}" to "${to}"`);
  return doc.slice(start + from.length, end).replace(/\s+/g, ' ').trim();
}

/**
 * The paths of a list of screens as docs/product/routes.md writes it: `mobPath (\`webPath\`)` when the web path
 * differs, `path and its \`/add\`` for a path and the one under it, a parenthesis of anything else is a remark.
 */
function listedPaths(list: string, trees: readonly ('mob' | 'web')[]): string[] {
  const paths: string[] = [];
  for (const item of list.replace(/\.$/, '').split(/, (?![^(]*\))/)) {
    const [, screen = '', remark = ''] = /^(?:\*\*)?([\w/]+)(?:\*\*)?(?: and its `\/add`)?(?: \((.*)\))?$/.exec(item.trim()) ?? [];
    expect(screen, `an item of docs/product/routes.md read as a path: "${item}"`).not.toBe('');
    const webName = /^`(\w+)`$/.exec(remark)?.[1];
    const withAdd = item.includes('and its `/add`');
    for (const tree of trees) {
      const base = `/${tree}/${tree === 'web' && webName !== undefined ? webName : screen}`;
      paths.push(base);
      if (withAdd) paths.push(`${base}/add`);
    }
  }
  return paths;
}

describe('the route manifest (routes/manifest.ts)', () => {
  it('has a route and a screen for every path of docs/product/routes.md', () => {
    const topLevel = [...docPart('## Top-level routes', '## The two trees').matchAll(/`(\/\w+)`/g)].map((m) => m[1]!);
    const both = listedPaths(docPart('then under `/web/` when it differs):', 'Mobile only:'), ['mob', 'web']);
    const mobOnly = listedPaths(docPart('Mobile only:', 'Web only:'), ['mob']);
    const webOnly = listedPaths(docPart('Web only:', 'Ours, in both trees'), ['web']);
    const ours = [...docPart('Ours, in both trees, linked from setting:', 'Paths carry no parameters').matchAll(/\*\*(\w+)\*\*/g)].flatMap((m) => [`/mob/${m[1]!}`, `/web/${m[1]!}`]);
    const listed = [...topLevel, ...both, ...mobOnly, ...webOnly, ...ours];
    // The doc's lists as read here: enough of them that a reading gone wrong shows.
    expect(topLevel).toEqual(expect.arrayContaining(['/login', '/signInCallback', '/govLogin', '/mobMaintenance', '/webShareDicom', '/mobShareDicom']));
    expect(both).toEqual(expect.arrayContaining(['/mob/outpatient/detail', '/web/outpatientDetail', '/mob/assayTrend/fingertipBloodGlucose/add', '/web/notFound', '/web/expiredPage']));
    expect(mobOnly).toEqual(expect.arrayContaining(['/mob/home/scanPage', '/mob/easyHome']));
    expect(webOnly).toEqual(expect.arrayContaining(['/web/maintenance', '/web/imagesView']));
    expect(ours).toEqual(expect.arrayContaining(['/mob/notices', '/web/qrConsents']));
    const missing = listed.filter((p) => {
      const route = findRoute(p);
      return route === undefined || !(route.name in screens);
    });
    expect(missing).toEqual([]);
  });

  it('has a screen for every route, each in a module of the features that is there', () => {
    expect(new Set(names)).toEqual(new Set(routes.map((r) => r.name)));
    const absent = names.filter((name) => !existsSync(path.join(repo, 'portal/src', screens[name].module)));
    expect(absent).toEqual([]);
  });

  it('gathers only modules that are there into its chunk groups', () => {
    const somewhere = (match: string) => ['', 'portal/', 'node_modules/', 'portal/node_modules/'].some((at) => existsSync(path.join(repo, at, match)));
    const absent = Object.values(chunkGroups).flatMap((g) => g.modules.filter((m) => !somewhere(m)));
    expect(absent).toEqual([]);
  });
});

describe('the build against the route manifest (chunkGroupProblems)', () => {
  const groups = Object.keys(chunkGroups) as ChunkGroupName[];
  /** Every screen's first paint as the manifest has it: its own chunk and the groups it names. */
  const asNamed = () => new Map(names.map((name) => [name, [`${name}Screen`, ...screens[name].groups]]));

  it('finds nothing when every group made a chunk and every first paint loads the groups named for it', () => {
    expect(chunkGroupProblems(['index', 'react', ...groups], asNamed())).toEqual([]);
  });

  it('refuses a group that made no chunk', () => {
    expect(chunkGroupProblems(['index', ...groups.filter((g) => g !== 'catalogue')], asNamed())).toEqual(['the chunk group catalogue of the route manifest made no chunk']);
  });

  it('refuses a first paint that loads a group its screen does not name, or misses one it names', () => {
    const paints = asNamed();
    paints.set('vaccineBook', ['vaccineBookScreen', 'records']);
    paints.set('outpatient', ['outpatientScreen', 'basics']);
    expect(chunkGroupProblems(groups, paints)).toEqual([
      expect.stringContaining('the first paint of outpatient loads the chunk groups [basics], the route manifest names [basics, records]'),
      expect.stringContaining('the first paint of vaccineBook loads the chunk groups [records], the route manifest names []'),
    ]);
  });

  it('refuses a landing screen that loads the record lists shared chunk', () => {
    const paints = asNamed();
    paints.set('login', ['loginScreen', 'surface', 'records']);
    expect(chunkGroupProblems(groups, paints)).toEqual([
      "the landing screen login loads the record lists' shared chunk (records)",
      expect.stringContaining('the first paint of login loads the chunk groups [surface, records]'),
    ]);
  });
});
