import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearch } from 'wouter';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { useScreenTitle } from '../../hooks/useScreenTitle.ts';

/**
 * docs/product/routes.md/docs/product/result-codes.md /web/expiredPage?type=expired|noaccess: where a government-entity session ends (100046,
 * 100047). Its own messages rather than the contract's result-code table, which would otherwise be
 * pulled into the home bundle through the API client (docs/architecture.md#budgets).
 */
export function ExpiredScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const type = new URLSearchParams(useSearch()).get('type');
  useScreenTitle(type === 'noaccess' ? t('common.noaccessTitle') : t('common.expiredTitle'));
  return (
    <p data-expired-type={type === 'noaccess' ? 'noaccess' : 'expired'} className="text-base text-text-muted">
      {t('common.expiredBody')}
    </p>
  );
}
