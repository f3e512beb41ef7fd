import './messages.ts';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { Skeleton } from '@macao-phr/design-system';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { hostObjectOf } from '../../platform/bridge.ts';
import { handoffPath } from './handoff.ts';
import { lazyWithTexts } from '../../i18n/index.ts';

// The decoder (and jsQR behind it) loads only here, never on home (docs/architecture.md#budgets).
const QrScanner = lazyWithTexts(() => import('@macao-phr/design-system/qr-scanner').then((m) => ({ default: m.QrScanner })));

/**
 * docs/product/routes.md /mob/home/scanPage: the app's camera through the host bridge inside the app; in a browser
 * (the bridge answers null) the in-page scanner, which also reads a chosen picture of a code. Whatever
 * is read goes on to /mob/transScanPage with the data and a timestamp.
 */
export function ScanPageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const tree = route.tree ?? 'mob';
  const [mode, setMode] = useState<'host' | 'page'>(() => (hostObjectOf(window) === null ? 'page' : 'host'));
  const transScan = pathOf('transScanPage', 'mob') ?? '/mob/transScanPage';
  const consents = pathOf('qrConsents', tree) ?? '';

  const read = (text: string): void => navigate(handoffPath(transScan, text, Date.now()));

  useEffect(() => {
    if (mode !== 'host') return;
    let live = true;
    // The bridge code loads only inside the app's webview (a dynamic import everywhere, docs/architecture.md#budgets).
    import('../../platform/host-bridge.ts')
      .then(({ hostBridge }) => hostBridge().scanQr())
      .then((text) => {
        if (!live) return;
        if (text) navigate(handoffPath(transScan, text, Date.now()), { replace: true });
        else setMode('page');
      })
      .catch(() => live && setMode('page'));
    return () => {
      live = false;
    };
  }, [mode, navigate, transScan]);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-base">{t('qr.scan.intro')}</p>
      {mode === 'host' ? (
        <p role="status" className="text-base text-text-muted">
          {t('qr.scan.hostScanning')}
        </p>
      ) : (
        <Suspense
          fallback={
            <div className="flex flex-col gap-2">
              <span role="status" className="sr-only">
                {t('qr.scan.loading')}
              </span>
              <Skeleton shape="block" className="aspect-square w-full max-w-sm" />
            </div>
          }
        >
          <QrScanner
            onDecode={read}
            messages={{
              starting: t('qr.scan.starting'),
              scanning: t('qr.scan.scanning'),
              denied: t('qr.scan.denied'),
              noCamera: t('qr.scan.noCamera'),
              chooseFile: t('qr.scan.chooseFile'),
              notFound: t('qr.scan.notFound'),
              video: t('qr.scan.video'),
            }}
          />
        </Suspense>
      )}
      {consents === '' ? null : (
        <Link href={consents} className="self-start text-base text-primary underline">
          {t('qr.scan.myConsents')}
        </Link>
      )}
    </div>
  );
}
