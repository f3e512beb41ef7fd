import { api, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /vaccination/*; bodies as in contract/vaccination. */
/** The reads, without a toast: the list and the dose say themselves what failed. */
const quiet = { toastOnError: false };
export const listVaccinations = () => queries.read('vaccinationList', {}, quiet);
export const vaccineDetail = (id: number) => queries.read('vaccineDetail', { id }, quiet);
export const handbookUrl = (options?: CallOptions) => api.call('vaccinationHandbookUrl', {}, options);
export const listAppointments = () => queries.read('vaccinationAppointments', {}, quiet);

/** The booklet's bytes: its address needs the token (and the ward's Subject), so they come back as a blob. */
export async function handbookBlob(signal?: AbortSignal): Promise<Blob> {
  const response = await api.fetchFile('vaccinationHandbook', {}, { signal, toastOnError: false });
  return response.blob();
}
