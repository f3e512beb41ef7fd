import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** Ours, docs/product/roles.md parent/guardian identity check; bodies as in contract/src/guardian.ts. */
export const sendCode = () => api.call('guardianSendCode', {});
export const verifyGuardian = (identityNumber: string, verificationCode: string, options?: CallOptions) =>
  api.call('guardianVerify', { identityNumber, verificationCode }, options);
export const listWards = (options?: CallOptions) => api.call('guardianWards', {}, options);
