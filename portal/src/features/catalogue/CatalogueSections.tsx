import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { CategoryTabBar, ServiceGrid, cn } from '@macao-phr/design-system';
import { classificationName } from '@macao-phr/contract';
import type { ServiceClassification } from '@macao-phr/contract';
import type { Tree } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';
import { ServiceCatalogueTile } from './ServiceCatalogueTile.tsx';

/** docs/product/entities.md sample category whose services always show as maintenance on the maintenance home (docs/product/routes.md behaviour 3). */
export const HEALTH_RECORD_CATEGORY = 'healthRecord';

export interface CatalogueSectionsProps {
  readonly classifications: readonly ServiceClassification[];
  readonly tree: Tree;
  readonly patid: string | null;
  /** The maintenance home: every service of the 'health record' category shows as maintenance. */
  readonly maintenanceHome?: boolean;
  /** sessionStorage key under which the scroll position is remembered (docs/product/routes.md behaviour 3). */
  readonly storageKey: string;
  /** The sticky NavBar of the phone frame is above the bar: sit under it. */
  readonly underNavBar: boolean;
}

/**
 * The whole classified catalogue under the sticky CategoryTabBar (docs/product/routes.md behaviour 3: tabs scroll to a
 * category, the scroll moves the active tab, throttled 100 ms, active under 200 px, position kept).
 * Empty categories are left out: a tab that leads to nothing helps nobody.
 */
export function CatalogueSections({ classifications, tree, patid, maintenanceHome = false, storageKey, underNavBar }: CatalogueSectionsProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const shown = classifications.filter((c) => c.services.length > 0);
  const anchor = (code: string) => `category-${code}`;
  return (
    <div className="flex flex-col gap-6">
      <CategoryTabBar
        label={t('catalogue.categoriesLabel')}
        storageKey={storageKey}
        categories={shown.map((c) => ({ id: anchor(c.classificationCode), label: classificationName(c, language) }))}
        className={cn('-mx-4 sm:mx-0', underNavBar && 'top-14')}
      />
      {shown.map((c) => {
        const headingId = `${anchor(c.classificationCode)}-heading`;
        const forced = maintenanceHome && c.classificationCode === HEALTH_RECORD_CATEGORY;
        return (
          <section key={c.classificationId} aria-labelledby={headingId} data-category={c.classificationCode} className="relative flex flex-col gap-3">
            {/* The tab bar scrolls to this anchor; under the phone's sticky NavBar it sits that much higher. */}
            <span id={anchor(c.classificationCode)} className={cn('absolute start-0', underNavBar ? '-top-16' : '-top-2')} />
            <h2 id={headingId} className="text-lg font-semibold">
              {classificationName(c, language)}
            </h2>
            <ServiceGrid aria-labelledby={headingId}>
              {c.services.map((service) => (
                <ServiceCatalogueTile key={service.serviceId} service={service} tree={tree} patid={patid} forceMaintenance={forced} lazyPicture />
              ))}
            </ServiceGrid>
          </section>
        );
      })}
    </div>
  );
}
