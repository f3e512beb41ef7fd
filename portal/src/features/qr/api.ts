import { api, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /qrApi/scanQr, /qrCode/getQrCodeDoctorInfo, /qrCode/confirmInfo, and our consent list/withdraw. */
export const scanQr = (qrCode: string, options?: CallOptions) => api.call('scanQr', { qrCode }, options);
export const doctorInfo = (qrCode: string, options?: CallOptions) => api.call('qrDoctorInfo', { qrCode }, options);
/** The resident's answer to a doctor's request: a consent given is listed among the consents, asked for again next time. */
export async function confirmInfo(qrCode: string, agree: boolean, childIdentityNumber: string | undefined, options?: CallOptions) {
  const answer = await api.call('qrConfirmInfo', childIdentityNumber === undefined ? { qrCode, agree } : { qrCode, agree, childIdentityNumber }, options);
  queries.invalidate('qrConsentList');
  return answer;
}
/** The consents, newest first, through the query cache; without a toast: the screen says itself what failed. */
export const listConsents = (pageNum: number, pageSize: number) => queries.read('qrConsentList', { page: { pageNum, pageSize } }, { toastOnError: false });
/** A withdrawn consent changes the list: it is asked for again. */
export async function withdrawConsent(id: number) {
  const answer = await api.call('qrConsentWithdraw', { id });
  queries.invalidate('qrConsentList');
  return answer;
}
