import './messages.ts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { Alert, Badge, Button, EmptyState, buttonVariants } from '@macao-phr/design-system';
import { homePathOf, pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { formatNumber } from '../../i18n/format.ts';
import { LoadingBlocks, useLoaded } from '../common/loaded.tsx';
import { RecordsFailed } from '../common/paged.tsx';
import { listWards } from './api.ts';
import { $subject, actFor, actForSelf } from '../../stores/subject.ts';
import { VerificationForm, type VerificationOutcome } from './VerificationForm.tsx';

/**
 * docs/product/routes.md childService (both trees), docs/product/roles.md: after the parent/guardian identity check, the resident's
 * children and wards; choosing one makes every screen show their records (Subject header) until the
 * guardian goes back to their own. On a phone the check is its own screen (dataVerification, result);
 * on the web it is done here.
 */
export function ChildServiceScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const subject = useStore($subject);
  const [, navigate] = useLocation();
  const tree = route.tree ?? 'web';
  // The wards are the guardian's own whoever they act for: the read is made once, so going back to their own records
  // (which empties the query cache and changes whose records a read is of) does not load the list again.
  const [wards] = useState(listWards);
  const { data, retry } = useLoaded(wards);
  const [failure, setFailure] = useState<string | null>(null);

  const verified = (outcome: VerificationOutcome) => {
    if (outcome.ok) {
      setFailure(null);
      // The check dropped the list from the cache (verifyGuardian): it loads afresh.
      retry();
    } else setFailure(outcome.message);
  };

  if (data === null) return <LoadingBlocks heights={['h-16', 'h-16']} />;
  if (data === 'failed') return <RecordsFailed title={t('guardian.children.errorTitle')} description={t('common.loadFailed')} retry={t('common.retry')} onRetry={retry} />;
  if (!data.verified) {
    if (tree === 'mob')
      return (
        <EmptyState
          title={t('guardian.children.needCheckTitle')}
          description={t('guardian.children.needCheckBody')}
          action={
            <Link href={pathOf('dataVerification', 'mob') ?? '/mob/dataVerification'} className={buttonVariants({ variant: 'primary', wrap: true })}>
              {t('guardian.children.startCheck')}
            </Link>
          }
        />
      );
    return (
      <section aria-labelledby="guardian-check" className="flex flex-col gap-4">
        <h2 id="guardian-check" className="text-xl font-semibold">
          {t('guardian.children.needCheckTitle')}
        </h2>
        {failure === null ? null : (
          <Alert variant="error">{`${t('guardian.result.failTitle')}: ${failure}`}</Alert>
        )}
        <VerificationForm onDone={verified} />
      </section>
    );
  }

  return (
    <section aria-labelledby="guardian-wards" className="flex flex-col gap-4">
      <h2 id="guardian-wards" className="text-xl font-semibold">
        {t('guardian.children.heading')}
      </h2>
      <p className="text-base text-text-muted">{t('guardian.children.intro')}</p>
      {data.rows.length === 0 ? (
        <EmptyState title={t('guardian.children.emptyTitle')} description={t('guardian.children.emptyBody')} />
      ) : (
        <ul role="list" className="m-0 flex list-none flex-col gap-3 p-0">
          {data.rows.map((ward) => {
            const name = ward.name[language];
            const current = subject?.patid === ward.patid;
            return (
              <li key={ward.patid} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised p-4">
                <div className="flex flex-col gap-1">
                  <span className="text-lg font-medium">{name}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-text-muted">
                    {t('guardian.children.age', { age: formatNumber(ward.age, language) })}
                    <Badge variant="neutral">{ward.adult ? t('guardian.children.adult') : t('guardian.children.minor')}</Badge>
                  </span>
                </div>
                {current ? (
                  <Badge variant="info">{t('guardian.children.viewing')}</Badge>
                ) : (
                  <Button
                    onClick={() => {
                      actFor({ patid: ward.patid, name: ward.name });
                      navigate(homePathOf(tree));
                    }}
                  >
                    {t('guardian.children.view', { name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {subject === null ? null : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-base">{t('guardian.children.actingAs', { name: subject.name[language] })}</p>
          <Button variant="secondary" onClick={actForSelf}>
            {t('guardian.banner.back')}
          </Button>
        </div>
      )}
    </section>
  );
}
