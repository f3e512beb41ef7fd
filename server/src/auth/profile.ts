import type { LoginResult, PersonalInfo } from '@macao-phr/contract';
import type { residents } from '../db/schema.ts';

type Resident = typeof residents.$inferSelect;

/** Macao's civil date: age and adulthood turn over at local midnight, not UTC's. */
const MACAO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Macau', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Whole years from a YYYY-MM-DD birth date to `now`'s date in Macao. */
export function ageOn(birthDate: string, now: Date): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = MACAO_DATE.format(now).split('-').map(Number);
  if (by === undefined || bm === undefined || bd === undefined || ty === undefined || tm === undefined || td === undefined) return 0;
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return Math.max(0, ty - by - (birthdayPassed ? 0 : 1));
}

/** Macao's age of majority is 18. */
export const ADULT_AGE = 18;

export function personalInfoOf(resident: Resident, now: Date): PersonalInfo {
  const age = ageOn(resident.birthDate, now);
  const sexcode = resident.sexcode === 'M' ? 'M' : 'F';
  return {
    name: { 'zh-Hant': resident.nameZhHant, en: resident.nameEn, pt: resident.namePt },
    sexcode,
    age,
    patid: resident.patid,
    race: resident.race === 0 ? 0 : 1,
    adult: age >= ADULT_AGE,
    birthDate: resident.birthDate,
    ...(sexcode === 'F' ? { pregnant: resident.pregnant } : {}),
  };
}

/**
 * The login result of docs/product/entities.md for a new token, the same for every way of signing in. accountCenterToken,
 * miKey and fileModuleJwt belong to government systems this reference server does not have: empty strings.
 */
export function loginResultOf(resident: Resident, tokenId: string, now: Date): LoginResult {
  const profile = personalInfoOf(resident, now);
  return {
    tokenId,
    accountCenterToken: '',
    adult: profile.adult,
    username: resident.username,
    macauUser: resident.macauUser,
    miKey: '',
    fileModuleJwt: '',
    profile,
  };
}
