import { useTranslation } from '../i18n/use-translation.ts';
import { Skeleton } from '@macao-phr/design-system';

/** Shown while a screen's chunk loads: grey lines for the eye, one "Loading" for screen readers. */
export function ScreenFallback() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton shape="text" className="w-2/3" />
      <Skeleton shape="block" />
      <Skeleton shape="block" />
    </div>
  );
}
