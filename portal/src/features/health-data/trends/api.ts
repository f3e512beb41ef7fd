import type { NormalizationCode, Organisation, ResultDetail, ResultType, SelectTime, TrendDetail, TrendGroupInfo } from '@macao-phr/contract';
import { api, queries } from '../../../api/index.ts';

/** docs/product/calls.md /organizationInfo/chooseOrganization and /trendInfo/*; bodies as in contract/health/trends.ts. */

/**
 * docs/product/routes.md behaviour 6: trend detail is fetched per indicator group and kept (the query cache, per person)
 * until a reading is added, changed or deleted (readingsChanged, health-data/readings/api.ts).
 */
const kept = { fresh: Number.POSITIVE_INFINITY };

export const trendGroups = (): Promise<TrendGroupInfo[]> => queries.read('trendGroups', {}, kept).fetch();

export function trendDetail(code: NormalizationCode, selectTime: SelectTime | undefined): Promise<TrendDetail> {
  return queries.read('trendDetail', selectTime === undefined ? { normalizationCode: code } : { normalizationCode: code, selectTime }, kept).fetch();
}

export const organisations = (): Promise<Organisation[]> => queries.read('organisations', undefined, kept).fetch();

export function resultDetail(recordType: ResultType, id: number, signal?: AbortSignal): Promise<ResultDetail> {
  return api.call('trendResultDetail', { recordType, id }, { signal, toastOnError: false });
}
