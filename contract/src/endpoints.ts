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
