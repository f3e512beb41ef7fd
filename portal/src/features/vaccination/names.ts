import { ORGANISATIONS } from '@macao-phr/contract';
import type { Language } from '@macao-phr/contract';

type Named = { vaccineNameTraditional: string; vaccineNameEnglish: string; vaccineNamePortuguese: string };

/** A vaccine's name in the interface language (docs/product/entities.md names in three languages). */
export function vaccineName(v: Named, language: Language): string {
  return language === 'en' ? v.vaccineNameEnglish : language === 'pt' ? v.vaccineNamePortuguese : v.vaccineNameTraditional;
}

/** The names in the two other languages, for a detail (a resident abroad may need them). */
export function otherNames(v: Named, language: Language): string[] {
  const all: [Language, string][] = [['zh-Hant', v.vaccineNameTraditional], ['en', v.vaccineNameEnglish], ['pt', v.vaccineNamePortuguese]];
  return all.filter(([l]) => l !== language).map(([, n]) => n);
}

export function organisationName(code: string, language: Language): string {
  const org = ORGANISATIONS.find((o) => o.orgCode === code);
  if (!org) return code;
  return language === 'en' ? org.nameEn : language === 'pt' ? org.namePt : org.name;
}
