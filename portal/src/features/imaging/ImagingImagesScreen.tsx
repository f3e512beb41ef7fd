import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { EmptyState, ImagePreview, ThumbnailGrid, buttonVariants, type ViewerImage } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { pathOf } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { formatDay } from '../uploads/format.ts';
import { BLANK_PICTURE, brokenPictureSrc } from './broken-picture.ts';
import { previewLabelsIn } from './preview-labels.ts';
import { ThumbnailsLoading } from './ThumbnailsLoading.tsx';
import { examNameIn, reportIdFrom, usePictureBlobs, useReport } from './use-report.ts';
import './messages.ts';

/**
 * docs/product/routes.md imagingReport/images?id=…: the pictures of one of the resident's reports. Thumbnails and full
 * pictures are fetched with the token (blob addresses); the full one only when it is previewed. A picture
 * not released by the organisation (isTrue false) shows the broken-image picture and cannot be opened.
 */
export function ImagingImagesScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const id = reportIdFrom(useSearch());
  const state = useReport(id);
  const { blobs, ask } = usePictureBlobs();
  const [open, setOpen] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const broken = useMemo(() => brokenPictureSrc(t('imaging.brokenPicture')), [t]);
  const tree = route.tree ?? 'mob';

  const released = state.status === 'ready' ? state.images.filter((i) => i.isTrue) : [];
  useEffect(() => {
    for (const image of released) ask(image.thumbUrl);
  });
  const current = released[index];
  useEffect(() => {
    if (open && current) ask(current.url);
  });

  if (state.status === 'missing') return <EmptyState title={t('imaging.noReport')} />;
  if (state.status === 'loading') return <ThumbnailsLoading count={10} />;
  const { report, images } = state;
  const exam = examNameIn(report, language);
  const orgName = orgNameIn(report.orgCode, language);
  const src = (url: string) => {
    const blob = blobs.get(url);
    return blob === undefined ? undefined : blob === 'broken' ? broken : blob;
  };
  const viewer: ViewerImage[] = released.map((i) => {
    const thumb = src(i.thumbUrl);
    const full = src(i.url);
    // Until the full picture arrives the preview says it is loading, over the thumbnail when that is here (never the broken picture).
    return { id: String(i.id), src: full ?? thumb ?? BLANK_PICTURE, pending: full === undefined, thumbnailSrc: thumb ?? broken, alt: t('imaging.pictureAlt', { exam, n: i.seq }) };
  });
  const hidden = images.length - released.length;
  const sharePath = pathOf('imagingReportImageShare', tree);
  const dicomPath = pathOf('imagingReportDicomShare', tree);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="m-0 text-lg font-semibold text-text">{exam}</h2>
        <p className="m-0 text-sm text-text-muted">
          {orgName} · {formatDay(report.inspectionOrReportDate, language)} {report.inspectionOrReportTime}
        </p>
      </div>
      {(sharePath && released.length > 0) || dicomPath ? (
        <div className="flex flex-wrap gap-2">
          {sharePath && released.length > 0 ? (
            <Link href={`${sharePath}?id=${report.id}`} className={buttonVariants({ variant: 'secondary', wrap: true })}>
              {t('imaging.share')}
            </Link>
          ) : null}
          {dicomPath ? (
            <Link href={`${dicomPath}?id=${report.id}`} className={buttonVariants({ variant: 'secondary', wrap: true })}>
              {t('imaging.shareDicom')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <ThumbnailGrid
        ref={grid}
        images={viewer}
        state="complete"
        onSelect={(i) => {
          setIndex(i);
          setOpen(true);
        }}
        brokenImageSrc={broken}
        loadingLabel={t('imaging.loading')}
        completeLabel={t('imaging.allLoaded')}
        emptyLabel={t('imaging.empty')}
      />
      {hidden > 0 ? <p className="m-0 text-sm text-text-muted">{t('imaging.notReleasedCount', { count: hidden })}</p> : null}
      <ImagePreview
        images={viewer}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={setOpen}
        loop={tree === 'web'}
        brokenImageSrc={broken}
        labels={previewLabelsIn(t)}
        // Back on the thumbnail of the picture last shown (WCAG 2.4.3), which may not be the one first pressed.
        onCloseAutoFocus={(event) => {
          const thumbnail = grid.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
          if (thumbnail) {
            event.preventDefault();
            thumbnail.focus();
          }
        }}
      />
    </div>
  );
}
