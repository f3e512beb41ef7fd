import { api, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /vaccination/*; bodies as in contract/vaccination. */
/** The reads, without a toast: the list and the dose say themselves what failed. */
const quiet = { toastOnError: false };
export const listVaccinations = () => queries.read(paths.vaccinationList, {}, quiet);
export const vaccineDetail = (id: number) => queries.read(paths.vaccineDetail, { id }, quiet);
export const handbookUrl = (options?: CallOptions) => api.call(paths.vaccinationHandbookUrl, {}, options);
export const listAppointments = () => queries.read(paths.vaccinationAppointments, {}, quiet);

/** The booklet's bytes: its address needs the token (and the ward's Subject), so they come back as a blob. */
export async function handbookBlob(signal?: AbortSignal): Promise<Blob> {
  const response = await api.fetchFile(paths.vaccinationHandbook, {}, { signal, toastOnError: false });
  return response.blob();
}
