import { useStore } from '@nanostores/react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Toast } from '@macao-phr/design-system';
import { $toasts, dismissToast } from '../stores/toasts.ts';

/** Renders the toast queue (stores/toasts.ts) with the design-system Toast. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useStore($toasts);
  return (
    <Toast.Provider label={t('common.notifications')} duration={5000}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          variant={toast.tone}
          title={toast.message}
          closeLabel={t('common.close')}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
        />
      ))}
      <Toast.Viewport />
    </Toast.Provider>
  );
}
