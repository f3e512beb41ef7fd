import './messages.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation, useSearch } from 'wouter';
import { EmptyState, Skeleton, buttonVariants } from '@macao-phr/design-system';
import { ApiError } from '../../api/index.ts';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { readHandoff, saveScan } from './handoff.ts';
import { scanQr } from './api.ts';

/**
 * docs/product/routes.md /mob/transScanPage: takes the scanned data and its timestamp (stale ones refused), asks the
 * server what the code is (/qrApi/scanQr) and goes on to /mob/scanResult for its record type. The
 * server's refusals ('Invalid QRcode', 'Qrcode is expired', 'Do not scan again', 'Scanning times
 * exceeded', too many scans) are shown here with the way back to the scanner.
 */
export function TransScanScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const scanPage = pathOf('scanPage', 'mob') ?? '/mob/home/scanPage';
  const scanResult = pathOf('scanResult', 'mob') ?? '/mob/scanResult';

  useEffect(() => {
    // One scan per hand-off, also under React's development double effects.
    if (started.current === search) return;
    started.current = search;
    const handoff = readHandoff(search, Date.now());
    if (!handoff.ok) {
      setFailure(t(`qr.handoff.${handoff.reason}`));
      return;
    }
    setFailure(null);
    scanQr(handoff.data, { toastOnError: false })
      .then((result) => {
        saveScan({ qrCode: handoff.data, result });
        navigate(`${scanResult}?type=${encodeURIComponent(result.recordType)}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.kind === 'session' || error.kind === 'govEntity')) return;
        setFailure(error instanceof ApiError ? error.message : t('common.loadFailed'));
      });
  }, [search, navigate, scanResult, t]);

  if (failure === null)
    return (
      <div className="flex flex-col gap-3">
        <span role="status" className="text-base text-text-muted">
          {t('qr.handoff.reading')}
        </span>
        <Skeleton shape="block" className="h-32" />
      </div>
    );
  return (
    <EmptyState
      role="alert"
      title={t('qr.handoff.failedTitle')}
      description={failure}
      action={
        <Link href={scanPage} replace className={buttonVariants({ variant: 'primary', wrap: true })}>
          {t('qr.handoff.scanAgain')}
        </Link>
      }
    />
  );
}
