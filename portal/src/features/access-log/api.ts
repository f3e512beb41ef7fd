import type { AccessLogDownloadResult, AccessLogListRequest, AccessLogListResult } from '@macao-phr/contract';
import { api, queries } from '../../api/index.ts';
import type { CallOptions, Read } from '../../api/index.ts';
import type { AccessLogFilters } from './logic.ts';
import { filterBody } from './logic.ts';
import { paths } from '@macao-phr/contract';

/** docs/security.md: /accessLog/list and /accessLog/download (contract/src/access-log.ts). */
export const pageSize = 10;

/**
 * A page of the log, through the query cache: shown at once when the screen opens again and asked for again. Every call
 * the resident makes may add to the log, so no change invalidates it: it is always asked for again when it opens.
 */
export function listAccessLog(filters: AccessLogFilters, pageNum: number): Read<AccessLogListResult> {
  const body: AccessLogListRequest = { page: { pageNum, pageSize }, ...filterBody(filters) };
  return queries.read(paths.accessLogList, body);
}

export function downloadAccessLog(filters: AccessLogFilters, options?: CallOptions): Promise<AccessLogDownloadResult> {
  return api.call(paths.accessLogDownload, { format: 'csv', ...filterBody(filters) }, options);
}
