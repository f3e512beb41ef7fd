import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { Button, cn } from '@macao-phr/design-system';
import { homePathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';
import { actForSelf, type ActingFor } from '../../stores/subject.ts';

/** docs/product/roles.md: while a guardian acts for a ward, every screen says so and offers the way back. */
export function SubjectBanner({ subject, tree }: { readonly subject: ActingFor; readonly tree: Tree }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [, navigate] = useLocation();
  const name = subject.name[language];
  return (
    <aside
      aria-label={t('guardian.banner.label')}
      data-slot="subject-banner"
      className="border-b-4 border-primary bg-surface-raised text-text"
    >
      <div className={cn('flex flex-wrap items-center justify-between gap-2 px-4 py-2', tree === 'web' && 'mx-auto max-w-6xl px-6')}>
        <p className="m-0 text-base font-medium" role="status">
          {t('guardian.banner.viewing', { name })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            actForSelf();
            navigate(homePathOf(tree));
          }}
        >
          {t('guardian.banner.back')}
        </Button>
      </div>
    </aside>
  );
}
