import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '@macao-phr/design-system';
import { $language, changeLanguage, supportedLanguages } from '../../stores/language.ts';

/**
 * docs/product/states.md: choosing a language stores it and reloads. Each choice is written in its own language
 * (with its lang attribute) so a resident finds theirs whatever is showing.
 */
export function LanguageSwitch({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const current = useStore($language);
  return (
    <div role="group" aria-label={t('common.language')} className={className ?? 'flex flex-wrap items-center gap-1'}>
      {supportedLanguages.map((language) => (
        <Button
          key={language}
          variant="ghost"
          size="sm"
          lang={language}
          aria-pressed={language === current}
          className="aria-pressed:font-bold aria-pressed:underline"
          onClick={() => {
            if (language !== current) changeLanguage(language);
          }}
        >
          {t(`common.languageNames.${language}`)}
        </Button>
      ))}
    </div>
  );
}
