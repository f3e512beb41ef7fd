import { paths } from '@mhp/contract';
import type { SurgeryDetail, SurgeryListResult } from '@mhp/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** SPEC 7 /surgeryInfo/*; bodies as in contract/surgery.ts. Records a page holds (SPEC 4: 10 at a time). */
export const surgeryPageSize = 10;
export const listSurgeries = (pageNum: number, pageSize: number, options?: CallOptions) =>
  api.post<SurgeryListResult>(paths.surgeryList, { page: { pageNum, pageSize } }, options);
export const surgeryDetail = (id: number, options?: CallOptions) => api.post<SurgeryDetail>(paths.surgeryDetail, { id }, options);
