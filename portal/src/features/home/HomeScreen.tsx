import { Suspense, memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Card, Skeleton, buttonVariants, cn } from '@macao-phr/design-system';
import type { Banner, HomeData, PersonalInfo } from '@macao-phr/contract';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { $homeVariant } from '../../stores/home-variant.ts';
import type { HomeVariant } from '../../stores/home-variant.ts';
import { bannersRead, homeDataRead, personalRead, terminalOf } from '../catalogue/api.ts';
import { Banners, BannersPlaceholder } from './Banners.tsx';
import { BookingCardPlaceholder } from './BookingCardFrame.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { lazyWithTexts } from '../../i18n/index.ts';
import { NoticesLink } from '../notices/NoticesLink.tsx';
import { useFirstFrameDrawn } from '../../hooks/first-frame-drawn.ts';
import { useRead } from './use-read.ts';
import type { Loaded } from './use-read.ts';

const HomeMore = lazyWithTexts(() => import('./HomeMore.tsx').then((m) => ({ default: m.HomeMore })));

/**
 * docs/product/routes.md /mob/home and /web/home (docs/product/entities.md home data): greeting, banners, the resident's common services
 * (quick links, or the defaults), recommended (referral) services and the booking count. On a phone the
 * resident picks the traditional or the easy home in settings (/mob/traditionalHome and /mob/easyHome
 * show one directly). The first page every resident loads: only the catalogue's zod-free rules and the
 * tile come with it; everything else (settings, catalogue pages, the host bridge) loads on demand.
 */
export function HomeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const tree: Tree = route.tree ?? 'web';
  const storedVariant = useStore($homeVariant);
  const variant: HomeVariant | 'web' =
    tree === 'web' ? 'web' : route.name === 'easyHome' ? 'easy' : route.name === 'traditionalHome' ? 'traditional' : storedVariant;
  const easy = variant === 'easy';
  const terminal = terminalOf(tree);

  const firstFrame = useFirstFrameDrawn();
  const [info] = useRead<PersonalInfo>(personalRead(), firstFrame);
  const [home, retryHome] = useRead<HomeData>(homeDataRead(terminal), firstFrame);
  // The placeholder shows the first banner's picture: it stays until it has been drawn, even when the banners
  // answer sooner, so the picture is on screen (and counted as the page's largest paint) from the first frame.
  const [placeholderDrawn, setPlaceholderDrawn] = useState(false);
  const onPlaceholderDrawn = useCallback(() => setPlaceholderDrawn(true), []);
  const [banners] = useRead<Banner[]>(easy ? null : bannersRead(terminal), firstFrame);
  const patid = info !== null && info !== 'failed' ? info.patid : null;

  const ids = { greeting: useId(), banners: useId(), quick: useId(), recommended: useId() };
  // The sections are memoised and take only what stays the same until their own data changes: each of the home's
  // answers (name, services, banners) then renders its own section, not the whole home again.
  const commonServices = useMemo(() => (home === null || home === 'failed' ? home : home.commonServices.map((c) => c.serviceInfo)), [home]);
  const recommended = home === null || home === 'failed' ? null : home.referralServices;
  const editQuickLinks = useMemo(
    () => (
      <Link href={pathOf('customSettings', tree) ?? ''} className={buttonVariants({ variant: 'ghost', size: 'sm', wrap: true })}>
        {t('home.editQuickLinks')}
      </Link>
    ),
    [t, tree],
  );

  return (
    <div data-home-variant={variant} className={cn('flex flex-col', easy ? 'gap-8' : 'gap-6')}>
      <Greeting info={info} tree={tree} id={ids.greeting} easy={easy} />

      {/* While the banners load, a placeholder of their size holds their place, so nothing below moves when they come. */}
      {!easy && (banners === null || (Array.isArray(banners) && banners.length > 0)) ? (
        <section aria-labelledby={ids.banners} aria-busy={banners === null || undefined} className="flex flex-col gap-2">
          <h2 id={ids.banners} className="sr-only">
            {t('home.bannersLabel')}
          </h2>
          {banners === null || !placeholderDrawn ? (
            <BannersPlaceholder onDrawn={onPlaceholderDrawn} />
          ) : (
            <Banners banners={banners} tree={tree} labelledBy={ids.banners} />
          )}
        </section>
      ) : null}

      <ServicesSection
        id={ids.quick}
        headingKey="home.quickLinksHeading"
        services={commonServices}
        onRetry={retryHome}
        tree={tree}
        patid={patid}
        easy={easy}
        action={editQuickLinks}
      />

      <Link href={pathOf('allService', tree) ?? ''} className={cn(buttonVariants({ variant: 'secondary', size: easy ? 'lg' : 'md', wrap: true }), 'self-start')}>
        {t('home.allServices')}
      </Link>

      {easy ? null : (
        <WhenNear placeholder={<BookingCardPlaceholder busy={false} />}>
          <Suspense fallback={<BookingCardPlaceholder />}>
            <HomeMore tree={tree} />
          </Suspense>
        </WhenNear>
      )}
      {!easy && recommended !== null && recommended.length > 0 ? (
        <ServicesSection id={ids.recommended} headingKey="home.recommendedHeading" services={recommended} tree={tree} patid={patid} easy={false} />
      ) : null}
    </div>
  );
}

const Greeting = memo(function Greeting({ info, tree, id, easy }: { readonly info: Loaded<PersonalInfo>; readonly tree: Tree; readonly id: string; readonly easy: boolean }) {
  const { t } = useTranslation();
  const language = useStore($language);
  return (
    <Card.Root asChild>
      <section aria-labelledby={id} aria-busy={info === null || undefined}>
        <Card.Header className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <Card.Title asChild>
              <h2 id={id} className={easy ? 'text-2xl' : 'text-xl'}>
                {info === null ? (
                  // One line of the heading exactly (1lh), so the name replaces it without moving the text below.
                  <Skeleton shape="text" className="h-[1lh] w-48" />
                ) : info === 'failed' ? (
                  t('home.greetingAnonymous')
                ) : (
                  t('home.greeting', { name: info.name[language] })
                )}
              </h2>
            </Card.Title>
            <Card.Description>{t('home.intro')}</Card.Description>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <NoticesLink tree={tree} />
            {tree === 'mob' ? (
              <Link href={pathOf('setting', tree) ?? ''} className={buttonVariants({ variant: 'ghost', size: 'sm', wrap: true })}>
                {t('home.settings')}
              </Link>
            ) : null}
          </div>
        </Card.Header>
      </section>
    </Card.Root>
  );
});

/**
 * Renders its children once the place where they go comes into view (or at once without IntersectionObserver); the
 * placeholder, of their size, holds that place until then.
 */
function WhenNear({ children, placeholder }: { readonly children: ReactNode; readonly placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
