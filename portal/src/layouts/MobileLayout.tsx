import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { useStore } from '@nanostores/react';
import { NavBar, cn } from '@macao-phr/design-system';
import type { RouteEntry } from '../routes/routes.ts';
import { homePathOf } from '../routes/routes.ts';
import { useLayoutTitle } from './useLayoutTitle.ts';
import { $backPath } from '../stores/back.ts';
import { SkipLink, mainId } from './SkipLink.tsx';
import { LanguageSwitch } from '../features/settings/LanguageSwitch.tsx';
import { SignOutButton } from './SignOutButton.tsx';
import { SubjectBannerSlot } from '../features/guardian/SubjectBannerSlot.tsx';

export interface LayoutProps {
  readonly route: RouteEntry;
  readonly children: ReactNode;
}

/**
 * The /mob/* frame: the NavBar carries the page's h1 and a back button; safe-area insets keep content
 * clear of notches and the home indicator (viewport-fit=cover in index.html). Language and sign out
 * sit at the foot of the home screen, where a phone app keeps its account controls.
 */
export function MobileLayout({ route, children }: LayoutProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const title = useLayoutTitle(route, root);
  const isHome = route.name === 'home';

  const backPath = useStore($backPath);

  const back = (): void => {
    if (backPath !== undefined) return navigate(backPath);
    // Opened straight from a link there is no in-app history to go back to: go home instead.
    if (window.history.length > 1) window.history.back();
    else navigate(homePathOf('mob'), { replace: true });
  };

  return (
    <div ref={root} data-tree="mob" className="flex min-h-dvh flex-col bg-surface text-text">
      <SkipLink />
      <NavBar title={title} onBack={isHome ? undefined : back} backLabel={t('common.back')} />
      <SubjectBannerSlot tree="mob" />
      <main
        id={mainId}
        tabIndex={-1}
        className={cn(
          'flex flex-1 flex-col gap-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] ps-[max(1rem,env(safe-area-inset-left))] pe-[max(1rem,env(safe-area-inset-right))] outline-none',
          // Home's footer starts below the fold: in view while the sections load, it would be pushed down as each
          // arrives (a layout shift); home is longer than a screen once loaded anyway.
          isHome && 'min-h-dvh',
        )}
      >
        {children}
      </main>
      {isHome ? (
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <LanguageSwitch />
          <SignOutButton />
        </footer>
      ) : null}
    </div>
  );
}
