/**
 * API paths, relative to API_BASE. Plain constants only: the portal's home bundle imports this file and
 * must not pull zod in with it.
 */
export const API_BASE = '/api';

export const paths = {
  login: '/personal/login',
  loginOut: '/personal/loginOut',
  personalInfo: '/personalInformation/detail',
  bloodPressureList: '/healthRecord/bloodPressure/list',
  bloodPressureAdd: '/healthRecord/bloodPressure/add',
  bloodPressureUpdate: '/healthRecord/bloodPressure/update',
  bloodPressureDelete: '/healthRecord/bloodPressure/delete',
  healthHomeData: '/healthRecord/homeData',
  bmiList: '/healthRecord/bmi/list',
  bmiAdd: '/healthRecord/bmi/add',
  bmiUpdate: '/healthRecord/bmi/update',
  bmiDelete: '/healthRecord/bmi/delete',
  bloodGlucoseList: '/healthRecord/bloodSugar/list',
  bloodGlucoseAdd: '/healthRecord/bloodSugar/add',
  bloodGlucoseUpdate: '/healthRecord/bloodSugar/update',
  bloodGlucoseDelete: '/healthRecord/bloodSugar/delete',
  /** SPEC 7 names add/update/delete/newHomeData; the list path is ours. */
  pregnancyGlucoseList: '/pregnancyBloodSugar/list',
  pregnancyGlucoseAdd: '/pregnancyBloodSugar/add',
  pregnancyGlucoseUpdate: '/pregnancyBloodSugar/update',
  pregnancyGlucoseDelete: '/pregnancyBloodSugar/delete',
  pregnancyGlucoseHomeData: '/pregnancyBloodSugar/newHomeData',
  accessLogList: '/accessLog/list',
  accessLogDownload: '/accessLog/download',
  health: '/health',
  openapi: '/openapi.json',
} as const;

export type PathName = keyof typeof paths;
export type ApiPath = (typeof paths)[PathName];

/** Header names of ARCHITECTURE 3. */
export const AUTHORIZATION_HEADER = 'Authorization';
export const LANGUAGE_HEADER = 'Language';
/**
 * Optional on signed-in calls: the patid of the resident whose records are meant. A guardian sends a
 * ward's patid (SPEC 6, ARCHITECTURE 4: only with a verified guardianship, otherwise NOT_AUTHORIZED);
 * absent or the caller's own patid means the caller.
 */
export const SUBJECT_HEADER = 'Subject';
