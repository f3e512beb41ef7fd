import type { AccessLogDownloadResult, AccessLogListRequest, AccessLogListResult } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import type { AccessLogFilters } from './logic.ts';
import { filterBody } from './logic.ts';

/** docs/security.md: /accessLog/list and /accessLog/download (contract/src/access-log.ts). */
export const pageSize = 10;

export function listAccessLog(filters: AccessLogFilters, pageNum: number, options?: CallOptions): Promise<AccessLogListResult> {
  const body: AccessLogListRequest = { page: { pageNum, pageSize }, ...filterBody(filters) };
  return api.call('accessLogList', body, options);
}

export function downloadAccessLog(filters: AccessLogFilters, options?: CallOptions): Promise<AccessLogDownloadResult> {
  return api.call('accessLogDownload', { format: 'csv', ...filterBody(filters) }, options);
}
