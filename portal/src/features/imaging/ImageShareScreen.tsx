import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { Button, EmptyState, Skeleton } from '@macao-phr/design-system';
import { SHARE_IMAGES_MAX, SHARE_LINK_VALIDITY_HOURS, shareSelectionProblem, type ShareDicomImageResult } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { formatDay } from '../uploads/format.ts';
import { shareAddress, shareImages } from './api.ts';
import { brokenPictureSrc } from './broken-picture.ts';
import { ShareLinkBox, useShareLink } from './ShareLinkBox.tsx';
import { ThumbnailsLoading } from './ThumbnailsLoading.tsx';
import { examNameIn, reportIdFrom, usePictureBlobs, useReport } from './use-report.ts';
import './messages.ts';

/**
 * docs/product/routes.md imagingReport/imageShare?id=…: the resident chooses pictures of one report (at most 100, docs/product/limits.md),
 * creates a link valid 72 hours, copies it (a notice confirms), and can make a new link, which ends the
 * previous one at once.
 */
export function ImageShareScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const id = reportIdFrom(useSearch());
  const state = useReport(id);
  const { blobs, ask } = usePictureBlobs();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const { link, busy, create: make } = useShareLink<ShareDicomImageResult>();
  const broken = useMemo(() => brokenPictureSrc(t('imaging.brokenPicture')), [t]);
  const released = state.status === 'ready' ? state.images.filter((i) => i.isTrue) : [];
  useEffect(() => {
    for (const image of released) ask(image.thumbUrl);
  });

  if (state.status === 'missing') return <EmptyState title={t('imaging.noReport')} />;
  if (state.status === 'loading') return <ThumbnailsLoading count={6} />;
  const { report } = state;
  const exam = examNameIn(report, language);
  const problem = shareSelectionProblem(chosen.size);

  const toggle = (imageId: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(imageId)) next.delete(imageId);
      else next.add(imageId);
      return next;
    });

  async function create() {
    if (chosen.size === 0 || problem) return;
    await make(() => shareImages(report.id, [...chosen]));
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="m-0 text-lg font-semibold text-text">{exam}</h2>
        <p className="m-0 text-sm text-text-muted">
          {formatDay(report.inspectionOrReportDate, language)} {report.inspectionOrReportTime}
        </p>
      </div>
      <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
        <legend className="mb-1 text-base font-semibold text-text">{t('imaging.chooseTitle')}</legend>
        <p className="m-0 text-sm text-text-muted">{t('imaging.chooseHint', { max: SHARE_IMAGES_MAX, hours: SHARE_LINK_VALIDITY_HOURS })}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setChosen(new Set(released.map((i) => i.id)))}>
            {t('imaging.selectAll')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setChosen(new Set())}>
            {t('imaging.clearAll')}
          </Button>
          <p className="m-0 text-sm text-text" role="status">
            {chosen.size === 0 ? t('imaging.chosenNone') : t('imaging.chosen', { count: chosen.size })}
          </p>
        </div>
        {released.length === 0 ? (
          <EmptyState title={t('imaging.empty')} headingLevel={3} />
        ) : (
          <ul className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2 p-0">
            {released.map((image) => {
              const blob = blobs.get(image.thumbUrl);
              return (
                <li key={image.id}>
                  <label className="flex cursor-pointer flex-col gap-1 rounded-md border border-border p-1 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus">
                    {blob === undefined ? (
                      <Skeleton className="aspect-square w-full" />
                    ) : (
                      <img src={blob === 'broken' ? broken : blob} alt="" className="aspect-square w-full rounded-sm object-cover" />
                    )}
                    <span className="flex items-center gap-2 text-sm text-text">
                      <input type="checkbox" className="size-5 accent-primary" checked={chosen.has(image.id)} onChange={() => toggle(image.id)} />
                      {t('imaging.pictureCheckbox', { n: image.seq })}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {problem ? (
          <p className="m-0 text-sm text-danger" role="alert">
            {t('imaging.tooMany', { max: SHARE_IMAGES_MAX })}
          </p>
        ) : null}
      </fieldset>
      <ShareLinkBox
        headingId="share-link"
        label={t('imaging.linkLabel')}
        link={link}
        addressOf={(shareId) => shareAddress(shareId, route.tree ?? 'mob')}
        copiedKey="imaging.copied"
        createDisabled={busy || chosen.size === 0 || problem !== null}
        onCreate={() => void create()}
      />
    </div>
  );
}
