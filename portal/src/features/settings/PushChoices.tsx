import { useEffect, useId, useState } from 'react';
import { NOTICE_TYPES } from '@macao-phr/contract';
import type { NoticeType } from '@macao-phr/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PushDenied, loadPushState, savePushKinds } from '../notices/push.ts';
import type { PushState } from '../notices/push.ts';

type Shown = PushState | { status: 'loading' | 'failed' };

/**
 * Settings' push notifications (docs/product/notices.md#push): one check box per kind of record; ticking the first
 * asks the browser's permission and subscribes this browser, clearing the last removes the subscription. What a push
 * says is decided on the server and never holds the record's values.
 */
export function PushChoices({ tree }: { tree: 'mob' | 'web' }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<Shown>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    loadPushState(controller.signal).then(setState, () => {
      if (!controller.signal.aborted) setState({ status: 'failed' });
    });
    return () => controller.abort();
  }, []);

  const toggle = async (kind: NoticeType, on: boolean) => {
    if (state.status !== 'ready') return;
    const wanted = NOTICE_TYPES.filter((k) => (k === kind ? on : state.kinds.includes(k)));
    setSaving(true);
    setSaid('');
    try {
      const kinds = await savePushKinds(wanted, state.publicKey, tree);
      setState({ ...state, kinds });
      setSaid(kinds.length === 0 ? t('settings.push.savedOff') : t('settings.push.saved'));
    } catch (error) {
      if (error instanceof PushDenied) setState({ status: 'denied' });
      else setSaid(t('settings.push.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const note =
    state.status === 'unsupported'
      ? t('settings.push.unsupported')
      : state.status === 'off'
        ? t('settings.push.off')
        : state.status === 'denied'
          ? t('settings.push.denied')
          : state.status === 'failed'
            ? t('settings.push.loadFailed')
            : null;

  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" data-push={state.status}>
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={`${id}-hint`} disabled={state.status !== 'ready' || saving} aria-busy={state.status === 'loading' || saving}>
        <legend id={id} className="mb-2 text-lg font-semibold">
          {t('settings.push.heading')}
        </legend>
        <p id={`${id}-hint`} className="m-0 text-sm text-text-muted">
          {t('settings.push.hint')}
        </p>
        {note !== null ? <p className="m-0 text-base">{note}</p> : null}
        {state.status === 'ready' ? (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {NOTICE_TYPES.map((kind) => (
              <label
                key={kind}
                className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface-raised p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
              >
                <input type="checkbox" name="push-kind" value={kind} checked={state.kinds.includes(kind)} onChange={(event) => void toggle(kind, event.currentTarget.checked)} className="size-5 accent-primary" />
                <span className="text-base font-medium">{t(`settings.push.kind.${kind}`)}</span>
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>
      <p role="status" className="m-0 text-sm text-text-muted">
        {said}
      </p>
    </section>
  );
}
