import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { EmptyState, buttonVariants } from '@macao-phr/design-system';
import { isResultCode, resultMessage } from '@macao-phr/contract';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';

/** docs/product/routes.md /mob/result: the outcome of the parent/guardian identity check (the layout moves focus to the page title). */
export function ResultScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const query = new URLSearchParams(useSearch());
  const status = query.get('status');
  const code = query.get('code') ?? '';
  const children = pathOf('childService', 'mob') ?? '/mob/childService';
  const verification = pathOf('dataVerification', 'mob') ?? '/mob/dataVerification';

  if (status === 'success') {
    return (
      <section className="flex flex-col items-start gap-3" aria-labelledby="guardian-result">
        <h2 id="guardian-result" className="text-xl font-semibold text-text">
          {t('guardian.result.successTitle')}
        </h2>
        <p className="text-base">{t('guardian.result.successBody')}</p>
        <Link href={children} className={buttonVariants({ variant: 'primary', wrap: true })}>
          {t('guardian.result.toChildren')}
        </Link>
      </section>
    );
  }
  if (status === 'fail') {
    return (
      <section className="flex flex-col items-start gap-3" aria-labelledby="guardian-result">
        <h2 id="guardian-result" className="text-xl font-semibold text-danger">
          {t('guardian.result.failTitle')}
        </h2>
        <p role="alert" className="text-base">
          {/* Only our own codes are shown: the query is the visitor's to change. */}
          {resultMessage(isResultCode(code) ? code : '', language)}
        </p>
        <Link href={verification} replace className={buttonVariants({ variant: 'primary', wrap: true })}>
          {t('guardian.result.retry')}
        </Link>
      </section>
    );
  }
  return (
    <EmptyState
      title={t('guardian.result.noneTitle')}
      description={t('guardian.result.noneBody')}
      action={
        <Link href={children} className={buttonVariants({ variant: 'secondary', wrap: true })}>
          {t('guardian.result.toChildren')}
        </Link>
      }
    />
  );
}
