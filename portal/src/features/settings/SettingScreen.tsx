import './messages.ts';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { List } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { pathOf } from '../../routes/routes.ts';
import type { RouteName } from '../../routes/routes.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { $homeVariant, HOME_VARIANTS, setHomeVariant } from '../../stores/home-variant.ts';
import type { HomeVariant } from '../../stores/home-variant.ts';
import { $theme, THEME_CHOICES } from '../../stores/theme.ts';
import { chooseTheme } from './saved-theme.ts';
import { PushChoices } from './PushChoices.tsx';

const variantText = {
  traditional: { label: 'settings.homeTraditional', hint: 'settings.homeTraditionalHint' },
  easy: { label: 'settings.homeEasy', hint: 'settings.homeEasyHint' },
} as const satisfies Record<HomeVariant, { label: string; hint: string }>;

/**
 * docs/product/routes.md setting: the language (docs/product/states.md: choosing stores it and reloads), the colour theme (as my
 * device by default, light, dark or high contrast; this resident's, on this device), push notifications on this device per
 * kind of record (docs/product/notices.md#push), on a phone the home variant
 * (traditional or easy home, docs/product/routes.md further mobile entries), and the way to quick links, personal
 * information and version information.
 */
export function SettingScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const tree = route.tree ?? 'web';
  const variant = useStore($homeVariant);
  const theme = useStore($theme);
  const ids = { language: useId(), theme: useId(), home: useId(), more: useId() };
  const path = (name: RouteName) => pathOf(name, tree) ?? '';

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={ids.language} className="flex flex-col gap-2">
        <h2 id={ids.language} className="text-lg font-semibold">
          {t('settings.languageHeading')}
        </h2>
        <p className="text-sm text-text-muted">{t('settings.languageHint')}</p>
        <LanguageSwitch className="flex flex-wrap items-center gap-2" />
      </section>

      <section aria-labelledby={ids.theme} className="flex flex-col gap-2">
        <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={`${ids.theme}-hint`}>
          <legend id={ids.theme} className="mb-2 text-lg font-semibold">
            {t('settings.themeHeading')}
          </legend>
          <p id={`${ids.theme}-hint`} className="m-0 text-sm text-text-muted">
            {t('settings.themeHint')}
          </p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {THEME_CHOICES.map((value) => (
              <label
                key={value}
                className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface-raised p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
              >
                <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => void chooseTheme(value)} className="size-5 accent-primary" />
                <span className="text-base font-medium">{t(`settings.theme.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      <PushChoices tree={tree === 'mob' ? 'mob' : 'web'} />

      {tree === 'mob' ? (
        <section aria-labelledby={ids.home} className="flex flex-col gap-2">
          <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
            <legend id={ids.home} className="mb-2 text-lg font-semibold">
              {t('settings.homeHeading')}
            </legend>
            {HOME_VARIANTS.map((value) => (
              <label
                key={value}
                className="flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface-raised p-3 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="home-variant"
                  value={value}
                  checked={variant === value}
                  onChange={() => setHomeVariant(value)}
                  className="mt-1 size-5 accent-primary"
                />
                <span className="flex flex-col gap-0.5">
                  <span className="text-base font-medium">{t(variantText[value].label)}</span>
                  <span className="text-sm text-text-muted">{t(variantText[value].hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </section>
      ) : null}

      <section aria-labelledby={ids.more} className="flex flex-col gap-2">
        <h2 id={ids.more} className="text-lg font-semibold">
          {t('settings.moreHeading')}
        </h2>
        <List.Root>
          <List.Item href={path('customSettings')} title={t('common.routes.customSettings')} description={t('settings.quickLinksHint')} />
          <List.Item href={path('personalInfo')} title={t('common.routes.personalInfo')} description={t('settings.personalHint')} />
          <List.Item href={path('childService')} title={t('common.routes.childService')} />
          <List.Item href={path('qrConsents')} title={t('common.routes.qrConsents')} />
          <List.Item href={path('accessLog')} title={t('common.routes.accessLog')} description={t('settings.accessLogHint')} />
          <List.Item href={path('exportRecord')} title={t('common.routes.exportRecord')} description={t('settings.exportHint')} />
          <List.Item href={path('versionInfo')} title={t('common.routes.versionInfo')} description={t('settings.versionHint')} />
        </List.Root>
      </section>
    </div>
  );
}
