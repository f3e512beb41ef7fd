import { api, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** Ours, docs/product/roles.md parent/guardian identity check; bodies as in contract/src/guardian.ts. */
export const sendCode = () => api.call(paths.guardianSendCode, {});
/** A passed check unlocks the wards for this session: their list is asked for again. */
export async function verifyGuardian(identityNumber: string, verificationCode: string, options?: CallOptions) {
  const answer = await api.call(paths.guardianVerify, { identityNumber, verificationCode }, options);
  queries.invalidate(paths.guardianWards);
  return answer;
}
/** The guardian's own wards, whoever they act for; through the query cache, without a toast: the screen says itself what failed. */
export const listWards = () => queries.read(paths.guardianWards, {}, { toastOnError: false });
