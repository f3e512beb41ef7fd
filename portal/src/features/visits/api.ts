import type { VisitListRequest } from '@macao-phr/contract';
import { queries } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /recordInfo/*; bodies as in contract/visits.ts. */

/** Visits a page holds on the list screen (docs/product/states.md: 10 at a time). */
export const visitPageSize = 10;
export type VisitFilter = Omit<VisitListRequest, 'page'>;

/** The reads, without a toast: the list and the visit say themselves what failed. */
const quiet = { toastOnError: false };
export const listVisits = (filter: VisitFilter, pageNum: number, pageSize: number) => queries.read(paths.visitList, { ...filter, page: { pageNum, pageSize } }, quiet);
export const visitDetail = (id: number) => queries.read(paths.visitDetail, { id }, quiet);
export const visitFilterInfo = () => queries.read(paths.visitFilterInfo, {}, quiet);
export const countVisits = (filter: VisitFilter) => queries.read(paths.visitFilterNum, filter, quiet);
