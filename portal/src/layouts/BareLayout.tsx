import { useRef } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { LayoutProps } from './MobileLayout.tsx';
import { useLayoutTitle } from './useLayoutTitle.ts';
import { SkipLink, mainId } from './SkipLink.tsx';
import { LanguageSwitch } from '../features/settings/LanguageSwitch.tsx';

/** Top-level routes (login, maintenance, share pages): brand, language, and the screen. */
export function BareLayout({ route, children }: LayoutProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const title = useLayoutTitle(route, root);
  return (
    <div ref={root} className="flex min-h-dvh flex-col bg-surface text-text">
      <SkipLink />
      <header className="border-b border-border bg-surface-raised">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
          <p className="m-0 text-lg font-semibold text-primary">{t('common.appName')}</p>
          <LanguageSwitch />
        </div>
      </header>
      <main
        id={mainId}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-8 pb-[max(2rem,env(safe-area-inset-bottom))] outline-none"
      >
        <h1 className="text-2xl font-semibold text-text">{title}</h1>
        {children}
      </main>
    </div>
  );
}
