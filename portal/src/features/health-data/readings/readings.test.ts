import { describe, expect, it } from 'vitest';
import { validationMessages } from '@macao-phr/contract';
import { validateBmi, validateGlucose } from './form.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

type Tree = { readonly [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));

describe('readings forms validate with the contract (docs/product/validation.md)', () => {
  const time = '2025-06-01T08:15';
  it('refuses an out-of-range height in the resident language and accepts the edges', () => {
    expect(validateBmi({ height: 250, weight: 80, recordTime: time }, 'pt')).toEqual({ ok: false, errors: { height: validationMessages.pt['height.range'] } });
    expect(validateBmi({ height: 30, weight: 0.1, recordTime: time }, 'en').ok).toBe(true);
    expect(validateBmi({ height: Number.NaN, weight: undefined, recordTime: time }, 'en')).toEqual({
      ok: false,
      errors: { height: validationMessages.en['height.required'], weight: validationMessages.en['weight.required'] },
    });
  });
  it('asks for the hours after a meal and refuses glucose above 30.0', () => {
    const checked = validateGlucose({ value: 35, timing: 'afterLunch', hoursAfterMeal: undefined, sample: 'venous', recordTime: time }, 'zh-Hant');
    expect(checked).toEqual({ ok: false, errors: { value: validationMessages['zh-Hant']['glucose.range'], hoursAfterMeal: validationMessages['zh-Hant']['glucose.hours.required'] } });
    expect(validateGlucose({ value: 5.2, timing: 'fasting', hoursAfterMeal: undefined, sample: 'capillary', recordTime: time }, 'en').ok).toBe(true);
  });
});

describe('readings texts', () => {
  it('has the same keys in three languages, translated', () => {
    expect(leaves(zhHant).sort()).toEqual(leaves(en).sort());
    expect(leaves(pt).sort()).toEqual(leaves(en).sort());
    expect(zhHant.save).not.toBe(en.save);
    expect(pt.glucoseLevel.high).not.toBe(en.glucoseLevel.high);
  });
});
