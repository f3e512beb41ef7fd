import type { NormalizationCode, Organisation, ResultDetail, ResultType, SelectTime, TrendDetail, TrendGroupInfo } from '@macao-phr/contract';
import { api } from '../../../api/index.ts';
import { $token } from '../../../stores/session.ts';
import { cachedCall } from './cache.ts';

/** docs/product/calls.md /organizationInfo/chooseOrganization and /trendInfo/*; bodies as in contract/health/trends.ts. */

// The token is part of every key: another sign-in on this tab never sees the previous resident's values.
const keyOf = (...parts: readonly (string | number | undefined)[]) => [$token.get() ?? '', ...parts].join('|');

export function trendGroups(): Promise<TrendGroupInfo[]> {
  return cachedCall(keyOf('groups'), () => api.call('trendGroups', {}));
}

export function trendDetail(code: NormalizationCode, selectTime: SelectTime | undefined): Promise<TrendDetail> {
  return cachedCall(keyOf('detail', code, selectTime?.start, selectTime?.end), () =>
    api.call('trendDetail', selectTime === undefined ? { normalizationCode: code } : { normalizationCode: code, selectTime }),
  );
}

export function organisations(): Promise<Organisation[]> {
  return cachedCall(keyOf('organisations'), () => api.call('organisations'));
}

export function resultDetail(recordType: ResultType, id: number, signal?: AbortSignal): Promise<ResultDetail> {
  return api.call('trendResultDetail', { recordType, id }, { signal, toastOnError: false });
}
