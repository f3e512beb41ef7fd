import type { ComponentProps } from 'react';
import { Skeleton } from '@macao-phr/design-system';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Placeholder thumbnails in the grid the pictures will fill, while they load, saying so. */
export function ThumbnailsLoading({ count, ...props }: { count: number } & ComponentProps<'div'>) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('imaging.loading')} className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2" {...props}>
      {Array.from({ length: count }, (_, k) => (
        <Skeleton key={k} className="aspect-square w-full" />
      ))}
    </div>
  );
}
