import './messages.ts';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Badge, Button, EmptyState, List } from '@macao-phr/design-system';
import type { NoticeListResult, NoticeRow } from '@macao-phr/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDateTime } from '../../i18n/format.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { PagedRecords, pagedKeysUnder, pagedModeOf, usePaged } from '../common/paged.tsx';
import { orgNameIn } from '../lab-reports/report.ts';
import { listNotices, markAllNoticesRead, markNoticesRead, noticePageSize } from './api.ts';
import { noticeTarget } from './logic.ts';

const keys = pagedKeysUnder('notices');

/**
 * docs/product/notices.md: the records organisations sent to the signed-in resident, newest first, unread ones marked
 * "New". Opening a notice marks it read and lands on the record it names; "Mark all as read" clears the home's count.
 */
export function NoticesScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const paged = usePaged<NoticeRow, NoticeListResult>((pageNum) => listNotices(pageNum, noticePageSize), pagedModeOf(route.tree));
  // Each page the server answers carries the unread count, and so does marking read, until the next page comes (the
  // home asks again: marking read invalidates its count).
  const { last } = paged.state;
  const [marked, setMarked] = useState<{ readonly after: unknown; readonly unread: number } | null>(null);
  const unread = marked !== null && marked.after === last ? marked.unread : (last?.unread ?? null);
  const [said, setSaid] = useState('');

  const markAll = async () => {
    const answer = await markAllNoticesRead();
    setMarked({ after: last, unread: answer.unread });
    setSaid(t('notices.markedAllRead'));
    void paged.load(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base text-text-muted">{t('notices.intro')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0 text-base font-medium text-text">{unread !== null && unread > 0 ? t('notices.unreadCount', { count: unread }) : t('notices.allRead')}</p>
        {unread !== null && unread > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => void markAll()}>
            {t('notices.markAllRead')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      <PagedRecords paged={paged} pageSize={noticePageSize} keys={keys} timesInRows empty={<EmptyState title={t('notices.none')} description={t('notices.noneHint')} />}>
        {(rows) => (
          <List.Root aria-label={t('notices.listLabel')}>
            {rows.map((row) => {
              const href = noticeTarget(row.recordType, row.recordId, tree);
              const title = t(`notices.${row.kind}.${row.recordType}`, row.orgCode === null ? {} : { org: orgNameIn(row.orgCode, language) });
              return (
                <List.Item
                  key={row.id}
                  data-unread={row.read ? undefined : ''}
                  {...(href === null ? {} : { href })}
                  // The row is a link; marking it read goes along with following it.
                  onClickCapture={() => {
                    if (row.read) return;
                    void markNoticesRead([row.id], { toastOnError: false }).then((answer) => setMarked({ after: last, unread: answer.unread }), () => undefined);
                  }}
                  title={title}
                  description={formatDateTime(row.at, language)}
                  trailing={row.read ? undefined : <Badge variant="brand">{t('notices.unread')}</Badge>}
                />
              );
            })}
          </List.Root>
        )}
      </PagedRecords>
    </div>
  );
}
