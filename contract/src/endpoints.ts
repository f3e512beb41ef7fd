import { z } from 'zod';
import { loginRequestSchema, loginResultSchema, logoutRequestSchema } from './auth.ts';
import {
  bloodPressureDeleteSchema,
  bloodPressureInputSchema,
  bloodPressureListRequestSchema,
  bloodPressureListResultSchema,
  bloodPressureSavedSchema,
  bloodPressureUpdateSchema,
} from './health/blood-pressure.ts';
import { bmiDeleteSchema, bmiInputSchema, bmiListRequestSchema, bmiListResultSchema, bmiSavedSchema, bmiUpdateSchema } from './health/bmi.ts';
import {
  bloodGlucoseDeleteSchema,
  bloodGlucoseInputSchema,
  bloodGlucoseListRequestSchema,
  bloodGlucoseListResultSchema,
  bloodGlucoseRowSchema,
  bloodGlucoseUpdateSchema,
  pregnancyGlucoseListRequestSchema,
  pregnancyGlucoseListResultSchema,
  pregnancyGlucoseRowSchema,
  pregnancyHomeDataSchema,
} from './health/blood-glucose.ts';
import { healthHomeDataRequestSchema, healthHomeDataSchema } from './health/home-data.ts';
import { accessLogDownloadRequestSchema, accessLogDownloadResultSchema, accessLogListRequestSchema, accessLogListResultSchema } from './access-log.ts';
import { paths } from './paths.ts';
import { personalInfoRequestSchema, personalInfoSchema } from './personal.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * One row per API call: the server routes and validates from it, and /api/openapi.json is generated from
 * it, so the documentation cannot drift from what is served.
 */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  /** true: needs a valid session (Authorization header); see ResultCode.SESSION_*. */
  auth: boolean;
  /** Body schema (POST); GET endpoints take none. */
  request: z.ZodType | null;
  /** Schema of the envelope's `data` on success. */
  response: z.ZodType;
  summary: string;
  tag: string;
};

export const healthResultSchema = z.object({ status: z.literal('ok') });

