import type { BloodGlucoseInput, BloodGlucoseListResult, BmiInput, BmiListResult, HealthSourceFilter, PregnancyGlucoseListResult } from '@macao-phr/contract';
import { api, queries } from '../../../api/index.ts';
import type { CallOptions, Read } from '../../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /healthRecord/homeData, bmi/*, bloodSugar/*, /pregnancyBloodSugar/*; bodies as in contract/health. */

export const pageSize = 10;
export type GlucoseKind = 'general' | 'pregnancy';
type Page = { pageNum: number; pageSize?: number };

/**
 * The newest reading of each kind and the figures the forms need (race); through the query cache, without a toast:
 * the BMI form does without it, and the screens that tell of its failure wrap it in toasting() (common/reads.ts).
 */
export const homeData = () => queries.read(paths.healthHomeData, {}, { toastOnError: false });
/** Whether the resident is pregnant, and their gestational readings' count; its failure is toasted. */
export const pregnancyHomeData = () => queries.read(paths.pregnancyGlucoseHomeData, {});

export function listBmi(page: Page, source: HealthSourceFilter): Read<BmiListResult> {
  return queries.read(paths.bmiList, { page: { pageNum: page.pageNum, pageSize: page.pageSize ?? pageSize }, source });
}

/**
 * After a reading is added, changed or deleted: the health-data lists, their home figures, the trends
 * (docs/product/routes.md behaviour 6), a reading's detail and the export's counts are asked for again when they open
 * next, so they show the change.
 */
export function readingsChanged(): void {
  queries.invalidate(
    paths.bmiList,
    paths.bloodGlucoseList,
    paths.pregnancyGlucoseList,
    paths.bloodPressureList,
    paths.healthHomeData,
    paths.pregnancyGlucoseHomeData,
    paths.trendGroups,
    paths.trendDetail,
    paths.trendResultDetail,
    paths.exportPreview,
  );
}

function writing<T>(call: Promise<T>): Promise<T> {
  return call.then((result) => {
    readingsChanged();
    return result;
  });
}

export const addBmi = (input: BmiInput, options?: CallOptions) => writing(api.call(paths.bmiAdd, input, options));
export const updateBmi = (id: number, input: BmiInput, options?: CallOptions) => writing(api.call(paths.bmiUpdate, { id, ...input }, options));
export const deleteBmi = (id: number) => writing(api.call(paths.bmiDelete, { id }));

export function listGlucose(kind: GlucoseKind, page: Page, source: HealthSourceFilter): Read<BloodGlucoseListResult | PregnancyGlucoseListResult> {
  const body = { page: { pageNum: page.pageNum, pageSize: page.pageSize ?? pageSize } };
  return kind === 'general' ? queries.read(paths.bloodGlucoseList, { ...body, source }) : queries.read(paths.pregnancyGlucoseList, body);
}
export function addGlucose(kind: GlucoseKind, input: BloodGlucoseInput, options?: CallOptions) {
  return writing(kind === 'general' ? api.call(paths.bloodGlucoseAdd, input, options) : api.call(paths.pregnancyGlucoseAdd, input, options));
}
export function updateGlucose(kind: GlucoseKind, id: number, input: BloodGlucoseInput, options?: CallOptions) {
  return writing(kind === 'general' ? api.call(paths.bloodGlucoseUpdate, { id, ...input }, options) : api.call(paths.pregnancyGlucoseUpdate, { id, ...input }, options));
}
export function deleteGlucose(kind: GlucoseKind, id: number) {
  return writing(kind === 'general' ? api.call(paths.bloodGlucoseDelete, { id }) : api.call(paths.pregnancyGlucoseDelete, { id }));
}

/** No detail call in docs/product/calls.md: an edit form pages through the resident's own readings to find its row. */
export async function findRow<R extends { id: number }>(fetchPage: (pageNum: number) => Promise<{ rows: readonly R[]; total: number }>, id: number): Promise<R | undefined> {
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    const hit = result.rows.find((row) => row.id === id);
    if (hit !== undefined) return hit;
    if (page * 100 >= result.total || result.rows.length === 0) return undefined;
  }
}
