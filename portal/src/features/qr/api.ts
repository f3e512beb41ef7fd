import { api, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /qrApi/scanQr, /qrCode/getQrCodeDoctorInfo, /qrCode/confirmInfo, and our consent list/withdraw. */
export const scanQr = (qrCode: string, options?: CallOptions) => api.call(paths.scanQr, { qrCode }, options);
export const doctorInfo = (qrCode: string, options?: CallOptions) => api.call(paths.qrDoctorInfo, { qrCode }, options);
/** The resident's answer to a doctor's request: a consent given is listed among the consents, asked for again next time. */
export async function confirmInfo(qrCode: string, agree: boolean, childIdentityNumber: string | undefined, options?: CallOptions) {
  const answer = await api.call(paths.qrConfirmInfo, childIdentityNumber === undefined ? { qrCode, agree } : { qrCode, agree, childIdentityNumber }, options);
  queries.invalidate(paths.qrConsentList);
  return answer;
}
/** The consents, newest first, through the query cache; without a toast: the screen says itself what failed. */
export const listConsents = (pageNum: number, pageSize: number) => queries.read(paths.qrConsentList, { page: { pageNum, pageSize } }, { toastOnError: false });
/** A withdrawn consent changes the list: it is asked for again. */
export async function withdrawConsent(id: number) {
  const answer = await api.call(paths.qrConsentWithdraw, { id });
  queries.invalidate(paths.qrConsentList);
  return answer;
}
