import { paths } from '@macao-phr/contract';
import type { GuardianSendCodeResult, GuardianWardsResult } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** Ours, docs/product/roles.md parent/guardian identity check; bodies as in contract/src/guardian.ts. */
export const sendCode = () => api.post<GuardianSendCodeResult>(paths.guardianSendCode, {});
export const verifyGuardian = (identityNumber: string, verificationCode: string, options?: CallOptions) =>
  api.post<null>(paths.guardianVerify, { identityNumber, verificationCode }, options);
export const listWards = (options?: CallOptions) => api.post<GuardianWardsResult>(paths.guardianWards, {}, options);
