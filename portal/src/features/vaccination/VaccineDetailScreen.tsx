import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useSearch } from 'wouter';
import { EmptyState, buttonVariants } from '@macao-phr/design-system';
import { recordIdSchema } from '@macao-phr/contract';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { DoseDetail } from './DoseDetail.tsx';

/** docs/product/routes.md web vaccineDetail?id=...: one dose; a malformed id is "not found" without asking the server. */
export function VaccineDetailScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const raw = new URLSearchParams(useSearch()).get('id') ?? '';
  const parsed = /^\d{1,10}$/.test(raw) ? recordIdSchema.safeParse(Number(raw)) : null;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Link href={pathOf('vaccine', route.tree ?? 'web') ?? ''} className={buttonVariants({ variant: 'secondary', wrap: true, className: 'self-start' })}>
        {t('vaccination.backToList')}
      </Link>
      {parsed?.success ? <DoseDetail id={parsed.data} /> : <EmptyState role="alert" title={t('vaccination.notFound')} />}
    </div>
  );
}
