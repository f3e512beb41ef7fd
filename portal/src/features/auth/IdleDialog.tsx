import './messages.ts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button, Dialog } from '@macao-phr/design-system';
import { api } from '../../api/index.ts';
import { signOut } from './sign-out.ts';
import { getLanguage, intlLocale } from '../../stores/language.ts';
import { paths } from '@macao-phr/contract';

/**
 * "Are you still there?" (docs/product/sign-in.md): an alert dialog, focus on "Stay signed in". Staying calls
 * /personal/refreshSession, whose success restarts the idle count (api/index.ts notes every call), which
 * closes this dialog; Escape means the same as staying. Signing out ends the token on the server.
 */
export function IdleDialog({ endsAt }: { readonly endsAt: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const time = new Intl.DateTimeFormat(intlLocale(getLanguage()), { hour: '2-digit', minute: '2-digit' }).format(endsAt);

  const stay = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    try {
      await api.call(paths.refreshSession, {});
    } catch {
      // Session already gone (the client signs out and remembers the address) or offline (toasted).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : void stay())}>
      <Dialog.Content
        role="alertdialog"
        hideCloseButton
        data-idle-warning=""
        onOpenAutoFocus={(event) => {
          // Focus on the safe choice: a stray Enter keeps the resident signed in.
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-stay]')?.focus();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{t('auth.idle.title')}</Dialog.Title>
          <Dialog.Description>{t('auth.idle.body', { time })}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('auth.idle.signOut')}
          </Button>
          <Button data-stay="" loading={busy} onClick={() => void stay()}>
            {t('auth.idle.stay')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
