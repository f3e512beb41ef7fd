import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { Alert, Button } from '@macao-phr/design-system';
import { api, ApiError } from '../../api/index.ts';
import { afterLoginPath } from '../../routes/route-rules.ts';
import { loginPath } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $tree } from '../../stores/device.ts';
import { $portalConfig } from '../../stores/portal-config.ts';
import { $accountType, $verificationId, clearGovEntity, signIn, takeOriginalUrl } from '../../stores/session.ts';
import { markActivity } from '../../stores/activity.ts';
import { browserId } from '../../stores/browser-id.ts';
import { loadSavedTheme } from '../settings/saved-theme.ts';
import { parseCallback, startCodeSignIn, takePendingSignIn } from './code-flow.ts';
import type { PendingSignIn } from './code-flow.ts';
import { paths } from '@macao-phr/contract';

type Outcome =
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly to: string }
  | { readonly kind: 'failed'; readonly message: string; readonly accountType: PendingSignIn['accountType'] };

/**
 * One answer per page load, shared by React's StrictMode double effect: the state is read once and the
 * code can be used once, so the exchange must not run twice.
 */
let exchange: Promise<Outcome> | null = null;

async function exchangeCode(t: (key: string) => string, tree: 'mob' | 'web'): Promise<Outcome> {
  const params = parseCallback(window.location.hash);
  // The code leaves the address bar (and the history entry) at once.
  window.history.replaceState(window.history.state, '', window.location.pathname);
  if (params.kind === 'none') return { kind: 'failed', message: t('auth.codeFlow.missing'), accountType: 'PERSONAL' };
  const pending = takePendingSignIn(params.state);
  if (pending === null) return { kind: 'failed', message: t('auth.codeFlow.stateMismatch'), accountType: 'PERSONAL' };
  if (params.kind === 'error') return { kind: 'failed', message: t('auth.codeFlow.cancelled'), accountType: pending.accountType };
  const gov = pending.accountType === 'GOV_ENTITY';
  const verificationId = $verificationId.get();
  try {
    const result = await api.call(paths.authorizedCodeLogin, {
        redirectUri: pending.redirectUri,
        code: params.code,
        state: params.state,
        ...(params.iss === undefined ? {} : { iss: params.iss }),
        accountType: pending.accountType,
        ...(gov && verificationId !== undefined ? { informationVerificationId: verificationId } : {}),
        browserId: browserId(),
      },
      { toastOnError: false },
    );
    signIn(result.tokenId, { username: result.username, adult: result.adult, macauUser: result.macauUser });
    markActivity();
    if (gov) $accountType.set('GOV_ENTITY');
    else clearGovEntity();
    // The theme saved with the resident's settings, before the first signed-in screen is drawn (a government entity
    // signs in for a verification, not to its own record).
    if (!gov) await loadSavedTheme();
    return { kind: 'done', to: afterLoginPath(takeOriginalUrl(), tree) };
  } catch (error) {
    // 100046/100047 have already sent the page to the expired screen (api/index.ts).
    const message = error instanceof ApiError ? error.message : t('auth.codeFlow.failedTitle');
    return { kind: 'failed', message, accountType: pending.accountType };
  }
}

/** /signInCallback: where the identity provider sends the resident back (docs/product/calls.md authorizedCodeLogin). */
export function SignInCallbackScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const tree = useStore($tree);
  const { linkMode, passwordSignIn } = useStore($portalConfig);
  const [, navigate] = useLocation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let live = true;
    exchange ??= exchangeCode(t, tree);
    void exchange.then((result) => {
      if (!live) return;
      setOutcome(result);
      if (result.kind === 'done') {
        exchange = null;
        navigate(result.to, { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [t, tree, navigate]);

  if (outcome.kind !== 'failed') {
    return (
      <p role="status" className="text-base text-text-muted">
        {t('auth.codeFlow.working')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="error" title={t('auth.codeFlow.failedTitle')}>
        {outcome.message}
      </Alert>
      <Button
        className="w-full"
        onClick={() => {
          exchange = null;
          void startCodeSignIn(outcome.accountType);
        }}
      >
        {t('auth.codeFlow.signInAgain')}
      </Button>
      {linkMode || !passwordSignIn ? null : (
        <a href={loginPath} className="text-center text-base text-primary underline">
          {t('auth.codeFlow.usePassword')}
        </a>
      )}
    </div>
  );
}
