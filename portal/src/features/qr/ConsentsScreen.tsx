import './messages.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Badge, Button, ConfirmDialog, EmptyState } from '@macao-phr/design-system';
import type { ConsentListResult, ConsentRow } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { pushToast } from '../../stores/toasts.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { LoadingBlocks } from '../common/loaded.tsx';
import { RecordsFailed } from '../common/paged.tsx';
import { orgNameIn } from '../lab-reports/report.ts';
import { listConsents, withdrawConsent } from './api.ts';

const PAGE = 20;

type Ready = { status: 'ready'; rows: ConsentRow[]; total: number; pages: number };
type State = { status: 'loading' } | { status: 'error' } | Ready;

const readyWith = (answer: ConsentListResult, pages: number): Ready => ({ status: 'ready', rows: answer.rows, total: answer.total, pages });

/**
 * The resident's doctor consents (docs/product/overview.md and docs/product/roles.md: doctors see records only after consent), newest first,
 * withdrawn ones kept with their date; withdrawing asks first. Reached from settings and the scanner.
 */
export function ConsentsScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  // Opened again, the first page the query cache holds shows at once while it is asked for again.
  const [state, setState] = useState<State>(() => {
    const kept = listConsents(1, PAGE).peek();
    return kept === undefined ? { status: 'loading' } : readyWith(kept, 1);
  });

  /** The first `pages` pages as one (load more, and after a withdrawal, asks for all that is shown again). */
  const load = useCallback((pages: number, keepShown = false) => {
    listConsents(1, Math.min(100, PAGE * pages))
      .fetch()
      .then((answer) => setState(readyWith(answer, pages)))
      // A failed refresh of what the cache showed keeps it; any other failure says so.
      .catch(() => setState((s) => (keepShown && s.status === 'ready' ? s : { status: 'error' })));
  }, []);

  useEffect(() => load(1, true), [load]);

  const withdraw = async (row: ConsentRow, pages: number) => {
    try {
      await withdrawConsent(row.id);
      pushToast('success', t('qr.consents.withdrawn'));
      load(pages);
    } catch {
      // The client showed the server's message.
    }
  };

  if (state.status === 'loading') return <LoadingBlocks heights={['h-20', 'h-20']} />;
  if (state.status === 'error') return <RecordsFailed title={t('qr.consents.errorTitle')} description={t('common.loadFailed')} retry={t('common.retry')} onRetry={() => load(1)} />;

  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base">{t('qr.consents.intro')}</p>
      {state.rows.length === 0 ? (
        <EmptyState title={t('qr.consents.emptyTitle')} description={t('qr.consents.emptyBody')} />
      ) : (
        <ul role="list" aria-label={t('qr.consents.listLabel')} className="m-0 flex list-none flex-col gap-3 p-0">
          {state.rows.map((row) => {
            const doctor = row.doctor.name[language];
            const recordType = t(`qr.recordTypes.${row.recordType}`);
            return (
              <li key={row.id} data-consent-id={row.id} className="flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="m-0 text-base font-medium">
                    {t('qr.consents.what', { doctor, department: row.doctor.department[language], org: orgNameIn(row.doctor.orgCode, language), recordType })}
                  </p>
                  <Badge variant={row.withdrawnAt === null ? 'success' : 'neutral'}>
                    {row.withdrawnAt === null ? t('qr.consents.active') : t('qr.consents.withdrawnBadge')}
                  </Badge>
                </div>
                <p className="m-0 text-sm text-text-muted">
                  {t('qr.consents.agreedAt', { time: formatDateTime(row.agreedAt, language) })}
                  {' · '}
                  {t('qr.consents.givenBy', { name: row.givenBy[language] })}
                </p>
                {row.withdrawnAt === null ? (
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" size="sm" className="self-start" aria-label={t('qr.consents.withdrawLabel', { doctor })}>
                        {t('qr.consents.withdraw')}
                      </Button>
                    }
                    title={t('qr.consents.withdrawTitle')}
                    description={t('qr.consents.withdrawBody', { doctor, recordType })}
                    confirmLabel={t('qr.consents.withdraw')}
                    cancelLabel={t('qr.consents.cancel')}
                    onConfirm={() => void withdraw(row, state.pages)}
                  />
                ) : (
                  <p className="m-0 text-sm text-text-muted">{t('qr.consents.withdrawnAt', { time: formatDateTime(row.withdrawnAt, language) })}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {state.rows.length < state.total ? (
        <Button variant="secondary" className="self-start" onClick={() => load(state.pages + 1)}>
          {t('qr.consents.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
