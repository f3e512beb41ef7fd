import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from 'wouter';
import { cn } from '@macao-phr/design-system';
import type { LayoutProps } from './MobileLayout.tsx';
import type { RouteName } from '../routes/routes.ts';
import { useLayoutTitle } from './useLayoutTitle.ts';
import { SkipLink, mainId } from './SkipLink.tsx';
import { LanguageSwitch } from '../features/settings/LanguageSwitch.tsx';
import { SignOutButton } from './SignOutButton.tsx';
import { $signedIn } from '../stores/session.ts';
import { SubjectBannerSlot } from '../features/guardian/SubjectBannerSlot.tsx';

/** The primary navigation; grows with the catalogue issue. */
const primaryNav: readonly { readonly name: RouteName; readonly path: string; readonly section: readonly RouteName[] }[] = [
  { name: 'home', path: '/web/home', section: ['home'] },
  { name: 'pressurePage', path: '/web/pressurePage', section: ['pressurePage', 'addPressure'] },
  { name: 'allService', path: '/web/allService', section: ['allService', 'customService', 'customSettings', 'ssmPage'] },
  { name: 'setting', path: '/web/setting', section: ['setting', 'versionInfo', 'personalInfo', 'childService', 'qrConsents'] },
];

/**
 * The health-record areas, on every signed-in web page (a second row of the header): a plain list of links in a named
 * nav, so keyboards reach it by Tab and screen readers by landmark; it wraps on narrower desktop widths.
 */
const recordsNav: readonly { readonly key: string; readonly path: string; readonly section: readonly RouteName[] }[] = [
  { key: 'labReports', path: '/web/analysisReport', section: ['analysisReport', 'analysisReportList', 'analysisReportDetail'] },
  {
    key: 'imaging',
    path: '/web/imagingReport',
    section: ['imagingReport', 'imagingReportList', 'imagingReportImages', 'imagingReportDetail', 'imagingReportImageShare', 'imagingReportDicomShare', 'imagesView'],
  },
  { key: 'visits', path: '/web/outpatient', section: ['outpatient', 'outpatientDetail'] },
  { key: 'medication', path: '/web/prescription', section: ['prescription', 'prescriptionDetail', 'inuse', 'medications'] },
  { key: 'vaccination', path: '/web/vaccine', section: ['vaccine', 'vaccineBook', 'vaccineDetail', 'vaccinationAppointment'] },
  {
    key: 'healthData',
    path: '/web/healthData',
    section: ['healthData', 'healthTip', 'healthTrend', 'healthDataDetail', 'bmiPage', 'addBmi', 'gestationalDiabetes', 'addSugar', 'cholesterolTrend', 'bloodGlucoseTrend', 'fingertipGlucoseTrend', 'addFingertipGlucose', 'dataRange'],
  },
  { key: 'uploads', path: '/web/myUpload', section: ['myUpload', 'addUpload', 'detailUpload'] },
  { key: 'accessLog', path: '/web/accessLog', section: ['accessLog'] },
];

/**
 * The /web/* frame: a header with the brand, primary navigation, language switch and sign out, then
 * a main landmark whose h1 is the page title. `breadcrumb` slot sits above the h1 (the breadcrumb
 * trail store of docs/architecture.md#portal comes with the records issues).
 */
export function WebLayout({ route, children }: LayoutProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const title = useLayoutTitle(route, root);
  // Public web pages (expired, maintenance) are also seen signed out: no navigation to screens behind login then.
  const signedIn = useStore($signedIn);

  return (
    <div ref={root} data-tree="web" className="flex min-h-dvh flex-col bg-surface text-text">
      <SkipLink />
      <header className="border-b border-border bg-surface-raised">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-6 py-3">
          <Link href="/web/home" className="text-lg font-semibold text-primary no-underline">
            {t('common.appName')}
          </Link>
          {signedIn ? (
          <nav aria-label={t('common.primaryNavigation')} className="flex-1">
            <ul role="list" className="m-0 flex list-none flex-wrap gap-1 p-0">
              {primaryNav.map((item) => {
                const current = item.section.includes(route.name);
                return (
                  <li key={item.name}>
                    {/* Hover on the page surface: the current link's primary text keeps its contrast there (tokens pair them). */}
                    <Link
                      href={item.path}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'inline-flex min-h-11 items-center rounded-md px-3 text-base text-text no-underline hover:bg-surface',
                        'aria-[current=page]:font-semibold aria-[current=page]:text-primary',
                      )}
                    >
                      {t(`common.routes.${item.name}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          ) : (
            <div className="flex-1" />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitch />
            {signedIn ? <SignOutButton /> : null}
          </div>
        </div>
        {signedIn ? (
          <div className="border-t border-border">
            <nav aria-labelledby="records-nav-label" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-6 py-1">
              <span id="records-nav-label" className="text-sm font-semibold text-text-muted">
                {t('common.recordsNavigation')}
              </span>
              <ul role="list" className="m-0 flex flex-1 list-none flex-wrap gap-1 p-0">
                {recordsNav.map((item) => (
                  <li key={item.key}>
                    <Link
                      href={item.path}
                      aria-current={item.section.includes(route.name) ? 'page' : undefined}
                      className={cn(
                        'inline-flex min-h-11 items-center rounded-md px-2 text-sm text-text no-underline hover:bg-surface',
                        'aria-[current=page]:font-semibold aria-[current=page]:text-primary',
                      )}
                    >
                      {t(`common.recordsNav.${item.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ) : null}
      </header>
      {signedIn ? <SubjectBannerSlot tree="web" /> : null}
      <main id={mainId} tabIndex={-1} className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-6 py-8 outline-none">
        <div data-slot="breadcrumb" />
        <h1 className="text-3xl font-semibold text-text">{title}</h1>
        {children}
      </main>
    </div>
  );
}
