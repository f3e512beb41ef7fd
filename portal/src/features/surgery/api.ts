import type { SurgeryListRequest } from '@macao-phr/contract';
import { queries } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /surgeryInfo/*; bodies as in contract/surgery.ts. Records a page holds (docs/product/states.md: 10 at a time). */
export const surgeryPageSize = 10;
/** The list's filter (docs/product/entities.md selectTime, organisations); empty: every operation. */
export type SurgeryFilter = Omit<SurgeryListRequest, 'page'>;
/** The reads, without a toast: the list and an opened operation say themselves what failed. */
const quiet = { toastOnError: false };
export const listSurgeries = (filter: SurgeryFilter, pageNum: number, pageSize: number) => queries.read(paths.surgeryList, { ...filter, page: { pageNum, pageSize } }, quiet);
export const surgeryOrganisations = () => queries.read(paths.surgeryFilterInfo, {}, quiet);
export const countSurgeries = (filter: SurgeryFilter) => queries.read(paths.surgeryFilterNum, filter, quiet);
export const surgeryDetail = (id: number) => queries.read(paths.surgeryDetail, { id }, quiet);
