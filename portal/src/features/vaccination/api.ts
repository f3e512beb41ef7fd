import { paths } from '@macao-phr/contract';
import type { Envelope, HandbookUrl, VaccinationAppointmentList, VaccinationListResult, VaccineDetail } from '@macao-phr/contract';
import { api, ApiError } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import { $token } from '../../stores/session.ts';
import { getLanguage } from '../../stores/language.ts';
import { subjectPatid } from '../../stores/subject.ts';

/** docs/product/calls.md /vaccination/*; bodies as in contract/vaccination. */
export const listVaccinations = (options?: CallOptions) => api.post<VaccinationListResult>(paths.vaccinationList, {}, options);
export const vaccineDetail = (id: number, options?: CallOptions) => api.post<VaccineDetail>(paths.vaccineDetail, { id }, options);
export const handbookUrl = (options?: CallOptions) => api.post<HandbookUrl>(paths.vaccinationHandbookUrl, {}, options);
export const listAppointments = (options?: CallOptions) => api.post<VaccinationAppointmentList>(paths.vaccinationAppointments, {}, options);

/** The booklet's bytes: its address needs the token (and the ward's Subject), so they come back as a blob. */
export async function handbookBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { Language: getLanguage() };
  const token = $token.get();
  if (token) headers['Authorization'] = token;
  const subject = subjectPatid();
  if (token && subject) headers['Subject'] = subject;
  const response = await fetch(url, { headers, signal });
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const envelope = (await response.json()) as Envelope<null>;
    throw new ApiError('result', envelope.resultMsg, envelope.resultCode);
  }
  if (!response.ok) throw new ApiError('network', `HTTP ${response.status}`);
  return response.blob();
}
