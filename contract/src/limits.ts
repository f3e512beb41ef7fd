/**
 * docs/product/limits.md business constants and docs/product/validation.md input ranges, one place for portal and server.
 */

export const REQUEST_TIMEOUT_MS = 100_000;
export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** Ours: the product rules do not cap page size; 100 keeps one page cheap for the server. */
export const MAX_PAGE_SIZE = 100;
/** Ours: keeps OFFSET well inside a 32-bit integer and refuses hostile page numbers. */
export const MAX_PAGE_NUM = 100_000;
/** docs/product/states.md: client-side paging adds 10 records at a time. */
export const CLIENT_PAGE_STEP = 10;

/** docs/product/limits.md: default search range starts 2017/01/01 and ends today; default record types. */
export const DEFAULT_SEARCH_START = '2017-01-01';
export const RECORD_TYPE_CODES = ['EMR', 'OUT', 'INP'] as const;
export const DEFAULT_RECORD_TYPES: readonly (typeof RECORD_TYPE_CODES)[number][] = RECORD_TYPE_CODES;
export const DEFAULT_VACCINE_TAB = 2;

export const SHARE_PAGE_SIZE = 10;
export const SHARE_LINK_VALIDITY_HOURS = 72;
export const SHARE_LINK_VALIDITY_MS = SHARE_LINK_VALIDITY_HOURS * 60 * 60 * 1000;
/** docs/product/limits.md: copied-link notice says "valid for X minutes" (default 5). */
export const COPIED_LINK_NOTICE_MINUTES = 5;

export const ZOOM_STEP = 0.5;
export const ZOOM_MIN = 1;
export const SCROLL_THROTTLE_MS = 100;
export const ACTIVE_CATEGORY_THRESHOLD_PX = 200;
export const LAZY_LOAD_THRESHOLD_PX = 50;

export const QUICK_LINKS_MIN = 3;
export const QUICK_LINKS_MAX = 11;
export const SHARE_IMAGES_MAX = 100;
export const DOWNLOAD_IMAGES_MAX = 20;

/** 20 MB in decimal units (1 MB = 1,000,000 bytes), the units every size is shown in, so the check agrees with its wording. */
export const UPLOAD_FILE_MAX_BYTES = 20_000_000;
export const UPLOAD_IMAGES_MAX = 5;
export const UPLOAD_PDFS_MAX = 10;

/** docs/product/limits.md: blood collection room 08:30 to 11:00, about 15 minutes a visit. */
export const BLOOD_COLLECTION_OPEN = '08:30';
export const BLOOD_COLLECTION_CLOSE = '11:00';
export const BLOOD_COLLECTION_MINUTES = 15;

/** docs/product/validation.md: a date is valid only if its year is between 1901 and 2099. */
export const YEAR_MIN = 1901;
export const YEAR_MAX = 2099;

/**
 * Ours: a reading's time may be up to 5 minutes ahead of the server clock, because phone and server
 * clocks drift; anything later is "in the future" and refused.
 */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** docs/product/validation.md input ranges (inclusive). Blood pressure values are whole numbers (mmHg, beats/min). */
export const SYSTOLIC_RANGE = { min: 20, max: 300 } as const;
export const DIASTOLIC_RANGE = { min: 20, max: 300 } as const;
export const PULSE_RANGE = { min: 20, max: 200 } as const;
/** mmol/L, one decimal. */
export const GLUCOSE_RANGE = { min: 0.1, max: 30 } as const;
/** cm, one decimal. */
export const HEIGHT_RANGE = { min: 30, max: 200 } as const;
/** kg, one decimal. */
export const WEIGHT_RANGE = { min: 0.1, max: 200 } as const;

/** Ours: hours after a meal for an after-meal glucose reading (docs/product/validation.md requires them), whole hours 1-4. */
export const HOURS_AFTER_MEAL = { min: 1, max: 4 } as const;

/** docs/product/limits.md BMI bands (kg/m2): the first value of the normal, overweight and obese bands. */
export const BMI_BANDS = {
  asian: { normalFrom: 18.5, overweightFrom: 23, obeseFrom: 25 },
  other: { normalFrom: 18.5, overweightFrom: 25, obeseFrom: 30 },
} as const;

/** docs/product/limits.md glucose bands (mmol/L); see health/blood-glucose.ts for how they combine. */
export const GLUCOSE_BANDS = {
  normalMin: 4.0,
  notIdealHighMax: 10.0,
  capillary: { lowMax: 3.0, fastingMax: 5.5, afterMealMax: 7.0 },
  venous: { lowMax: 3.9, fastingMax: 6.0, afterMealMax: 8.0 },
} as const;

/** Ours (docs/product/limits.md is silent): gestational glucose targets in common use, mmol/L. */
export const GESTATIONAL_GLUCOSE = { fastingMax: 5.3, oneHourMax: 7.8, twoHourMax: 6.7 } as const;

/** docs/product/limits.md blood-pressure bands (mmHg); see health/blood-pressure.ts for how they combine. */
export const BP_HIGH_SYSTOLIC = 140;
export const BP_HIGH_DIASTOLIC = 90;
export const BP_LOW_SYSTOLIC = 90;
export const BP_LOW_DIASTOLIC = 60;

/** Ours: largest record id (PostgreSQL `integer`); larger ids are refused before reaching SQL. */
export const MAX_RECORD_ID = 2_147_483_647;
/** Ours: bounds on sign-in fields so hashing cannot be used to burn CPU. */
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 128;
