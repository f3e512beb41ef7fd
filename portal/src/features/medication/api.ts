import type { PrescriptionListRequest } from '@macao-phr/contract';
import { api, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /drugInfo/*; bodies as in contract/prescriptions.ts. */

/** Prescriptions a page holds (docs/product/states.md: 10 at a time). */
export const prescriptionPageSize = 10;

/** The list's filter (docs/product/entities.md selectTime, organisations); empty: every prescription. */
export type PrescriptionFilter = Omit<PrescriptionListRequest, 'page'>;

/** The reads, without a toast: the lists and the prescription say themselves what failed. */
const quiet = { toastOnError: false };
export const listPrescriptions = (filter: PrescriptionFilter, pageNum: number, pageSize: number) =>
  queries.read(paths.prescriptionList, { ...filter, page: { pageNum, pageSize } }, quiet);
export const prescriptionOrganisations = () => queries.read(paths.prescriptionFilterInfo, {}, quiet);
export const countPrescriptions = (filter: PrescriptionFilter) => queries.read(paths.prescriptionFilterNum, filter, quiet);
export const prescriptionDetail = (id: number) => queries.read(paths.prescriptionDetail, { id }, quiet);
/** Following a prescription changes what the prescription, its lists and the medication lists show: they are asked for again. */
export async function followPrescription(id: number, isFollow: 0 | 1, options?: CallOptions) {
  const answer = await api.call(paths.updatePrescriptionFollow, { id, isFollow }, options);
  queries.invalidate(paths.prescriptionDetail, paths.prescriptionList, paths.medicationList);
  return answer;
}
export const listMedication = (scope: 'inuse' | 'all') => queries.read(paths.medicationList, { scope }, quiet);
