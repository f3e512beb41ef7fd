import { paths } from '@mhp/contract';
import type { SurgeryDetail, SurgeryFilterInfo, SurgeryFilterNum, SurgeryListRequest, SurgeryListResult } from '@mhp/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** SPEC 7 /surgeryInfo/*; bodies as in contract/surgery.ts. Records a page holds (SPEC 4: 10 at a time). */
export const surgeryPageSize = 10;
/** The list's filter (SPEC 3 selectTime, organisations); empty: every operation. */
export type SurgeryFilter = Omit<SurgeryListRequest, 'page'>;
export const listSurgeries = (filter: SurgeryFilter, pageNum: number, pageSize: number, options?: CallOptions) =>
  api.post<SurgeryListResult>(paths.surgeryList, { ...filter, page: { pageNum, pageSize } }, options);
export const surgeryOrganisations = (options?: CallOptions) => api.post<SurgeryFilterInfo>(paths.surgeryFilterInfo, {}, options);
export const countSurgeries = (filter: SurgeryFilter, options?: CallOptions) => api.post<SurgeryFilterNum>(paths.surgeryFilterNum, filter, options);
export const surgeryDetail = (id: number, options?: CallOptions) => api.post<SurgeryDetail>(paths.surgeryDetail, { id }, options);
