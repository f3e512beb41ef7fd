import { describe, expect, it } from 'vitest';
import { DEFAULT_VACCINE_TAB } from './limits.ts';
import { VACCINE_TYPE_ORDER, sortByVaccineType, vaccineDetailRequestSchema, vaccineTabOf } from './vaccination.ts';

describe('vaccine display order (docs/product/entities.md)', () => {
  it('is routine, influenza, COVID-19, other, then reactions', () => {
    expect(VACCINE_TYPE_ORDER).toEqual([2, 4, 1, 3, 5]);
  });

  it('sorts groups by that order and keeps the order within a type', () => {
    const input = [
      { vaccineType: 5, id: 'r' },
      { vaccineType: 1, id: 'c1' },
      { vaccineType: 3, id: 'o' },
      { vaccineType: 2, id: 'm1' },
      { vaccineType: 4, id: 'f' },
      { vaccineType: 1, id: 'c2' },
      { vaccineType: 2, id: 'm2' },
    ];
    expect(sortByVaccineType(input).map((x) => x.id)).toEqual(['m1', 'm2', 'f', 'c1', 'c2', 'o', 'r']);
    expect(input[0]?.id).toBe('r');
  });

  it('puts unknown types last', () => {
    expect(sortByVaccineType([{ vaccineType: 9 }, { vaccineType: 5 }, { vaccineType: 2 }]).map((x) => x.vaccineType)).toEqual([2, 5, 9]);
  });
});

describe('vaccine tab (docs/product/states.md, docs/product/limits.md)', () => {
  it('defaults to 2', () => {
    expect(DEFAULT_VACCINE_TAB).toBe(2);
    expect(vaccineTabOf(null)).toBe(2);
    expect(vaccineTabOf(undefined)).toBe(2);
    expect(vaccineTabOf('')).toBe(2);
  });

  it('reads a stored type and refuses anything else', () => {
    expect(vaccineTabOf('4')).toBe(4);
    expect(vaccineTabOf('5')).toBe(5);
    expect(vaccineTabOf('0')).toBe(2);
    expect(vaccineTabOf('6')).toBe(2);
    expect(vaccineTabOf('1.0')).toBe(2);
    expect(vaccineTabOf('<script>')).toBe(2);
  });
});

describe('detail request', () => {
  it('refuses ids that are not whole positive numbers', () => {
    expect(vaccineDetailRequestSchema.safeParse({ id: 3 }).success).toBe(true);
    for (const id of [0, -1, 1.5, '3', null, 2 ** 31]) expect(vaccineDetailRequestSchema.safeParse({ id }).success).toBe(false);
  });
});
