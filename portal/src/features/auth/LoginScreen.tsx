import './messages.ts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { Alert, Button, Card, FormStack } from '@macao-phr/design-system';
import { api, ApiError } from '../../api/index.ts';
import { afterLoginPath } from '../../routes/route-rules.ts';
import { $tree } from '../../stores/device.ts';
import { $portalConfig } from '../../stores/portal-config.ts';
import { clearGovEntity, signIn, takeOriginalUrl, takeSessionEnded } from '../../stores/session.ts';
import { markActivity } from '../../stores/activity.ts';
import { browserId } from '../../stores/browser-id.ts';
import { loadSavedTheme } from '../settings/saved-theme.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { paths } from '@macao-phr/contract';

/**
 * The reference server's demo accounts (docs/architecture.md#server); shown as help only when the server says it runs in
 * demo mode with password sign-in on (GET /api/portal/config, read at run time: one build serves every deployment).
 */
const demoAccounts = ['demo-m', 'demo-f', 'demo-o', 'demo-guardian', 'demo-minor'] as const;
const demoPassword = 'demo-pass-2026';

/**
 * The code flow's module is fetched when the resident points at, focuses or presses its button, not with the
 * sign-in page (docs/performance.md: the page's first load stays within its budget).
 */
const codeFlow = () => import('./code-flow.ts');
const warmCodeFlow = () => void codeFlow().catch(() => undefined);

type Field = 'username' | 'password';

interface SignInFieldProps {
  readonly name: Field;
  readonly type?: 'text' | 'password';
  readonly label: string;
  readonly autoComplete: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}

/**
 * A required text input with its label and error message, looking like the design system's TextField. The sign-in
 * page is a first page: react-aria's field stack (about 13 KiB gzip) would be most of its script
 * (docs/performance.md), and two plain inputs need none of it. The label names the input, the error is tied to it
 * by aria-describedby and marks it aria-invalid; the form focuses the first wrong field.
 */
function SignInField({ name, type = 'text', label, autoComplete, value, onChange, error }: SignInFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-slot="text-field" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required="true"
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        className="h-11 w-full min-w-0 rounded-md border border-border-strong bg-surface-raised px-3 text-base text-text placeholder:text-text-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus aria-invalid:border-danger"
      />
      {error === undefined ? null : (
        <p id={errorId} className="m-0 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function LoginScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const tree = useStore($tree);
  const { passwordSignIn, providerSignIn, demoAccounts: showDemoAccounts } = useStore($portalConfig);
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read once: the notice stays while this page is open and is gone after a reload or a sign-in.
  const [sessionEnded] = useState(takeSessionEnded);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (username.trim() === '') next.username = t('auth.usernameRequired');
    if (password === '') next.password = t('auth.passwordRequired');
    setErrors(next);
    setFormError(null);
    if (next.username !== undefined || next.password !== undefined) {
      const form = event.currentTarget;
      form.querySelector<HTMLInputElement>(next.username !== undefined ? 'input[name=username]' : 'input[name=password]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await api.call(paths.login, { username: username.trim(), password, browserId: browserId() }, { toastOnError: false });
      signIn(result.tokenId, { username: result.username, adult: result.adult, macauUser: result.macauUser });
      markActivity();
      clearGovEntity();
      // The theme saved with the resident's settings, before the first signed-in screen is drawn.
      await loadSavedTheme();
      navigate(afterLoginPath(takeOriginalUrl(), tree), { replace: true });
    } catch (error) {
      // Wrong credentials and rate limits read best next to the form; network errors are already toasted.
      if (error instanceof ApiError && error.kind === 'result') setFormError(error.message);
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {sessionEnded ? (
        <Alert data-session-ended="">{t('auth.sessionEnded')}</Alert>
      ) : null}
      {passwordSignIn || providerSignIn ? (
        <p className="text-base text-text-muted">{t('auth.intro')}</p>
      ) : (
        <Alert role="alert" data-no-sign-in="">
          {t('auth.unavailable.none')}
        </Alert>
      )}
      {passwordSignIn ? (
        <FormStack width="full" onSubmit={(event) => void submit(event)} error={formError ?? undefined}>
          <SignInField name="username" label={t('auth.username')} autoComplete="username" value={username} onChange={setUsername} error={errors.username} />
          <SignInField
            name="password"
            type="password"
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <Button type="submit" loading={busy} className="w-full">
            {t('auth.submit')}
          </Button>
        </FormStack>
      ) : null}
      {providerSignIn ? (
        <div className="flex flex-col gap-2">
          {passwordSignIn ? (
            <p aria-hidden="true" className="m-0 text-center text-sm text-text-muted">
              {t('auth.codeFlow.or')}
            </p>
          ) : null}
          <Button
            variant={passwordSignIn ? 'secondary' : 'primary'}
            className="w-full"
            aria-describedby="code-flow-hint"
            onPointerEnter={warmCodeFlow}
            onFocus={warmCodeFlow}
            onClick={() => void codeFlow().then(({ startCodeSignIn }) => startCodeSignIn('PERSONAL'))}
          >
            {t('auth.codeFlow.button')}
          </Button>
          <p id="code-flow-hint" className="m-0 text-sm text-text-muted">
            {t('auth.codeFlow.hint')}
          </p>
        </div>
      ) : null}
      {passwordSignIn !== providerSignIn ? (
        <p data-way-unavailable="" className="m-0 text-sm text-text-muted">
          {passwordSignIn ? t('auth.unavailable.provider') : t('auth.unavailable.password')}
        </p>
      ) : null}
      {showDemoAccounts ? (
        <Card.Root asChild>
          <aside aria-labelledby="demo-accounts">
            <Card.Header>
              <Card.Title asChild>
                <h2 id="demo-accounts">{t('auth.demoTitle')}</h2>
              </Card.Title>
              <Card.Description>{t('auth.demoIntro', { password: demoPassword })}</Card.Description>
            </Card.Header>
            <Card.Content>
              <ul className="m-0 flex list-disc flex-col gap-1 ps-5">
                {demoAccounts.map((account) => (
                  <li key={account}>
                    <code className="font-mono">{account}</code>
                    {' — '}
                    {t(`auth.demoAccounts.${account}`)}
                  </li>
                ))}
              </ul>
            </Card.Content>
          </aside>
        </Card.Root>
      ) : null}
    </div>
  );
}
