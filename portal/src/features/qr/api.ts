import { paths } from '@macao-phr/contract';
import type { ConfirmInfoResult, ConsentListResult, DoctorInfo, ScanQrResult } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /qrApi/scanQr, /qrCode/getQrCodeDoctorInfo, /qrCode/confirmInfo, and our consent list/withdraw. */
export const scanQr = (qrCode: string, options?: CallOptions) => api.post<ScanQrResult>(paths.scanQr, { qrCode }, options);
export const doctorInfo = (qrCode: string, options?: CallOptions) => api.post<DoctorInfo>(paths.qrDoctorInfo, { qrCode }, options);
export function confirmInfo(qrCode: string, agree: boolean, childIdentityNumber: string | undefined, options?: CallOptions) {
  return api.post<ConfirmInfoResult>(paths.qrConfirmInfo, childIdentityNumber === undefined ? { qrCode, agree } : { qrCode, agree, childIdentityNumber }, options);
}
export const listConsents = (pageNum: number, pageSize: number, options?: CallOptions) =>
  api.post<ConsentListResult>(paths.qrConsentList, { page: { pageNum, pageSize } }, options);
export const withdrawConsent = (id: number) => api.post<null>(paths.qrConsentWithdraw, { id });
