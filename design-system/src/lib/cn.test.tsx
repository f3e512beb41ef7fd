import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('keeps a token text colour beside a font size (they are different groups)', () => {
    expect(cn('text-sm', 'text-text-muted')).toBe('text-sm text-text-muted');
  });

  it('lets a later class of the same group win', () => {
    expect(cn('bg-primary px-4', 'bg-danger')).toBe('px-4 bg-danger');
    expect(cn('text-sm', 'text-lg')).toBe('text-lg');
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
  });

  it('drops falsy values', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });
});
