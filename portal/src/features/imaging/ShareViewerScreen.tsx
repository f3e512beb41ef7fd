import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { EmptyState, ImageViewer, type ThumbnailGridState, type ViewerImage } from '@macao-phr/design-system';
import { ResultCode, type Language, type ShareImageListResult } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { ApiError } from '../../api/index.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { formatDay } from '../uploads/format.ts';
import { sharedImages } from './share-api.ts';
import { brokenPictureSrc } from './broken-picture.ts';
import { previewLabelsIn } from './preview-labels.ts';
import { ThumbnailsLoading } from './ThumbnailsLoading.tsx';
import './messages.ts';

type Status = 'loading' | 'ready' | 'expired' | 'unknown' | 'error';

function examNameOf(meta: Pick<ShareImageListResult, 'examName' | 'examNameEn' | 'examNamePt'>, language: Language): string {
  return language === 'en' ? meta.examNameEn : language === 'pt' ? meta.examNamePt : meta.examName;
}

/**
 * docs/product/routes.md screen 1, /webShareReportImages and /mobShareReportImages?shareId=…: no sign-in (the second
 * client). Ten thumbnails a page, more on scroll (50 px), a full-size preview with previous/next and zoom
 * (the phone does not loop), a loading placeholder, the broken-image picture in the resident's language,
 * 'All content loaded', and the empty and expired states.
 */
export function ShareViewerScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const shareId = new URLSearchParams(useSearch()).get('shareId')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(shareId ? 'loading' : 'unknown');
  const [items, setItems] = useState<ShareImageListResult['items']>([]);
  const [meta, setMeta] = useState<ShareImageListResult | null>(null);
  const [grid, setGrid] = useState<ThumbnailGridState>('loading');
  const nextPage = useRef(1);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    if (busy.current || !shareId) return;
    busy.current = true;
    setGrid('loading');
    const controller = new AbortController();
    abort.current = controller;
    try {
      const page = await sharedImages(shareId, nextPage.current, { toastOnError: false, signal: controller.signal });
      nextPage.current += 1;
      setMeta(page);
      setItems((before) => {
        const all = [...before, ...page.items.filter((i) => !before.some((b) => b.id === i.id))];
        setGrid(all.length >= page.total || page.items.length === 0 ? 'complete' : 'more');
        return all;
      });
      setStatus('ready');
    } catch (error) {
      if (controller.signal.aborted) return;
      const code = error instanceof ApiError ? error.resultCode : undefined;
      setStatus(code === ResultCode.SHARE_LINK_EXPIRED ? 'expired' : code === ResultCode.SHARE_LINK_UNKNOWN || code === ResultCode.VALIDATION_FAILED ? 'unknown' : 'error');
      setGrid('complete');
    } finally {
      busy.current = false;
    }
  }, [shareId]);

  useEffect(() => {
    void load();
    return () => abort.current?.abort();
  }, [load]);

  const exam = meta ? examNameOf(meta, language) : '';
  const images: ViewerImage[] = useMemo(
    () => items.map((i) => ({ id: String(i.id), src: i.url, thumbnailSrc: i.thumbUrl, alt: t('imaging.pictureAlt', { exam, n: i.seq }) })),
    [items, exam, t],
  );
  const broken = useMemo(() => brokenPictureSrc(t('imaging.brokenPicture')), [t]);
  const until = meta ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(meta.expiresAt)) : '';

  if (status === 'expired' || status === 'unknown') {
    return (
      <div data-share-state={status}>
        <EmptyState title={status === 'expired' ? t('imaging.expiredTitle') : t('imaging.unknownTitle')} description={t('imaging.expiredBody')} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div data-share-state="error">
        <EmptyState title={t('imaging.errorTitle')} />
      </div>
    );
  }
  if (status === 'loading' && items.length === 0) {
    return <ThumbnailsLoading data-share-state="loading" count={10} />;
  }
  return (
    <section data-share-state="ready" aria-labelledby="shared-exam" className="flex flex-col gap-4">
      {meta ? (
        <div className="flex flex-col gap-1">
          <h2 id="shared-exam" className="m-0 text-lg font-semibold text-text">
            {t('imaging.sharedExam', { exam, date: formatDay(meta.inspectionOrReportDate, language) })}
          </h2>
          <p className="m-0 text-sm text-text-muted">{t('imaging.sharedUntil', { time: until })}</p>
        </div>
      ) : null}
      <ImageViewer
        images={images}
        state={grid}
        onLoadMore={() => void load()}
        loop={route.name !== 'mobShareReportImages'}
        brokenImageSrc={broken}
        loadingLabel={t('imaging.loading')}
        completeLabel={t('imaging.allLoaded')}
        emptyLabel={t('imaging.empty')}
        previewLabels={previewLabelsIn(t)}
      />
    </section>
  );
}
