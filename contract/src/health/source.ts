import { z } from '../z.ts';

/** docs/product/entities.md: health data filter values all, org, self. A reading is either self-entered or an organisation's. */
export const HEALTH_SOURCE_FILTERS = ['all', 'org', 'self'] as const;
export type HealthSourceFilter = (typeof HEALTH_SOURCE_FILTERS)[number];
export const healthSourceFilterSchema = z.enum(HEALTH_SOURCE_FILTERS, { error: 'invalid' }).default('all');
export const healthSourceSchema = z.enum(['org', 'self']);
export type HealthSource = z.output<typeof healthSourceSchema>;
