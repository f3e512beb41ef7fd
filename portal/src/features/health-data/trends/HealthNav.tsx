import './messages.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'wouter';
import { cn } from '@macao-phr/design-system';
import { pathOf } from '../../../routes/routes.ts';
import type { RouteEntry, RouteName } from '../../../routes/routes.ts';

/** The health-data screens a web visitor moves between (docs/product/routes.md web list), in reading order. */
export const HEALTH_NAV = ['healthData', 'pressurePage', 'bmiPage', 'fingertipGlucoseTrend', 'bloodGlucoseTrend', 'cholesterolTrend', 'healthTrend', 'healthTip', 'dataRange'] as const satisfies readonly RouteName[];

/**
 * Links between the health-data screens on the web tree, so that every one of them is a Tab away whatever
 * screen the resident opened first (WCAG 2.4.5 multiple ways). The phone tree moves through the health
 * data screen's tabs and its back button instead, so nothing is drawn there.
 */
export function HealthNav({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  if (route.tree !== 'web') return null;
  return (
    <nav aria-label={t('trends.nav.label')} data-slot="health-nav" className="-mt-2 border-b border-border pb-2">
      <ul role="list" className="m-0 flex list-none flex-wrap gap-1 p-0">
        {HEALTH_NAV.map((name) => {
          const href = pathOf(name, 'web');
          if (href === undefined) return null;
          return (
            <li key={name}>
              <Link
                href={href}
                aria-current={route.name === name ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-md px-3 text-base text-text no-underline hover:bg-surface-sunken',
                  'aria-[current=page]:font-semibold aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4',
                )}
              >
                {t(`trends.nav.${name}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
