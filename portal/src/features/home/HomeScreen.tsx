import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Card, List, Skeleton } from '@mhp/design-system';
import { paths } from '@mhp/contract';
import type { PersonalInfo } from '@mhp/contract';
import { api } from '../../api/index.ts';
import { pathOf } from '../../app/routes.ts';
import { $language } from '../../stores/language.ts';
import type { ScreenProps } from '../../app/screens.ts';

/**
 * A minimal home (the catalogue comes with its own issue): greeting by name from
 * POST /personalInformation/detail, and the way into the blood-pressure pages. Kept light for the
 * home budget (ARCHITECTURE 8): no zod, no react-aria here.
 */
export function HomeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [info, setInfo] = useState<PersonalInfo | null | 'failed'>(null);
  const tree = route.tree ?? 'web';

  useEffect(() => {
    const controller = new AbortController();
    api
      .post<PersonalInfo>(paths.personalInfo, {}, { signal: controller.signal })
      .then(setInfo)
      .catch(() => {
        if (!controller.signal.aborted) setInfo('failed');
      });
    return () => controller.abort();
  }, []);

  const listPath = pathOf('pressurePage', tree) ?? '';
  const addPath = pathOf('addPressure', tree) ?? '';

  return (
    <div className="flex flex-col gap-6">
      <Card.Root asChild>
        <section aria-labelledby="home-greeting" aria-busy={info === null || undefined}>
          <Card.Header>
            <Card.Title asChild>
              <h2 id="home-greeting" className="text-xl">
                {info === null ? (
                  <Skeleton shape="text" className="h-6 w-48" />
                ) : info === 'failed' ? (
                  t('home.greetingAnonymous')
                ) : (
                  t('home.greeting', { name: info.name[language] })
                )}
              </h2>
            </Card.Title>
            <Card.Description>{t('home.intro')}</Card.Description>
          </Card.Header>
        </section>
      </Card.Root>
      <section aria-labelledby="home-health-data" className="flex flex-col gap-3">
        <h2 id="home-health-data" className="text-lg font-semibold">
          {t('home.healthDataHeading')}
        </h2>
        <List.Root>
          <List.Item href={listPath} title={t('home.bloodPressure')} description={t('home.bloodPressureHint')} />
          <List.Item href={addPath} title={t('home.addBloodPressure')} description={t('home.addBloodPressureHint')} />
        </List.Root>
      </section>
    </div>
  );
}
