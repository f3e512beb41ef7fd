import type { VisitListRequest } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /recordInfo/*; bodies as in contract/visits.ts. */

/** Visits a page holds on the list screen (docs/product/states.md: 10 at a time). */
export const visitPageSize = 10;
export type VisitFilter = Omit<VisitListRequest, 'page'>;

export const listVisits = (filter: VisitFilter, pageNum: number, pageSize: number, options?: CallOptions) =>
  api.call('visitList', { ...filter, page: { pageNum, pageSize } }, options);
export const visitDetail = (id: number, options?: CallOptions) => api.call('visitDetail', { id }, options);
export const visitFilterInfo = (options?: CallOptions) => api.call('visitFilterInfo', {}, options);
export const countVisits = (filter: VisitFilter, options?: CallOptions) => api.call('visitFilterNum', filter, options);
