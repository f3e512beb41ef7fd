import type { VaccineType } from '@macao-phr/contract';

export type CatalogueVaccine = {
  code: string;
  /** The type its doses are listed under (a reaction record is type 5 whatever the vaccine). */
  vaccineType: Exclude<VaccineType, 5>;
  vaccineNameTraditional: string;
  vaccineNameEnglish: string;
  vaccineNamePortuguese: string;
};

/**
 * The vaccines the demo organisations report, in the order a list shows them within their type (the Macao
 * childhood programme in the order its doses fall due). Names in the three interface languages.
 */
export const VACCINE_CATALOGUE: readonly CatalogueVaccine[] = [
  { code: 'BCG', vaccineType: 2, vaccineNameTraditional: '卡介苗', vaccineNameEnglish: 'BCG vaccine', vaccineNamePortuguese: 'Vacina BCG' },
  { code: 'HEPB', vaccineType: 2, vaccineNameTraditional: '乙型肝炎疫苗', vaccineNameEnglish: 'Hepatitis B vaccine', vaccineNamePortuguese: 'Vacina contra a hepatite B' },
  { code: 'DTAP-IPV-HIB', vaccineType: 2, vaccineNameTraditional: '白喉、破傷風、無細胞百日咳、滅活脊髓灰質炎及b型流感嗜血桿菌聯合疫苗', vaccineNameEnglish: 'DTaP-IPV-Hib combined vaccine', vaccineNamePortuguese: 'Vacina combinada DTPa-VIP-Hib' },
  { code: 'PCV13', vaccineType: 2, vaccineNameTraditional: '13價肺炎球菌結合疫苗', vaccineNameEnglish: 'Pneumococcal conjugate vaccine (13-valent)', vaccineNamePortuguese: 'Vacina pneumocócica conjugada 13-valente' },
  { code: 'MMR', vaccineType: 2, vaccineNameTraditional: '麻疹、流行性腮腺炎及風疹混合疫苗', vaccineNameEnglish: 'Measles, mumps and rubella vaccine', vaccineNamePortuguese: 'Vacina contra o sarampo, a papeira e a rubéola' },
  { code: 'VAR', vaccineType: 2, vaccineNameTraditional: '水痘疫苗', vaccineNameEnglish: 'Varicella vaccine', vaccineNamePortuguese: 'Vacina contra a varicela' },
  { code: 'HEPA', vaccineType: 2, vaccineNameTraditional: '甲型肝炎疫苗', vaccineNameEnglish: 'Hepatitis A vaccine', vaccineNamePortuguese: 'Vacina contra a hepatite A' },
  { code: 'DTAP-IPV', vaccineType: 2, vaccineNameTraditional: '白喉、破傷風、無細胞百日咳及滅活脊髓灰質炎混合疫苗', vaccineNameEnglish: 'DTaP-IPV booster', vaccineNamePortuguese: 'Reforço DTPa-VIP' },
  { code: 'FLU', vaccineType: 4, vaccineNameTraditional: '季節性流感疫苗', vaccineNameEnglish: 'Seasonal influenza vaccine', vaccineNamePortuguese: 'Vacina contra a gripe sazonal' },
  { code: 'COVID-MRNA', vaccineType: 1, vaccineNameTraditional: '新型冠狀病毒mRNA疫苗', vaccineNameEnglish: 'COVID-19 mRNA vaccine', vaccineNamePortuguese: 'Vacina mRNA contra a COVID-19' },
  { code: 'COVID-INACT', vaccineType: 1, vaccineNameTraditional: '新型冠狀病毒滅活疫苗', vaccineNameEnglish: 'COVID-19 inactivated vaccine', vaccineNamePortuguese: 'Vacina inactivada contra a COVID-19' },
  { code: 'TD', vaccineType: 3, vaccineNameTraditional: '破傷風及白喉疫苗', vaccineNameEnglish: 'Tetanus and diphtheria vaccine', vaccineNamePortuguese: 'Vacina contra o tétano e a difteria' },
  { code: 'HPV9', vaccineType: 3, vaccineNameTraditional: '九價人類乳頭瘤病毒疫苗', vaccineNameEnglish: 'HPV vaccine (9-valent)', vaccineNamePortuguese: 'Vacina contra o HPV (9-valente)' },
  { code: 'PPV23', vaccineType: 3, vaccineNameTraditional: '23價肺炎球菌多醣疫苗', vaccineNameEnglish: 'Pneumococcal polysaccharide vaccine (23-valent)', vaccineNamePortuguese: 'Vacina pneumocócica polissacarídica 23-valente' },
];

const byCode = new Map(VACCINE_CATALOGUE.map((v, i) => [v.code, { ...v, sort: i }]));

/** The vaccine of a code; an unknown code (not in this build) is shown by its code. */
export function vaccineOf(code: string): CatalogueVaccine & { sort: number } {
  return byCode.get(code) ?? { code, vaccineType: 3, vaccineNameTraditional: code, vaccineNameEnglish: code, vaccineNamePortuguese: code, sort: VACCINE_CATALOGUE.length };
}
