import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { checkClasses, cn } from './cn.ts';
import { overriddenClasses, takeClassConflicts, throwOnClassConflict } from './class-conflicts.ts';
import { Skeleton } from '../skeleton/Skeleton.tsx';

describe('cn', () => {
  it('joins class values in order and drops falsy ones', () => {
    expect(cn('a', false, undefined, null, 'b', { c: true, d: false }, ['e'])).toBe('a b c e');
  });

  it('does not merge: the class list is what was written', () => {
    const installed = checkClasses(undefined);
    try {
      expect(cn('h-4', 'h-10')).toBe('h-4 h-10');
    } finally {
      checkClasses(installed);
    }
  });

  it('runs the installed check on every class list it returns', () => {
    const seen: string[] = [];
    const installed = checkClasses((classes) => seen.push(classes));
    try {
      cn('p-4', 'text-sm');
    } finally {
      checkClasses(installed);
    }
    expect(seen).toEqual(['p-4 text-sm']);
  });
});

describe('class conflicts (the check the tests install)', () => {
  it('names the classes a later class of the same property overrides', () => {
    expect(overriddenClasses('bg-primary px-4 bg-danger')).toEqual(['bg-primary']);
    expect(overriddenClasses('px-2 p-4')).toEqual(['px-2']);
    expect(overriddenClasses('rounded-md text-sm rounded-full')).toEqual(['rounded-md']);
  });

  it('knows the token theme: a text colour and a font size are different properties', () => {
    expect(overriddenClasses('text-sm text-text-muted')).toEqual([]);
    expect(overriddenClasses('text-text text-danger')).toEqual(['text-text']);
  });

  it('lets a caller override a fallback: default, and the same class twice is no conflict', () => {
    expect(overriddenClasses('fallback:h-4 h-10')).toEqual([]);
    expect(overriddenClasses('fallback:h-4 fallback:h-10')).toEqual(['fallback:h-4']);
    expect(overriddenClasses('flex gap-2 flex')).toEqual([]);
    expect(overriddenClasses('hover:bg-primary bg-danger sm:p-4 p-2')).toEqual([]);
  });

  it('throws on a conflict, naming it', () => {
    expect(() => throwOnClassConflict('h-4 w-full h-10')).toThrow(/Conflicting Tailwind classes: h-4 /);
    expect(() => throwOnClassConflict('fallback:h-4 h-10')).not.toThrow();
    expect(takeClassConflicts()).toEqual([expect.stringMatching(/^Conflicting Tailwind classes: h-4 /)]);
  });

  it('is installed for the dom tests: a component given a conflicting class fails to render, and the test with it', () => {
    expect(() => render(<Skeleton className="p-2 p-4" />)).toThrow(/Conflicting Tailwind classes: p-2 /);
    // Kept for the end of the test too (so an error boundary cannot hide it); taken here, since this one was on purpose.
    // (React renders once more after an error, so the same conflict may be there twice.)
    const taken = takeClassConflicts();
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.filter((message) => !message.startsWith('Conflicting Tailwind classes: p-2 '))).toEqual([]);
  });
});
