import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from '@macao-phr/design-system';
import { signOut } from '../features/auth/sign-out.ts';

export function SignOutButton({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      className={className}
      onClick={() => {
        setBusy(true);
        void signOut();
      }}
    >
      {t('common.signOut')}
    </Button>
  );
}
