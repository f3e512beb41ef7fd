import { api, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /vaccination/*; bodies as in contract/vaccination. */
export const listVaccinations = (options?: CallOptions) => api.call('vaccinationList', {}, options);
export const vaccineDetail = (id: number, options?: CallOptions) => api.call('vaccineDetail', { id }, options);
export const handbookUrl = (options?: CallOptions) => api.call('vaccinationHandbookUrl', {}, options);
export const listAppointments = () => queries.read('vaccinationAppointments', {}, { toastOnError: false });

/** The booklet's bytes: its address needs the token (and the ward's Subject), so they come back as a blob. */
export async function handbookBlob(signal?: AbortSignal): Promise<Blob> {
  const response = await api.fetchFile('vaccinationHandbook', {}, { signal, toastOnError: false });
  return response.blob();
}
