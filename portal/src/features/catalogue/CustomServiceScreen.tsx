import './messages.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Card, ServiceGrid, ServiceTile, Skeleton, buttonVariants } from '@macao-phr/design-system';
import type { HomeData, Notice } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { pathOf } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { homeDataRead, notices as fetchNotices, personalRead, terminalOf } from './api.ts';
import { ServiceCatalogueTile } from './ServiceCatalogueTile.tsx';
import { LoadFailed } from '../common/load-failed.tsx';

/**
 * docs/product/routes.md customService, docs/product/entities.md "custom service: services plus notices in three languages": the
 * resident's own common services (with the way to change them) and the catalogue's notices.
 */
export function CustomServiceScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const terminal = terminalOf(tree);
  const ids = { services: useId(), notices: useId() };
  const [home, setHome] = useState<HomeData | null | 'failed'>(null);
  const [notices, setNotices] = useState<Notice[] | null | 'failed'>(null);
  const [patid, setPatid] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [noticeAttempt, setNoticeAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setHome(null);
    homeDataRead(terminal).fetch(controller.signal).then(setHome, () => {
      if (!controller.signal.aborted) setHome('failed');
    });
    personalRead().fetch().then((info) => setPatid(info.patid), () => {});
    return () => controller.abort();
  }, [terminal, attempt]);

  // The notices load (and retry) on their own: a failure says so instead of passing for "no notices".
  useEffect(() => {
    const controller = new AbortController();
    setNotices(null);
    fetchNotices(terminal, { signal: controller.signal, toastOnError: false }).then(setNotices, () => {
      if (!controller.signal.aborted) setNotices('failed');
    });
    return () => controller.abort();
  }, [terminal, noticeAttempt]);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={ids.services} aria-busy={home === null || undefined} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={ids.services} className="text-lg font-semibold">
            {t('catalogue.myServices')}
          </h2>
          <Link href={pathOf('customSettings', tree) ?? ''} className={buttonVariants({ variant: 'ghost', size: 'sm', wrap: true })}>
            {t('catalogue.editServices')}
          </Link>
        </div>
        {home === 'failed' ? (
          <LoadFailed headingLevel={3} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <ServiceGrid aria-labelledby={ids.services}>
            {home === null
              ? Array.from({ length: 6 }, (_, i) => <ServiceTile key={i} name="" status="loading" loadingLabel={t('common.loading')} />)
              : home.commonServices.map((c) => <ServiceCatalogueTile key={c.serviceId} service={c.serviceInfo} tree={tree} patid={patid} />)}
          </ServiceGrid>
        )}
      </section>
      <section aria-labelledby={ids.notices} aria-busy={notices === null || undefined} className="flex flex-col gap-3">
        <h2 id={ids.notices} className="text-lg font-semibold">
          {t('catalogue.noticesHeading')}
        </h2>
        {notices === null ? <Skeleton shape="block" className="h-20" /> : null}
        {notices === 'failed' ? <LoadFailed headingLevel={3} onRetry={() => setNoticeAttempt((n) => n + 1)} /> : null}
        {Array.isArray(notices) && notices.length === 0 ? <p className="text-base text-text-muted">{t('catalogue.noNotices')}</p> : null}
        {Array.isArray(notices) && notices.length > 0 ? (
          <ul role="list" className="m-0 flex list-none flex-col gap-3 p-0">
            {notices.map((notice) => (
              <li key={notice.messageId} className="m-0">
                <Card.Root className="flex flex-col gap-1 p-4">
                  <h3 className="text-base font-semibold">{notice.title[language]}</h3>
                  <p className="text-sm text-text-muted">{formatDateTime(notice.publishedAt, language)}</p>
                  <p className="text-base whitespace-pre-line">{notice.content[language]}</p>
                </Card.Root>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
