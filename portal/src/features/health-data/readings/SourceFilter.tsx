import { Button } from '@macao-phr/design-system';
import { HEALTH_SOURCE_FILTERS } from '@macao-phr/contract';
import type { HealthSourceFilter } from '@macao-phr/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * Whose readings a list shows, the source filter of docs/product/health-data.md (all, from an organisation, entered by
 * the resident): one pressed button of three in a named group, so a screen reader says which is on.
 */
export function SourceFilter({ value, onChange }: { readonly value: HealthSourceFilter; readonly onChange: (source: HealthSourceFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('readings.filter.label')} className="flex flex-wrap gap-2">
      {HEALTH_SOURCE_FILTERS.map((source) => (
        <Button key={source} variant={source === value ? 'primary' : 'secondary'} aria-pressed={source === value} onClick={() => onChange(source)}>
          {t(`readings.filter.${source}`)}
        </Button>
      ))}
    </div>
  );
}
