import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, findProblems, readerFor, repositorySources } from './references.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shapes the check refuses, assembled so that this file holds none of them literally. */
const sibling = ['..', 'shared', 'x.md'].join('/');
/** The docs folder, written so that the fixtures below are not themselves citations. */
const D = ['docs', ''].join('/');
const numbered = (word: string[]) => `${word.join('')} 5`;

describe('references stay inside the repository (docs/README.md)', () => {
  it('finds no outside reference and no citation of a missing docs page or heading', () => {
    const problems = findProblems(repositorySources(root), readerFor(root));
    // Printed in full so that a failure says where to look and what to change.
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.why}: ${p.text}`)).toEqual([]);
  });

  it('refuses each outside shape, whatever its case', () => {
    const pages: Record<string, string> = { [`${D}a.md`]: '# Title\n## Server side\n' };
    const read = (file: string) => pages[file] ?? null;
    const lines = [
      `see [it](${sibling})`,
      `// ${numbered(['SP', 'EC'])}: the rule`,
      `// ${numbered(['sp', 'ec']).replace(' ', ' section ')}`,
      `/* ${numbered(['ARCHI', 'TECTURE'])} */`,
      `# ${numbered(['Iss', 'ue'])}`,
      `fixed in ${['iss', 'ue'].join('')} #12`,
      `// as the ${['SP', 'EC'].join('')} says`,
      `see ${['TOOL', 'CHAIN'].join('')}.md`,
    ];
    const problems = findProblems(lines.map((text, i) => ({ file: `f${i}.ts`, text })), read);
    // One shape may break more than one rule: each line counts once.
    expect([...new Set(problems.map((p) => p.file))]).toEqual(lines.map((_, i) => `f${i}.ts`));
  });

  it('refuses a cited docs page or heading that does not exist, and accepts those that do', () => {
    const pages: Record<string, string> = { [`${D}a.md`]: '# Title\n## Server side\n', [`${D}b.md`]: 'x', 'src/x.ts': '' };
    const read = (file: string) => pages[file] ?? null;
    const source = {
      file: 'src/x.ts',
      text: [`${D}a.md`, `${D}a.md#server-side`, `${D}missing.md`, `${D}a.md#nowhere`, `the ${D}b.md page`].join('\n'),
    };
    expect(findProblems([source], read).map((p) => [p.line, p.why])).toEqual([
      [3, `cites ${D}missing.md, which does not exist`],
      [4, `cites ${D}a.md#nowhere, whose page has no such heading`],
    ]);
  });

  it('follows relative Markdown links from the linking page', () => {
    const pages: Record<string, string> = { [`${D}product/a.md`]: '## Limits', [`${D}b.md`]: '' };
    const read = (file: string) => pages[file] ?? null;
    const source = { file: `${D}b.md`, text: '[a](product/a.md#limits) [gone](product/c.md) [web](https://example.org) [self](#none)' };
    expect(findProblems([source], read).map((p) => p.why)).toEqual(['cites product/c.md, which does not exist', 'cites #none, whose page has no such heading']);
  });

  it('makes anchors the way GitHub does', () => {
    expect([...anchorsOf('# API contract\n## Where state lives (stores)\n## Limits\n## Limits\n```\n# not a heading\n```')]).toEqual([
      'api-contract',
      'where-state-lives-stores',
      'limits',
      'limits-1',
    ]);
  });
});
