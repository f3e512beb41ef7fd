import type { PrescriptionListRequest } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /drugInfo/*; bodies as in contract/prescriptions.ts. */

/** Prescriptions a page holds (docs/product/states.md: 10 at a time). */
export const prescriptionPageSize = 10;

/** The list's filter (docs/product/entities.md selectTime, organisations); empty: every prescription. */
export type PrescriptionFilter = Omit<PrescriptionListRequest, 'page'>;

export const listPrescriptions = (filter: PrescriptionFilter, pageNum: number, pageSize: number, options?: CallOptions) =>
  api.call('prescriptionList', { ...filter, page: { pageNum, pageSize } }, options);
export const prescriptionOrganisations = (options?: CallOptions) => api.call('prescriptionFilterInfo', {}, options);
export const countPrescriptions = (filter: PrescriptionFilter, options?: CallOptions) => api.call('prescriptionFilterNum', filter, options);
export const prescriptionDetail = (id: number, options?: CallOptions) => api.call('prescriptionDetail', { id }, options);
export const followPrescription = (id: number, isFollow: 0 | 1, options?: CallOptions) =>
  api.call('updatePrescriptionFollow', { id, isFollow }, options);
export const listMedication = (scope: 'inuse' | 'all', options?: CallOptions) => api.call('medicationList', { scope }, options);
