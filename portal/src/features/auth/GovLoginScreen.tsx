import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { Alert, Button } from '@macao-phr/design-system';
import { ApiError, api, shareApi } from '../../api/index.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $accountType, $signedIn, $verificationId, clearGovEntity, clearSession } from '../../stores/session.ts';
import { startCodeSignIn } from './code-flow.ts';
import { expiredPagePath } from '../../api/gov-entity.ts';
import { paths } from '@macao-phr/contract';

/**
 * /govLogin?informationVerificationId=..: the separate sign-in address of government-entity accounts
 * (docs/product/roles.md, docs/product/sign-in.md). The verification is checked first (/informationVerification/checkValid on the second
 * client, no login): 100046 and 100047 lead to the expired page (the API client does that and clears account
 * type and verification id); a valid one goes on to the identity provider with accountType GOV_ENTITY.
 */
export function GovLoginScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const verificationId = new URLSearchParams(useSearch()).get('informationVerificationId')?.trim() ?? '';
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const run = async (): Promise<void> => {
      if (verificationId === '') {
        clearGovEntity();
        navigate(expiredPagePath('noaccess'), { replace: true });
        return;
      }
      // A government entity's session never continues someone else's: end the current one first.
      if ($signedIn.get()) {
        await api.call(paths.loginOut, {}, { toastOnError: false }).catch(() => undefined);
        clearSession();
      }
      $accountType.set('GOV_ENTITY');
      $verificationId.set(verificationId);
      try {
        await shareApi.call(paths.checkValid, { informationVerificationId: verificationId }, { toastOnError: false });
        if (live) void startCodeSignIn('GOV_ENTITY');
      } catch (error) {
        // 100046/100047: already on the expired page. Anything else: offer to try again.
        if (live && !(error instanceof ApiError && error.kind === 'govEntity')) setFailed(true);
      }
    };
    void run();
    return () => {
      live = false;
    };
  }, [verificationId, attempt]);

  if (!failed) {
    return (
      <p role="status" className="text-base text-text-muted">
        {t('auth.gov.checking')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="error">{t('auth.gov.failed')}</Alert>
      <Button
        className="w-full"
        onClick={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}
