import { memo, useEffect, useId, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Skeleton, cn } from '@macao-phr/design-system';
import { bannerName, isSafeUrl } from '@macao-phr/contract';
import type { Banner, Language } from '@macao-phr/contract';
import type { Tree } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';

/** Each banner's width in the row; the placeholder takes the same. */
const itemWidth = 'w-[85%] shrink-0 sm:w-[calc(50%-0.375rem)] lg:w-[calc(33.333%-0.5rem)]';
/** The picture box: a fixed aspect ratio whatever the picture, so a banner never changes height when it arrives. */
const pictureBox = 'aspect-[16/7] w-full';
/** A banner's picture, and the first one standing in for the row while it loads: the same box, drawn the same way. */
const pictureClasses = cn(pictureBox, 'h-auto rounded-t-lg bg-surface-sunken object-cover');

/**
 * docs/product/routes.md/docs/product/entities.md home banners: a row that scrolls sideways (snapping), each banner a link when it leads
 * somewhere safe. A tap is recorded as click_banner_app (phone) or click_banner_web (web).
 * The first picture is the likely LCP element: loaded eagerly, the rest lazily; a fixed aspect
 * ratio keeps the layout from shifting. Memoised: the home's other answers do not render it again.
 */
export const Banners = memo(function Banners({ banners, tree, labelledBy }: { readonly banners: readonly Banner[]; readonly tree: Tree; readonly labelledBy: string }) {
  const language = useStore($language);
  const ids = useId();
  const anyLink = banners.some((b) => linkOf(b, language) !== null);

  const onClick = (banner: Banner, url: string, event: MouseEvent<HTMLAnchorElement>): void => {
    // In-app paths are followed by the link itself (app/useLinkNavigation); other sites open outside.
    if (!url.startsWith('/')) {
      event.preventDefault();
      // A new window must open within the tap itself, or a pop-up blocker stops it.
      if (tree === 'web') window.open(url, '_blank', 'noopener,noreferrer');
    }
    void import('../catalogue/tile-click.ts').then((m) => m.handleBannerClick(banner, url, tree));
  };

  return (
    <ul
      aria-labelledby={labelledBy}
      role="list"
      // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable): its links are, else itself.
      tabIndex={anyLink ? undefined : 0}
      className="m-0 flex list-none snap-x snap-mandatory gap-3 overflow-x-auto p-0 pb-1"
    >
      {banners.map((banner, index) => {
        const name = bannerName(banner, language);
        const url = linkOf(banner, language);
        // The picture says what it shows (its alt text in the language); the banner's name is the visible caption
        // and, for a link, its name, with the picture's text as its description.
        const nameId = `${ids}-${banner.messageId}-name`;
        const pictureId = `${ids}-${banner.messageId}-picture`;
        const body = (
          <>
            <img
              id={pictureId}
              src={banner.bannerPic[language]}
              alt={banner.bannerAlt[language]}
              width={640}
              height={280}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              className={pictureClasses}
            />
            <span className="block px-3 py-2 text-base font-medium text-text">
              {/* Two lines kept for every caption (Portuguese and English names take two on a phone), so the row has
                  the placeholder's height whatever the names. */}
              <span id={nameId} className="block min-h-[2lh]">
                {name}
              </span>
            </span>
          </>
        );
        return (
          <li
            key={banner.messageId}
            data-banner-id={banner.messageId}
            className={cn(itemWidth, 'm-0 snap-start')}
          >
            {url === null ? (
              <div className="h-full rounded-lg border border-border bg-surface-raised">{body}</div>
            ) : (
              <a
                href={url}
                aria-labelledby={nameId}
                aria-describedby={pictureId}
                onClick={(event) => onClick(banner, url, event)}
                className="block h-full rounded-lg border border-border bg-surface-raised no-underline hover:bg-surface-sunken focus-visible:outline-offset-2"
              >
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
});

/**
 * The first banner's picture as the server named it for this page (its `<link rel="preload" as="image"
 * data-first-banner>`, server/src/ops/portal-static.ts), when it is in `language`: the picture is already on its way
 * with the page, so it can be shown before the banner list has answered.
 */
export function firstBannerPicture(language: Language): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`link[rel="preload"][as="image"][data-first-banner="${language}"]`)?.getAttribute('href') ?? null;
}

/** The element-timing name of the placeholder's picture (whenPictureDrawn). */
const placeholderTiming = 'first-banner-placeholder';
/** How long the banners wait at most for the placeholder's picture to be drawn. */
const drawnWaitMs = 1000;

/**
 * Calls `drawn` once the browser reports the placeholder's picture on screen (Element Timing, where the browser has
 * it), or after drawnWaitMs, or at once where it cannot tell. The banners take the placeholder's place only then: a
 * picture removed before its frame is shown never counts as drawn, and the page's largest paint would wait for the
 * banners' own copy of the same picture, one frame or more later.
 */
function whenPictureDrawn(drawn: () => void): (() => void) | undefined {
  if (typeof PerformanceObserver === 'undefined' || PerformanceObserver.supportedEntryTypes?.includes('element') !== true) {
    drawn();
    return undefined;
  }
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    if (done) return;
    stop();
    drawn();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === placeholderTiming)) finish();
  });
  observer.observe({ type: 'element', buffered: true });
  const timer = setTimeout(finish, drawnWaitMs);
  return stop;
}

/**
 * Where the banners go, the size of the first one (picture of the same aspect ratio and two caption lines), while
 * they load. The picture box shows the first banner's picture when the page named it (firstBannerPicture), without
 * words (its alt text and caption come with the list), else a placeholder: the page's largest paint then waits for
 * the picture alone, not for the list's call.
 */
export function BannersPlaceholder({ onDrawn }: { readonly onDrawn?: () => void }) {
  const language = useStore($language);
  const first = firstBannerPicture(language);
  useEffect(() => {
    if (onDrawn === undefined) return undefined;
    if (first === null) {
      onDrawn();
      return undefined;
    }
    return whenPictureDrawn(onDrawn);
  }, [onDrawn, first]);
  return (
    <div className="flex gap-3 overflow-hidden pb-1">
      <div className={cn(itemWidth, 'rounded-lg border border-border bg-surface-raised')}>
        {first === null ? (
          <Skeleton shape="block" className={cn(pictureBox, 'h-auto rounded-b-none')} />
        ) : (
          <img src={first} alt="" width={640} height={280} fetchPriority="high" elementtiming={placeholderTiming} data-slot="first-banner-picture" className={pictureClasses} />
        )}
        <span className="block px-3 py-2 text-base">
          <span className="block min-h-[2lh]">
            <Skeleton shape="text" className="h-[1lh] w-2/3" />
          </span>
        </span>
      </div>
    </div>
  );
}

function linkOf(banner: Banner, language: keyof Banner['linkUrl']): string | null {
  const url = banner.linkUrl[language].trim();
  return url !== '' && isSafeUrl(url) ? url : null;
}
