import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extendTailwindMerge } from 'tailwind-merge';
import { cn } from './cn.ts';
import { classVocabulary, generatedFile, generatedSubset, tokenTheme } from '../../scripts/tw-merge-subset.ts';

describe('cn', () => {
  it('keeps a token text colour beside a font size (they are different groups)', () => {
    expect(cn('text-sm', 'text-text-muted')).toBe('text-sm text-text-muted');
  });

  it('lets a later class of the same group win', () => {
    expect(cn('bg-primary px-4', 'bg-danger')).toBe('px-4 bg-danger');
    expect(cn('text-sm', 'text-lg')).toBe('text-lg');
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
    expect(cn('p-4 hover:bg-primary', 'px-2 hover:bg-danger')).toBe('p-4 px-2 hover:bg-danger');
    expect(cn('px-2', 'p-4')).toBe('p-4');
  });

  it('drops falsy values', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });
});

describe('cn on the tailwind-merge subset (docs/architecture.md#budgets)', () => {
  it('uses a generated subset that is current with the classes written in this repository', () => {
    // Fails after a class of a new group is written: run `node design-system/scripts/tw-merge-subset.ts`.
    expect(readFileSync(generatedFile, 'utf8'), 'run node design-system/scripts/tw-merge-subset.ts').toBe(generatedSubset());
  }, 60_000);

  it('merges every pair of classes written here exactly as the full default configuration does', () => {
    const full = extendTailwindMerge({ override: { theme: tokenTheme } });
    const words = classVocabulary();
    // Only the words tailwind-merge knows take part in merging (the rest pass through both unchanged).
    const classes = words.filter((word) => full(`${word} ${word}`) === word);
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        if (cn(a, b) !== full(`${a} ${b}`)) differences.push(`${a} ${b}`);
      }
    }
    expect(differences).toEqual([]);
    // About 220,000 pairs: a minute is room enough on a busy machine.
  }, 60_000);
});
