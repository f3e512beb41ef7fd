import { useTranslation } from '../i18n/use-translation.ts';

export const mainId = 'main';

/** WCAG 2.4.1: the first tab stop jumps past the header to the main landmark. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${mainId}`}
      className="sr-only z-toast rounded-md bg-surface-raised px-4 py-2 text-primary focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
    >
      {t('common.skipToContent')}
    </a>
  );
}
