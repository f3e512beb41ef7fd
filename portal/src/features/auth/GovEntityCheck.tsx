import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { shareApi } from '../../api/index.ts';
import { $accountType, $signedIn, $verificationId } from '../../stores/session.ts';
import { paths } from '@macao-phr/contract';

/**
 * docs/product/calls.md/docs/product/result-codes.md: in government-entity mode the verification id is checked with /informationVerification/checkValid
 * when the portal starts (a reload, a link opened later); 100046/100047 take the API client to the expired
 * page. The server also ends every call of such a session once its verification expires or loses access.
 */
export function GovEntityCheck() {
  const accountType = useStore($accountType);
  const verificationId = useStore($verificationId);
  const signedIn = useStore($signedIn);
  const active = signedIn && accountType === 'GOV_ENTITY' && verificationId !== undefined && verificationId !== '';

  useEffect(() => {
    if (!active || verificationId === undefined) return;
    shareApi.call(paths.checkValid, { informationVerificationId: verificationId }, { toastOnError: false }).catch(() => undefined);
  }, [active, verificationId]);

  return null;
}
