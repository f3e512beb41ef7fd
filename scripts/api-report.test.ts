import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPackages, buildDeclarations, checkApi, root, type ApiPackage } from './api-report.ts';

/**
 * The release rule of docs/design-system.md#releases: a change of the public API fails `npm test` until a pending
 * changeset names the package. Checked on the main entry of the design system, from declarations built from the
 * sources into a temporary folder, against copies of the committed reports and of the changesets folder.
 */
const designSystem = apiPackages.find((p) => p.name === '@macao-phr/design-system')!;
const mainEntry: ApiPackage = { ...designSystem, entries: { index: designSystem.entries.index! } };
const work = mkdtempSync(path.join(tmpdir(), 'api-check-test-'));
const types = path.join(work, 'types');
const reports = path.join(work, 'reports');
const changesets = path.join(work, 'changesets');

function check() {
  return checkApi({ typesDirs: { [designSystem.name]: types }, reportDir: () => reports, changesetDir: changesets, packages: [mainEntry] });
}

beforeAll(() => {
  // `npm test` hands over the declarations its pack step has just built from the same sources (they are copied: the
  // test plants a change in them); run alone, the test builds its own.
  const built = process.env.API_REPORT_BUILT_TYPES;
  if (built) cpSync(built, types, { recursive: true });
  else buildDeclarations(designSystem, types);
  cpSync(path.join(root, 'design-system/api'), reports, { recursive: true });
  mkdirSync(changesets);
  writeFileSync(path.join(changesets, 'README.md'), '# Changesets\n');
}, 240_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the public API report', () => {
  it('matches the sources as committed, or a pending changeset names the package (`npm run release:version` then rewrites the report)', () => {
    const result = checkApi({ typesDirs: { [designSystem.name]: types }, reportDir: () => reports, changesetDir: path.join(root, '.changeset'), packages: [mainEntry] });
    expect(result.unnamed).toEqual([]);
  }, 120_000);

  it('fails on a planted breaking change to a prop type until a changeset names the package', () => {
    // Planted: Button's `size` accepts only 'md' (a narrower prop type breaks every caller passing 'sm' or 'lg').
    const buttonTypes = path.join(types, 'button/Button.d.ts');
    const before = readFileSync(buttonTypes, 'utf8');
    expect(before).toMatch(/size\?: ButtonSize;/);
    writeFileSync(buttonTypes, before.replace(/size\?: ButtonSize;/, "size?: 'md';"));

    const unnamed = check();
    expect(unnamed.changed).toEqual(['@macao-phr/design-system index']);
    expect(unnamed.unnamed).toEqual(['@macao-phr/design-system']);
    expect(unnamed.diffs.join('\n')).toContain("size?: 'md';");

    // A changeset for the other package of the fixed group does not name this one.
    writeFileSync(path.join(changesets, 'tokens-only.md'), '---\n"@macao-phr/tokens": patch\n---\n\nA token fix.\n');
    expect(check().unnamed).toEqual(['@macao-phr/design-system']);

    writeFileSync(path.join(changesets, 'button-size.md'), "---\n'@macao-phr/design-system': major\n---\n\nButton: `size` takes only 'md'.\n");
    const named = check();
    expect(named.changed).toEqual(['@macao-phr/design-system index']);
    expect(named.unnamed).toEqual([]);
  }, 120_000);
});
