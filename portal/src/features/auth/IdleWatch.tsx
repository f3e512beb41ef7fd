import { Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $lastActivity, markActivity } from '../../stores/activity.ts';
import { $portalConfig } from '../../stores/portal-config.ts';
import { endSessionHere } from '../../api/session-end.ts';
import { lazyWithTexts } from '../../i18n/index.ts';

/** The dialog is only needed a minute before the idle limit: its own chunk (docs/architecture.md#budgets home budget). */
const IdleDialog = lazyWithTexts(() => import('./IdleDialog.tsx').then((m) => ({ default: m.IdleDialog })));

/** docs/product/sign-in.md: warn this long before the idle limit ends the session. */
export const idleWarningSeconds = 60;

/**
 * Watches the idle limit of the signed-in session (docs/product/states.md / docs/product/sign-in.md): a minute before the server would
 * end it, an accessible dialog offers to stay signed in (which calls /personal/refreshSession); when the
 * limit passes, the session ends here as a session-invalid answer would (address remembered).
 */
export function IdleWatch() {
  const last = useStore($lastActivity);
  const { sessionIdleSeconds } = useStore($portalConfig);
  const [warning, setWarning] = useState(false);

  // Sign-in screens mark the time; a count older than the limit (a reload long after the last call, whose
  // session the next call will find ended) starts from now rather than ending the session at once.
  useEffect(() => {
    if (Date.now() - $lastActivity.get() >= $portalConfig.get().sessionIdleSeconds * 1000) markActivity();
  }, []);

  useEffect(() => {
    if (last === 0) return undefined;
    const now = Date.now();
    const endAt = last + sessionIdleSeconds * 1000;
    const warnAt = endAt - Math.min(idleWarningSeconds, sessionIdleSeconds / 2) * 1000;
    setWarning(now >= warnAt);
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (now < warnAt) timers.push(setTimeout(() => setWarning(true), warnAt - now));
    timers.push(setTimeout(() => endSessionHere(), Math.max(0, endAt - now)));
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, [last, sessionIdleSeconds]);

  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog endsAt={last + sessionIdleSeconds * 1000} />
    </Suspense>
  );
}
