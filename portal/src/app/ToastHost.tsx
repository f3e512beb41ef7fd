import { Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts } from '../stores/toasts.ts';
import { lazyWithTexts } from '../i18n/index.ts';
import { LoadFailureBoundary } from './LoadFailure.tsx';

const Toaster = lazyWithTexts(() => import('./Toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * The toast renderer loads with the first toast, not with the home page (docs/architecture.md#budgets budget), and
 * then stays mounted so Radix keeps its live region.
 */
export function ToastHost() {
  const toasts = useStore($toasts);
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  // Without its code (the server gone) the toasts wait: the next one tries to load it again.
  return (
    <LoadFailureBoundary quiet resetKey={toasts}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadFailureBoundary>
  );
}
