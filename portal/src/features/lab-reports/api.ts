import type { LabReportListRequest } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /patientTestInfo/*; bodies as in contract/lab-reports.ts. */

/** Reports a page holds on the list screens (docs/product/states.md: 10 at a time). */
export const reportPageSize = 10;
export type LabReportFilter = Omit<LabReportListRequest, 'page'>;

export const listLabReports = (filter: LabReportFilter, pageNum: number, pageSize: number, options?: CallOptions) =>
  api.call('labReportList', { ...filter, page: { pageNum, pageSize } }, options);
export const labReportDetail = (id: number, options?: CallOptions) => api.call('labReportDetail', { id }, options);
export const labReportOrganisations = (options?: CallOptions) => api.call('labReportFilterInfo', {}, options);
export const countLabReports = (filter: LabReportFilter, options?: CallOptions) => api.call('labReportFilterNum', filter, options);
