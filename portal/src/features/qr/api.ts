import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /qrApi/scanQr, /qrCode/getQrCodeDoctorInfo, /qrCode/confirmInfo, and our consent list/withdraw. */
export const scanQr = (qrCode: string, options?: CallOptions) => api.call('scanQr', { qrCode }, options);
export const doctorInfo = (qrCode: string, options?: CallOptions) => api.call('qrDoctorInfo', { qrCode }, options);
export function confirmInfo(qrCode: string, agree: boolean, childIdentityNumber: string | undefined, options?: CallOptions) {
  return api.call('qrConfirmInfo', childIdentityNumber === undefined ? { qrCode, agree } : { qrCode, agree, childIdentityNumber }, options);
}
export const listConsents = (pageNum: number, pageSize: number, options?: CallOptions) =>
  api.call('qrConsentList', { page: { pageNum, pageSize } }, options);
export const withdrawConsent = (id: number) => api.call('qrConsentWithdraw', { id });
