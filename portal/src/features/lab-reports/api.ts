import type { LabReportListRequest } from '@macao-phr/contract';
import { queries } from '../../api/index.ts';
import type { Read } from '../../api/index.ts';
import { defaultOrgPeriodFilter } from '../common/period-range.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /patientTestInfo/*; bodies as in contract/lab-reports.ts. */

/** Reports a page holds on the list screens (docs/product/states.md: 10 at a time). */
export const reportPageSize = 10;
export type LabReportFilter = Omit<LabReportListRequest, 'page'>;

/** The reads, without a toast: the list and the report say themselves what failed. */
const quiet = { toastOnError: false };
export const listLabReports = (filter: LabReportFilter, pageNum: number, pageSize: number) => queries.read(paths.labReportList, { ...filter, page: { pageNum, pageSize } }, quiet);
export const labReportDetail = (id: number) => queries.read(paths.labReportDetail, { id }, quiet);
export const labReportOrganisations = () => queries.read(paths.labReportFilterInfo, {}, quiet);
export const countLabReports = (filter: LabReportFilter) => queries.read(paths.labReportFilterNum, filter, quiet);

/**
 * The route prefetch of the lab report list (routes/manifest.ts): what the list asks for first with its opening
 * filter, its count and first page (the rows are the page's largest paint; docs/performance.md "Record lists").
 */
export function labReportListPrefetch(): Read<unknown>[] {
  const filter = defaultOrgPeriodFilter();
  return [countLabReports(filter), listLabReports(filter, 1, reportPageSize)];
}
