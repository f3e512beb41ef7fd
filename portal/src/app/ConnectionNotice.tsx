import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

type Connection = 'online' | 'offline' | 'back';

/**
 * Says when the device loses its connection and when it is back (a polite live region, there from the first frame so
 * that the change is announced). While offline the words stay on screen above the page's foot; "back online" is
 * spoken only, as the page itself then works again (docs/architecture.md "When code fails to load").
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const [connection, setConnection] = useState<Connection>(() => (navigator.onLine ? 'online' : 'offline'));
  useEffect(() => {
    const offline = (): void => setConnection('offline');
    const online = (): void => setConnection((was) => (was === 'offline' ? 'back' : was));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div
      role="status"
      data-connection={connection}
      className={connection === 'offline' ? 'fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md rounded-lg border border-border border-s-4 border-s-warning bg-surface-raised p-3 text-center text-sm text-text shadow-lg' : 'sr-only'}
    >
      {connection === 'offline' ? t('common.connection.offline') : connection === 'back' ? t('common.connection.back') : ''}
    </div>
  );
}
