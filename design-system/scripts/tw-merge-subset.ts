/**
 * Node only (never bundled): writes `tw-merge-subset.generated.ts`, the part of tailwind-merge's default
 * configuration that this repository's classes use, so that `cn` ships without the rest (docs/architecture.md#budgets:
 * home budget; the full default configuration is about 7 KiB gzip).
 *
 * Every class written in design-system/src, portal/src and stories is looked up in the full configuration
 * (default + token theme, as `extendTailwindMerge` built it before). The class groups they belong to are
 * kept with their validators and theme references (the token theme's names in place of the default's) and
 * their conflicts among themselves; of their literal classes only the written ones stay. For every class
 * written here the subset merges exactly as the full configuration does (cn.test.tsx checks this and that
 * the generated file is current). Any other class passes through unmerged, as tailwind-merge treats a
 * class it does not know: write it somewhere here and run the script again.
 *
 * Run: `node design-system/scripts/tw-merge-subset.ts` (then commit the generated file).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTailwindMerge, getDefaultConfig, mergeConfigs, validators } from 'tailwind-merge';
import { colorRoles, elevation, fontSize, radius } from '@macao-phr/tokens';

type DefaultConfig = ReturnType<typeof getDefaultConfig>;

/**
 * The token theme: otherwise `text-text-muted` (a colour) and `text-sm` (a size) look alike to
 * tailwind-merge and one would silently drop the other. Replaces the default theme's keys of these names;
 * the generated file carries the names, so the bundle does not carry the token values.
 */
export const tokenTheme = {
  color: [...colorRoles, 'transparent', 'current', 'inherit'],
  text: Object.keys(fontSize),
  radius: Object.keys(radius),
  shadow: Object.keys(elevation),
};

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const generatedFile = path.join(repoRoot, 'design-system/src/lib/tw-merge-subset.generated.ts');
const sourceRoots = ['design-system/src', 'portal/src', 'stories'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('storybook-static') ? [] : sourceFiles(full);
    return /\.(tsx?|mdx)$/.test(entry.name) && !entry.name.includes('.generated.') ? [full] : [];
  });
}

/** Every whitespace-separated word inside a string literal of the sources (classes among them). */
export function classVocabulary(): string[] {
  const words = new Set<string>();
  for (const root of sourceRoots) {
    for (const file of sourceFiles(path.join(repoRoot, root))) {
      const text = readFileSync(file, 'utf8');
      for (const literal of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
        for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+|\$\{[^}]*\}/)) {
          if (/^[!\w@[\]().:/%#&>*=,+-]+$/.test(word)) words.add(word);
        }
      }
    }
  }
  return [...words].sort();
}

/** The configuration `cn` used with the full default: the default with the token theme. */
export function fullConfig(): DefaultConfig {
  return mergeConfigs<string, string>(getDefaultConfig(), { override: { theme: tokenTheme } }) as DefaultConfig;
}

/** A class without its variants (`hover:`, `md:`) and important marks: the group does not depend on them. */
function baseOf(word: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < word.length; i += 1) {
    const c = word[i];
    if (c === '[' || c === '(') depth += 1;
    else if (c === ']' || c === ')') depth -= 1;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  return word.slice(start).replace(/^!|!$/g, '');
}

/**
 * The class groups of the words, by tailwind-merge's public API: a sentinel class in conflict with one
 * group only removes a word written before it exactly when the word is of that group.
 */
export function classGroupsOf(config: DefaultConfig, words: readonly string[]): { groups: Set<string>; classes: Set<string> } {
  const sentinel = 'mhp-sentinel-class';
  const probeFor = (conflicts: readonly string[]) =>
    createTailwindMerge(() => ({
      ...config,
      classGroups: { ...config.classGroups, 'mhp-sentinel': [sentinel] },
      conflictingClassGroups: { 'mhp-sentinel': conflicts },
      conflictingClassGroupModifiers: {},
    }));
  const anyGroup = probeFor(Object.keys(config.classGroups));
  const bases = [...new Set(words.map(baseOf))].filter((base) => base !== '' && anyGroup(`${base} ${sentinel}`) === sentinel);
  const groups = new Set(
    Object.keys(config.classGroups).filter((group) => {
      const probe = probeFor([group]);
      return bases.some((base) => probe(`${base} ${sentinel}`) === sentinel);
    }),
  );
  // As tailwind-merge looks them up: without a leading minus, and also without a postfix (`text-sm/6`).
  const classes = new Set(bases.flatMap((base) => [base.replace(/^-/, ''), base.replace(/^-/, '').replace(/\/[^/]*$/, '')]));
  return { groups, classes };
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

function themeKeyOf(getter: (theme: Record<string, unknown>) => unknown): string {
  let key = '';
  getter(new Proxy({}, { get: (_target, property) => ((key = String(property)), []) }));
  return key;
}

function identifier(name: string): string {
  return `theme${name.replace(/(^|-)(\w)/g, (_m, _dash, c: string) => c.toUpperCase())}`;
}

/** Source text of a configuration value: strings, validators, theme getters, nested groups. */
function render(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'function') {
    const name = validatorNames.get(value);
    if (name !== undefined) return name;
    if ('isThemeGetter' in value) {
      const key = themeKeyOf(value as unknown as (theme: Record<string, unknown>) => unknown);
      themeKeys.add(key);
      return identifier(key);
    }
    throw new Error(`tailwind-merge config holds an unknown function: ${String(value).slice(0, 60)}`);
  }
  if (Array.isArray(value)) return `[${value.map((v) => render(v, themeKeys)).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{ ${Object.entries(value).map(([k, v]) => `${/^[a-z_]\w*$/i.test(k) ? k : `'${k}'`}: ${render(v, themeKeys)}`).join(', ')} }`;
  }
  throw new Error(`tailwind-merge config holds an unexpected value: ${String(value)}`);
}

