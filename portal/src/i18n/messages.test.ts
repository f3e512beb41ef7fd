import { describe, expect, it } from 'vitest';
import { messages as enFirst } from './en.ts';
import { messages as zhHantFirst } from './zh-Hant.ts';
import { messages as ptFirst } from './pt.ts';
import { en as bloodPressureEn } from '../features/health-data/blood-pressure/i18n/en.ts';
import { zhHant as bloodPressureZhHant } from '../features/health-data/blood-pressure/i18n/zh-Hant.ts';
import { pt as bloodPressurePt } from '../features/health-data/blood-pressure/i18n/pt.ts';
import { en as authEn } from '../features/auth/i18n/en.ts';
import { zhHant as authZhHant } from '../features/auth/i18n/zh-Hant.ts';
import { pt as authPt } from '../features/auth/i18n/pt.ts';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Texts that are the same in every language: names written in their own language, units. */
const sameEverywhere = new Set(['common.languageNames.zh-Hant', 'common.languageNames.en', 'common.languageNames.pt', 'bloodPressure.mmHg']);
/** Portuguese words spelt as in English. */
const sameInPortuguese = new Set(['bloodPressure.level.normal']);

/** The first bundles, and the sign-in and blood-pressure texts that travel with their screens. */
const en = { ...enFirst, auth: authEn, bloodPressure: bloodPressureEn };
const zhHant = { ...zhHantFirst, auth: authZhHant, bloodPressure: bloodPressureZhHant };
const pt = { ...ptFirst, auth: authPt, bloodPressure: bloodPressurePt };

describe('message bundles (no English left in zh-Hant or pt)', () => {
  const english = new Map(leaves(en));

  it('zh-Hant has no Latin-letter text except where intended', () => {
    for (const [key, value] of leaves(zhHant)) {
      if (sameEverywhere.has(key)) continue;
      expect(value, key).not.toBe(english.get(key));
      // Interpolations, units and acronyms (BMI, PDF, DICOM, QR) are the only Latin allowed.
      const latinWords = value.replace(/\{\{\w+\}\}/g, '').match(/[A-Za-z]{2,}/g) ?? [];
      expect(latinWords.filter((w) => !['BMI', 'PDF', 'DICOM', 'QR'].includes(w)), key).toEqual([]);
    }
  });

  it('pt differs from en except where the words are the same', () => {
    for (const [key, value] of leaves(pt)) {
      if (sameEverywhere.has(key) || sameInPortuguese.has(key)) continue;
      expect(value, key).not.toBe(english.get(key));
    }
  });

  it('keeps the interpolation variables of en', () => {
    for (const bundle of [zhHant, pt]) {
      for (const [key, value] of leaves(bundle)) {
        const vars = (s: string): string[] => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(vars(value), key).toEqual(vars(english.get(key) ?? ''));
      }
    }
  });
});
