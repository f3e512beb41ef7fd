import type { NormalizationCode, Organisation, ResultDetail, ResultType, SelectTime, TrendDetail, TrendGroupInfo } from '@macao-phr/contract';
import { queries } from '../../../api/index.ts';
import type { Read } from '../../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /organizationInfo/chooseOrganization and /trendInfo/*; bodies as in contract/health/trends.ts. */

/**
 * docs/product/routes.md behaviour 6: trend detail is fetched per indicator group and kept (the query cache, per person)
 * until a reading is added, changed or deleted (readingsChanged, health-data/readings/api.ts).
 */
const kept = { fresh: Number.POSITIVE_INFINITY };

export const trendGroups = (): Promise<TrendGroupInfo[]> => queries.read(paths.trendGroups, {}, kept).fetch();

export function trendDetailRead(code: NormalizationCode, selectTime: SelectTime | undefined): Read<TrendDetail> {
  return queries.read(paths.trendDetail, selectTime === undefined ? { normalizationCode: code } : { normalizationCode: code, selectTime }, kept);
}
export const trendDetail = (code: NormalizationCode, selectTime: SelectTime | undefined): Promise<TrendDetail> => trendDetailRead(code, selectTime).fetch();

export const organisations = (): Promise<Organisation[]> => queries.read(paths.organisations, undefined, kept).fetch();

/** One reading or organisation result; without a toast: the screen says itself that it is not found. A changed reading invalidates it (readingsChanged). */
export const resultDetail = (recordType: ResultType, id: number): Read<ResultDetail> => queries.read(paths.trendResultDetail, { recordType, id }, { toastOnError: false });