/**
 * A class group's definition without the literal classes nothing here writes (`table-caption` in
 * `display`): validators, theme values and the prefixes they hang on stay, so every class written here
 * is found in the same group as before, and an unwritten literal passes through as a non-Tailwind class.
 */
function pruned(value: unknown, prefix: readonly string[], classes: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return classes.has([...prefix, value].filter((part) => part !== '').join('-')) ? value : undefined;
  if (Array.isArray(value)) {
    const kept = value.map((item) => pruned(item, prefix, classes)).filter((item) => item !== undefined);
    return kept.length > 0 ? kept : undefined;
  }
  if (typeof value === 'object' && value !== null && typeof value !== 'function') {
    const kept = Object.entries(value).flatMap(([key, item]) => {
      const inner = pruned(item, [...prefix, key], classes);
      return inner === undefined ? [] : [[key, inner] as const];
    });
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  }
  return value;
}

/** The generated module's text for the given class groups, keeping the literal classes given. */
export function renderSubset({ groups, classes }: { groups: ReadonlySet<string>; classes: ReadonlySet<string> }): string {
  const config = getDefaultConfig();
  const keep = (ids: readonly string[]) => ids.filter((id) => groups.has(id));
  const themeKeys = new Set<string>();
  const classGroups = Object.entries(config.classGroups)
    .filter(([id]) => groups.has(id))
    .map(([id, value]) => `    '${id}': ${render(pruned(value, [], classes) ?? [], themeKeys)},`);
  const conflicts = Object.entries(config.conflictingClassGroups)
    .filter(([id, ids]) => groups.has(id) && keep(ids ?? []).length > 0)
    .map(([id, ids]) => `    '${id}': ${render(keep(ids ?? []), themeKeys)},`);
  const modifierConflicts = Object.entries(config.conflictingClassGroupModifiers)
    .filter(([id, ids]) => groups.has(id) && keep(ids ?? []).length > 0)
    .map(([id, ids]) => `    '${id}': ${render(keep(ids ?? []), themeKeys)},`);
  const themeSource: Record<string, unknown> = { ...config.theme, ...tokenTheme };
  // Theme values may refer to other theme keys: render until no new key appears.
  const theme = new Map<string, string>();
  for (let pending = [...themeKeys]; pending.length > 0; pending = [...themeKeys].filter((key) => !theme.has(key))) {
    for (const key of pending) theme.set(key, render(themeSource[key] ?? [], themeKeys));
  }
  const themeNames = [...theme.keys()].sort();
  const usedValidators = [...validatorNames.values()].filter((name) => [...classGroups, ...theme.values()].some((text) => new RegExp(`\\b${name}\\b`).test(text)));
  return [
    '// Generated by `node design-system/scripts/tw-merge-subset.ts` (see there): do not edit.',
    "import { fromTheme, validators, type Config } from 'tailwind-merge';",
    '',
    `const { ${usedValidators.join(', ')} } = validators;`,
    ...themeNames.map((key) => `const ${identifier(key)} = fromTheme('${key}');`),
    '',
    '/** The class groups of tailwind-merge\'s default configuration that this repository uses, on the token theme. */',
    "export const twMergeSubset: Omit<Config<string, string>, 'cacheSize'> = {",
    '  theme: {',
    ...themeNames.map((key) => `    '${key}': ${theme.get(key)},`),
    '  },',
    '  classGroups: {',
    ...classGroups,
    '  },',
    '  conflictingClassGroups: {',
    ...conflicts,
    '  },',
    '  conflictingClassGroupModifiers: {',
    ...modifierConflicts,
    '  },',
    `  postfixLookupClassGroups: ${render(keep(config.postfixLookupClassGroups ?? []), themeKeys)},`,
    `  orderSensitiveModifiers: ${render(config.orderSensitiveModifiers, themeKeys)},`,
    '};',
    '',
  ].join('\n');
}

export function generatedSubset(): string {
  return renderSubset(classGroupsOf(fullConfig(), classVocabulary()));
}

if (import.meta.main) {
  writeFileSync(generatedFile, generatedSubset());
  console.log(`wrote ${path.relative(repoRoot, generatedFile)}`);
}
