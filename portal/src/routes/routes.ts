import { topLevelSpecs, treeRouteSpecs, type Access, type RouteName, type Tree, type TreeRouteName, type TreeRouteSpec } from './manifest.ts';

export type { Access, RouteName, TopLevelRouteName, Tree, TreeRouteName } from './manifest.ts';

/**
 * The route table (docs/product/routes.md, docs/architecture.md#portal), built from the route manifest
 * (`manifest.ts`): every path of docs/product/routes.md, its tree and who may open it. Paths carry no parameters
 * ("Path parameters: not shown"), so matching is by exact path. A screen in both trees has one `name` in both, which
 * is how a wrong-device address finds "the same screen in the active tree" (docs/product/routes.md routing rules).
 */

export interface RouteEntry {
  readonly name: RouteName;
  readonly path: string;
  /** The tree the route belongs to; `null` for the top-level routes. */
  readonly tree: Tree | null;
  readonly access: Access;
}

function treeEntries(): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const spec of treeRouteSpecs as readonly TreeRouteSpec[]) {
    const access = spec.access ?? 'signedIn';
    const name = spec.name as TreeRouteName;
    if (spec.mob !== undefined) out.push({ name, path: `/mob/${spec.mob}`, tree: 'mob', access });
    if (spec.web !== undefined) out.push({ name, path: `/web/${spec.web}`, tree: 'web', access });
  }
  return out;
}

/** Every route, in registration order. */
export const routes: readonly RouteEntry[] = [
  ...topLevelSpecs.map((s) => ({ name: s.name, path: s.path, tree: null, access: s.access })),
  ...treeEntries(),
];

const byPath = new Map(routes.map((r) => [r.path, r] as const));

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** The path of a named screen in a tree, if that tree has it. */
export function pathOf(name: RouteName, tree: Tree): string | undefined {
  return routes.find((r) => r.name === name && r.tree === tree)?.path;
}

export function homePathOf(tree: Tree): string {
  return `/${tree}/home`;
}

export const loginPath = '/login';
