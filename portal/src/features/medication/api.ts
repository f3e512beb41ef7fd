import { paths } from '@mhp/contract';
import type { MedicationList, PrescriptionDetail, PrescriptionFollowResult, PrescriptionListResult } from '@mhp/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** SPEC 7 /drugInfo/*; bodies as in contract/prescriptions.ts. */

/** Prescriptions a page holds (SPEC 4: 10 at a time). */
export const prescriptionPageSize = 10;

export const listPrescriptions = (pageNum: number, pageSize: number, options?: CallOptions) =>
  api.post<PrescriptionListResult>(paths.prescriptionList, { page: { pageNum, pageSize } }, options);
export const prescriptionDetail = (id: number, options?: CallOptions) => api.post<PrescriptionDetail>(paths.prescriptionDetail, { id }, options);
export const followPrescription = (id: number, isFollow: 0 | 1, options?: CallOptions) =>
  api.post<PrescriptionFollowResult>(paths.updatePrescriptionFollow, { id, isFollow }, options);
export const listMedication = (scope: 'inuse' | 'all', options?: CallOptions) => api.post<MedicationList>(paths.medicationList, { scope }, options);
