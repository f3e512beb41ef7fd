import { useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import type { PeriodSelectControlsProps } from './PeriodSelectControls.tsx';
import { PeriodSelectShell } from './PeriodSelectShell.tsx';
import { $recordsDrawn } from './records-drawn.ts';
import { afterNextFrame } from '../../hooks/after-first-frame.ts';
import { featureTextsReady } from '../../i18n/index.ts';
import { $language, intlLocale } from '../../stores/language.ts';

export type { PeriodSelectChoice, PeriodSelectControlsProps } from './PeriodSelectControls.tsx';

type Controls = ComponentType<PeriodSelectControlsProps>;
let controlsLoad: Promise<Controls> | undefined;

/**
 * Most of a record list's code is these controls' (react-aria's date fields, Radix Select): asked for once the list
 * has drawn its first page, while the rows need only the list's own code and its call. Once, for the page's life.
 */
function loadControls(): Promise<Controls> {
  if (controlsLoad === undefined) {
    controlsLoad = import('./PeriodSelectControls.tsx').then(async (m) => {
      await featureTextsReady();
      return m.PeriodSelectControls;
    });
    // A failed load (a lost connection) is asked for again by the next filter that wants it.
    controlsLoad.catch(() => {
      controlsLoad = undefined;
    });
  }
  return controlsLoad;
}

/** Asks for the controls even if no list says it has drawn (its call still on its way on a slow line). */
export const CONTROLS_AT_THE_LATEST_MS = 3000;

/** How long after a failed load of the controls' code it is asked for again. */
const CONTROLS_RETRY_MS = 5000;

/**
 * The first date format of a page has the browser load its locale data, a task of its own that a slow phone takes
 * most of the 50 ms a task may run before it delays the resident's input. The controls need it as soon as their code
 * runs (react-aria checks the browser's locale when its module loads, then formats the dates), so it is done first,
 * alone, and their code's own task is that much shorter.
 */
function warmDateFormats(): void {
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
  new Intl.DateTimeFormat(intlLocale($language.get())).format(0);
}

/**
 * Whether the controls' code (and what only they show, such as the organisation choices) may load: after the next
 * frame once a record list on the screen has drawn its first page (PagedRecords counts it in $recordsDrawn), or after
 * CONTROLS_AT_THE_LATEST_MS, whichever comes first; then for good. After the rows' frame, the date formats are
 * readied in that task (warmDateFormats) and the answer changes in the next one.
 */
export function useAfterRecordsDrawn(): boolean {
  const drawn = useStore($recordsDrawn);
  const [atMount] = useState(drawn);
  const [ready, setReady] = useState(false);
  const listDrawn = drawn > atMount;
  useEffect(() => {
    if (ready) return;
    let next: ReturnType<typeof setTimeout> | undefined;
    const latest = setTimeout(() => setReady(true), CONTROLS_AT_THE_LATEST_MS);
    // After the frame that paints the rows: their paint does not wait for this code to be fetched and run.
    const afterRows = listDrawn
      ? afterNextFrame(() => {
          warmDateFormats();
          next = setTimeout(() => setReady(true), 0);
        })
      : undefined;
    return () => {
      clearTimeout(latest);
      clearTimeout(next);
      afterRows?.();
    };
  }, [listDrawn, ready]);
  return ready;
}

/**
 * A record list's period filter and the choice beside it, whose code comes after the list's first page: until it is
 * here, a look-alike of the same size holds its place (PeriodSelectShell), so the rows are drawn first and nothing
 * moves when the controls arrive. Give it a memoised `choice` (and `options`), or the controls re-render with the list.
 */
export function LazyPeriodSelect(props: PeriodSelectControlsProps) {
  return <PeriodSelectWhenReady ready={useAfterRecordsDrawn()} {...props} />;
}

/**
 * The controls' component once `ready` has asked for their code and it is here (with its texts), else null.
 * Not React's `lazy`: a lazy component suspends on its first render even when its code has arrived, so the controls
 * were drawn twice over (the look-alike as the boundary's fallback, then the controls revealed in a task of their
 * own with all their effects at once). A component that is already here is drawn in one deferred render instead.
 */
function useLoadedControls(ready: boolean): Controls | null {
  const [controls, setControls] = useState<{ component: Controls } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!ready || controls !== null) return;
    let live = true;
    let again: ReturnType<typeof setTimeout> | undefined;
    loadControls().then(
      (component) => {
        if (live) setControls({ component });
      },
      () => {
        // Their code did not arrive (a lost connection): the look-alike stays, and it is asked for again.
        if (live) again = setTimeout(() => setAttempt((n) => n + 1), CONTROLS_RETRY_MS);
      },
    );
    return () => {
      live = false;
      clearTimeout(again);
    };
  }, [ready, controls, attempt]);
  return controls?.component ?? null;
}

/**
 * LazyPeriodSelect for a caller that already follows useAfterRecordsDrawn (for calls of its own): `ready` is its answer.
 * The controls are drawn as a deferred value once their code is here: React draws them in the background, yielding to
 * input every few milliseconds instead of in one long task, and keeps the look-alike on screen until they are drawn.
 */
export function PeriodSelectWhenReady({ ready, ...props }: PeriodSelectControlsProps & { ready: boolean }) {
  const Loaded = useDeferredValue(useLoadedControls(ready));
  const { messages, range, choice } = props;
  if (Loaded !== null) return <Loaded {...props} />;
  const shown = choice.options.find((option) => option.value === choice.value)?.label ?? '';
  return <PeriodSelectShell messages={messages} range={range} choice={{ label: choice.label, text: shown, className: choice.className }} />;
}
