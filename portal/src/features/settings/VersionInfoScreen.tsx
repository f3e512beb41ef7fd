import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Card } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { supportedLanguages } from '../../stores/language.ts';
import { appVersion } from './version.ts';

/** docs/product/overview.md: the participating organisations, by code. */
const organisations = ['SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'] as const;

/** docs/product/routes.md versionInfo: what the portal is, its version, the organisations and languages it covers. */
export function VersionInfoScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Card.Root className="flex flex-col gap-4 p-4">
      <p className="text-base">{t('settings.version.description')}</p>
      <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-text-muted">{t('settings.version.appVersion')}</dt>
        <dd className="m-0" data-testid="app-version">
          {appVersion}
        </dd>
        <dt className="font-medium text-text-muted">{t('settings.version.organisations')}</dt>
        <dd className="m-0">{organisations.join(', ')}</dd>
        <dt className="font-medium text-text-muted">{t('settings.version.languages')}</dt>
        <dd className="m-0">
          {supportedLanguages.map((language, index) => (
            <span key={language} lang={language}>
              {index > 0 ? ', ' : ''}
              {t(`common.languageNames.${language}`)}
            </span>
          ))}
        </dd>
      </dl>
    </Card.Root>
  );
}
