import { useTranslation } from '../../i18n/use-translation.ts';
import { Button, EmptyState } from '@macao-phr/design-system';

/**
 * The shared "could not be loaded" with a way to try again: what a screen shows when its read failed, or a section of
 * it under the section's heading (`headingLevel` 3). @default headingLevel 2
 */
export function LoadFailed({ onRetry, headingLevel }: { onRetry: () => void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={t('common.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
