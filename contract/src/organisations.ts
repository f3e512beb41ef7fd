/**
 * The participating organisations (docs/product/overview.md codes, docs/product/entities.md Organisation entity): plain
 * data, no zod, so a screen that only names organisations does not load the schemas (health/trends.ts has the
 * organisation schema).
 */

/** docs/product/overview.md: the participating organisations, in the order the portal lists them. */
export const ORGANISATION_CODES = ['SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'] as const;
export type OrganisationCode = (typeof ORGANISATION_CODES)[number];

/**
 * docs/product/entities.md Organisation: orgCode, name, logo, sort order, sourceAgency. The product rules give only the codes; the names
 * of SS (Health Bureau), KWH (Kiang Wu Hospital), UH (University Hospital) and COUAO (Workers' Clinic) are
 * the institutions' own; the others are demo names of ours. docs/product/entities.md: SS, SURVEY and selfServiceMeasurement
 * count as the health services, hence sourceAgency.
 */
export const ORGANISATIONS: readonly { orgCode: OrganisationCode; name: string; nameEn: string; namePt: string; sort: number; sourceAgency: string }[] = [
  { orgCode: 'SS', name: '衛生局', nameEn: 'Health Bureau', namePt: 'Serviços de Saúde', sort: 1, sourceAgency: 'SS' },
  { orgCode: 'KWH', name: '鏡湖醫院', nameEn: 'Kiang Wu Hospital', namePt: 'Hospital Kiang Wu', sort: 2, sourceAgency: 'KWH' },
  { orgCode: 'UH', name: '科大醫院', nameEn: 'University Hospital', namePt: 'Hospital Universitário', sort: 3, sourceAgency: 'UH' },
  { orgCode: 'YKH', name: '仁健醫院', nameEn: 'Yan Kin Hospital', namePt: 'Hospital Yan Kin', sort: 4, sourceAgency: 'YKH' },
  { orgCode: 'COUAO', name: '工人醫療所', nameEn: "Workers' Clinic", namePt: 'Clínica dos Operários', sort: 5, sourceAgency: 'COUAO' },
  { orgCode: 'CCSI', name: '綜合保健診所', nameEn: 'Integrated Health Clinic', namePt: 'Clínica de Cuidados de Saúde Integrados', sort: 6, sourceAgency: 'CCSI' },
  { orgCode: 'CCIC', name: '國際醫療中心', nameEn: 'International Medical Centre', namePt: 'Centro Clínico Internacional', sort: 7, sourceAgency: 'CCIC' },
  { orgCode: 'CRO', name: '放射腫瘤中心', nameEn: 'Radiation Oncology Centre', namePt: 'Centro de Radio-Oncologia', sort: 8, sourceAgency: 'CRO' },
];
