import './messages.ts';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Button, Skeleton } from '@macao-phr/design-system';
import type { QuickLinkOption, QuickLinkSorterMessages } from '@macao-phr/design-system';
import { QUICK_LINKS_MAX, QUICK_LINKS_MIN, quickLinksError, serviceName, validationMessages } from '@macao-phr/contract';
import type { Service } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { pushToast } from '../../stores/toasts.ts';
import { ApiError } from '../../api/index.ts';
import { LoadFailed } from '../common/load-failed.tsx';
import { catalogue, defaultCommonServices, homeDataRead, saveQuickLinks, terminalOf } from './api.ts';
import { lazyWithTexts } from '../../i18n/index.ts';

const QuickLinkSorter = lazyWithTexts(() => import('./drag-and-drop-sorter.ts').then((m) => ({ default: m.QuickLinkSorter })));

interface Loaded {
  readonly options: readonly Service[];
  readonly chosen: readonly string[];
}

/**
 * docs/product/routes.md customSettings (behaviour 7), docs/product/validation.md quick links: choose 3 to 11 services and drag them into
 * order; a chosen service shows as added and Add is disabled at 11 (the server refuses a duplicate with
 * 'Service already exists' and a 12th); saved with /userCustomConfig/saveConfig, the
 * defaults come from getDefaultCommonService. The design-system QuickLinkSorter brings react-aria's drag
 * and drop, which is why this screen is its own chunk and nothing on home imports it.
 */
export function CustomSettingsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const terminal = terminalOf(route.tree ?? 'web');
  const [data, setData] = useState<Loaded | null | 'failed'>(null);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    setData(null);
    Promise.all([catalogue(terminal, { signal }), homeDataRead(terminal).fetch(signal)]).then(
      ([classes, home]) => {
        const seen = new Set<number>();
        const options = classes.flatMap((c) => c.services).filter((s) => !seen.has(s.serviceId) && seen.add(s.serviceId) !== undefined);
        const ids = home.commonServices.map((c) => String(c.serviceId));
        setData({ options, chosen: ids });
        setChosen(ids);
      },
      () => {
        if (!signal.aborted) setData('failed');
      },
    );
    return () => controller.abort();
  }, [terminal, attempt]);

  const options: QuickLinkOption[] = useMemo(
    () =>
      data === null || data === 'failed'
        ? []
        : data.options.map((s) => {
            const name = serviceName(s, language);
            return {
              id: String(s.serviceId),
              label: name,
              textValue: name,
              picture: s.servicePic === '' ? undefined : <img src={s.servicePic} alt="" width={32} height={32} loading="lazy" className="size-8 object-contain" />,
            };
          }),
    [data, language],
  );

  const messages: Partial<QuickLinkSorterMessages> = useMemo(
    () => ({
      chosenLabel: t('catalogue.chosenLabel'),
      availableLabel: t('catalogue.availableLabel'),
      add: t('catalogue.add'),
      addedLabel: t('catalogue.addedLabel'),
      remove: t('catalogue.remove'),
      move: (name) => t('catalogue.move', { name }),
      duplicate: validationMessages[language]['quickLinks.duplicate'],
      tooFew: (min) => t('catalogue.tooFew', { min }),
      tooMany: (max) => t('catalogue.tooMany', { max }),
      added: (name, count) => t('catalogue.added', { name, count }),
      removed: (name, count) => t('catalogue.removed', { name, count }),
      moved: (name, position, count) => t('catalogue.moved', { name, position, count }),
    }),
    [t, language],
  );

  if (data === 'failed') return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (data === null) return <SorterSkeleton />;

  const save = async (): Promise<void> => {
    const ids = chosen.map(Number);
    const problem = quickLinksError(ids);
    if (problem !== null) {
      setError(validationMessages[language][problem]);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await saveQuickLinks(ids, { toastOnError: false });
      setChosen(saved.serviceIds.map(String));
      pushToast('success', t('catalogue.saved'));
    } catch (cause) {
      // The server's own refusal (validation, a service no longer visible) in the resident's language.
      if (cause instanceof ApiError && cause.kind === 'result') setError(cause.message);
    } finally {
      setSaving(false);
    }
  };

  const restoreDefaults = async (): Promise<void> => {
    try {
      const defaults = await defaultCommonServices(terminal);
      setChosen(defaults.map((c) => String(c.serviceId)));
      setError(null);
    } catch {
      // The client has shown the failure.
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-base">{t('catalogue.settingsIntro', { min: QUICK_LINKS_MIN, max: QUICK_LINKS_MAX })}</p>
      <p data-testid="quick-link-count" className="text-sm text-text-muted" aria-live="polite">
        {t('catalogue.count', { count: chosen.length, max: QUICK_LINKS_MAX })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void save()} loading={saving}>
          {t('catalogue.save')}
        </Button>
        <Button variant="secondary" onClick={() => void restoreDefaults()}>
          {t('catalogue.restoreDefaults')}
        </Button>
      </div>
      {error === null ? null : (
        <p role="alert" className="text-base text-danger">
          {error}
        </p>
      )}
      <Suspense fallback={<SorterSkeleton />}>
        <QuickLinkSorter
          options={options}
          value={chosen}
          onValueChange={(ids) => {
            setChosen(ids);
            setError(null);
          }}
          min={QUICK_LINKS_MIN}
          max={QUICK_LINKS_MAX}
          messages={messages}
        />
      </Suspense>
    </div>
  );
}

function SorterSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}
