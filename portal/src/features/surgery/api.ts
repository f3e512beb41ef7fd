import type { SurgeryListRequest } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /surgeryInfo/*; bodies as in contract/surgery.ts. Records a page holds (docs/product/states.md: 10 at a time). */
export const surgeryPageSize = 10;
/** The list's filter (docs/product/entities.md selectTime, organisations); empty: every operation. */
export type SurgeryFilter = Omit<SurgeryListRequest, 'page'>;
export const listSurgeries = (filter: SurgeryFilter, pageNum: number, pageSize: number, options?: CallOptions) =>
  api.call('surgeryList', { ...filter, page: { pageNum, pageSize } }, options);
export const surgeryOrganisations = (options?: CallOptions) => api.call('surgeryFilterInfo', {}, options);
export const countSurgeries = (filter: SurgeryFilter, options?: CallOptions) => api.call('surgeryFilterNum', filter, options);
export const surgeryDetail = (id: number, options?: CallOptions) => api.call('surgeryDetail', { id }, options);