export const endpoints = {
  login: {
    method: 'POST',
    path: paths.login,
    auth: false,
    request: loginRequestSchema,
    response: loginResultSchema,
    summary: 'Sign in; answers a new token (only its hash is stored) and the profile',
    tag: 'personal',
  },
  loginOut: {
    method: 'POST',
    path: paths.loginOut,
    auth: true,
    request: logoutRequestSchema,
    response: z.null(),
    summary: 'Sign out: revokes the session token',
    tag: 'personal',
  },
  personalInfo: {
    method: 'POST',
    path: paths.personalInfo,
    auth: true,
    request: personalInfoRequestSchema,
    response: personalInfoSchema,
    summary: 'Personal information of the signed-in resident',
    tag: 'personal',
  },
  bloodPressureList: {
    method: 'POST',
    path: paths.bloodPressureList,
    auth: true,
    request: bloodPressureListRequestSchema,
    response: bloodPressureListResultSchema,
    summary: 'Blood-pressure readings, newest first, each with its level (SPEC 9)',
    tag: 'healthRecord',
  },
  bloodPressureAdd: {
    method: 'POST',
    path: paths.bloodPressureAdd,
    auth: true,
    request: bloodPressureInputSchema,
    response: bloodPressureSavedSchema,
    summary: 'Add a blood-pressure reading',
    tag: 'healthRecord',
  },
  bloodPressureUpdate: {
    method: 'POST',
    path: paths.bloodPressureUpdate,
    auth: true,
    request: bloodPressureUpdateSchema,
    response: bloodPressureSavedSchema,
    summary: "Change one of the resident's own blood-pressure readings",
    tag: 'healthRecord',
  },
  bloodPressureDelete: {
    method: 'POST',
    path: paths.bloodPressureDelete,
    auth: true,
    request: bloodPressureDeleteSchema,
    response: z.null(),
    summary: "Delete one of the resident's own blood-pressure readings",
    tag: 'healthRecord',
  },
  healthHomeData: {
    method: 'POST',
    path: paths.healthHomeData,
    auth: true,
    request: healthHomeDataRequestSchema,
    response: healthHomeDataSchema,
    summary: 'The newest reading of each kind (blood pressure, BMI, glucose, gestational glucose), race and pregnancy',
    tag: 'healthRecord',
  },
  bmiList: {
    method: 'POST',
    path: paths.bmiList,
    auth: true,
    request: bmiListRequestSchema,
    response: bmiListResultSchema,
    summary: 'Height, weight and BMI readings, newest first, banded by race (SPEC 9); source filter all/org/self',
    tag: 'healthRecord',
  },
  bmiAdd: {
    method: 'POST',
    path: paths.bmiAdd,
    auth: true,
    request: bmiInputSchema,
    response: bmiSavedSchema,
    summary: 'Add a height and weight reading (BMI)',
    tag: 'healthRecord',
  },
  bmiUpdate: {
    method: 'POST',
    path: paths.bmiUpdate,
    auth: true,
    request: bmiUpdateSchema,
    response: bmiSavedSchema,
    summary: "Change one of the resident's own height and weight reading (BMI)s",
    tag: 'healthRecord',
  },
  bmiDelete: {
    method: 'POST',
    path: paths.bmiDelete,
    auth: true,
    request: bmiDeleteSchema,
    response: z.null(),
    summary: "Delete one of the resident's own height and weight reading (BMI)s",
    tag: 'healthRecord',
  },
  bloodGlucoseList: {
    method: 'POST',
    path: paths.bloodGlucoseList,
    auth: true,
    request: bloodGlucoseListRequestSchema,
    response: bloodGlucoseListResultSchema,
    summary: 'Blood-glucose readings, newest first, labelled by sample and timing (SPEC 9); source filter all/org/self',
    tag: 'healthRecord',
  },
  bloodGlucoseAdd: {
    method: 'POST',
    path: paths.bloodGlucoseAdd,
    auth: true,
    request: bloodGlucoseInputSchema,
    response: bloodGlucoseRowSchema,
    summary: 'Add a blood-glucose reading',
    tag: 'healthRecord',
  },
  bloodGlucoseUpdate: {
    method: 'POST',
    path: paths.bloodGlucoseUpdate,
    auth: true,
    request: bloodGlucoseUpdateSchema,
    response: bloodGlucoseRowSchema,
    summary: "Change one of the resident's own blood-glucose readings",
    tag: 'healthRecord',
  },
  bloodGlucoseDelete: {
    method: 'POST',
    path: paths.bloodGlucoseDelete,
    auth: true,
    request: bloodGlucoseDeleteSchema,
    response: z.null(),
    summary: "Delete one of the resident's own blood-glucose readings",
    tag: 'healthRecord',
  },
  pregnancyGlucoseList: {
    method: 'POST',
    path: paths.pregnancyGlucoseList,
    auth: true,
    request: pregnancyGlucoseListRequestSchema,
    response: pregnancyGlucoseListResultSchema,
    summary: 'Gestational glucose readings, newest first, labelled by the pregnancy targets',
    tag: 'healthRecord',
  },
  pregnancyGlucoseAdd: {
    method: 'POST',
    path: paths.pregnancyGlucoseAdd,
    auth: true,
    request: bloodGlucoseInputSchema,
    response: pregnancyGlucoseRowSchema,
    summary: 'Add a gestational glucose reading',
    tag: 'healthRecord',
  },
  pregnancyGlucoseUpdate: {
    method: 'POST',
    path: paths.pregnancyGlucoseUpdate,
    auth: true,
    request: bloodGlucoseUpdateSchema,
    response: pregnancyGlucoseRowSchema,
    summary: "Change one of the resident's own gestational glucose readings",
    tag: 'healthRecord',
  },
  pregnancyGlucoseDelete: {
    method: 'POST',
    path: paths.pregnancyGlucoseDelete,
    auth: true,
    request: bloodGlucoseDeleteSchema,
    response: z.null(),
    summary: "Delete one of the resident's own gestational glucose readings",
    tag: 'healthRecord',
  },
  pregnancyGlucoseHomeData: {
    method: 'POST',
    path: paths.pregnancyGlucoseHomeData,
    auth: true,
    request: healthHomeDataRequestSchema,
    response: pregnancyHomeDataSchema,
    summary: 'Gestational glucose summary: pregnancy flag, newest reading, count, last 7 days per level',
    tag: 'healthRecord',
  },
  accessLogList: {
    method: 'POST',
    path: paths.accessLogList,
    auth: true,
    request: accessLogListRequestSchema,
    response: accessLogListResultSchema,
    summary: "Who viewed, changed, downloaded or shared the resident's records (or a ward's), newest first; filters by time, action and actor type",
    tag: 'accessLog',
  },
  accessLogDownload: {
    method: 'POST',
    path: paths.accessLogDownload,
    auth: true,
    request: accessLogDownloadRequestSchema,
    response: accessLogDownloadResultSchema,
    summary: "The resident's own access log as CSV or JSON (Macao Law 8/2005 right of access), same filters as the list",
    tag: 'accessLog',
  },
  health: {
    method: 'GET',
    path: paths.health,
    auth: false,
    request: null,
    response: healthResultSchema,
    summary: 'Readiness: the database answers',
    tag: 'system',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The success `data` of an endpoint. */
export type EndpointData<N extends EndpointName> = z.output<(typeof endpoints)[N]['response']>;
