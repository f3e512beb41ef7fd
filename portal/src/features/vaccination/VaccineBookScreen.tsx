import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'wouter';
import { Button, EmptyState, Skeleton, buttonVariants } from '@macao-phr/design-system';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { handbookBlob, handbookUrl } from './api.ts';
import { LazyPdf } from '../common/LazyPdf.tsx';

type State = { status: 'loading' } | { status: 'ready'; url: string; fileName: string; doses: number } | { status: 'error' };

/**
 * docs/product/routes.md vaccineBook (both trees; docs/product/routes.md behaviour 4 "URL from the server, previewed as PDF"): the server
 * makes the booklet from the records; its address needs the token, so the bytes are fetched and shown from
 * a blob address in the PdfViewer used by previewPdf, with its download link.
 */
export function VaccineBookScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    (async () => {
      const where = await handbookUrl({ signal: controller.signal, toastOnError: false });
      const blob = await handbookBlob(controller.signal);
      if (controller.signal.aborted) return;
      objectUrl = URL.createObjectURL(blob);
      setState({ status: 'ready', url: objectUrl, fileName: where.fileName, doses: where.doses });
    })().catch(() => {
      if (!controller.signal.aborted) setState({ status: 'error' });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attempt]);

  if (state.status === 'loading') {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p className="text-sm text-text-muted" role="status">
          {t('vaccination.bookLoading')}
        </p>
        <Skeleton shape="block" className="h-96" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <EmptyState
        role="alert"
        title={t('vaccination.bookFailed')}
        action={
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('vaccination.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3" data-booklet="">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-text-muted">{t('vaccination.bookDoses', { count: state.doses })}</p>
        <Link href={pathOf('vaccine', route.tree ?? 'web') ?? ''} className={buttonVariants({ variant: 'secondary', wrap: true })}>
          {t('vaccination.records')}
        </Link>
      </div>
      <LazyPdf src={state.url} fileName={state.fileName} title={t('vaccination.book')} messages="vaccination.pdf" download="vaccination.bookDownload" />
    </div>
  );
}
