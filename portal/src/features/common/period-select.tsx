import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PeriodSelectControlsProps } from './PeriodSelectControls.tsx';
import { PeriodSelectShell } from './PeriodSelectShell.tsx';
import { $recordsDrawn } from './records-drawn.ts';
import { afterNextFrame } from '../../app/after-first-frame.ts';
import { lazyWithTexts } from '../../i18n/index.ts';
import { $language, intlLocale } from '../../stores/language.ts';

export type { PeriodSelectChoice, PeriodSelectControlsProps } from './PeriodSelectControls.tsx';

// Most of a record list's code is these controls' (react-aria's date fields, Radix Select): asked for once the list
// has drawn its first page and drawn when here, while the rows need only the list's own code and its call.
const PeriodSelectControls = lazyWithTexts(() => import('./PeriodSelectControls.tsx').then((m) => ({ default: m.PeriodSelectControls })));

/** Asks for the controls even if no list says it has drawn (its call still on its way on a slow line). */
export const CONTROLS_AT_THE_LATEST_MS = 3000;

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
 * LazyPeriodSelect for a caller that already follows useAfterRecordsDrawn (for calls of its own): `ready` is its answer.
 * The controls are drawn as a deferred value: React draws them in the background, yielding to input every few
 * milliseconds instead of in one long task, and keeps the look-alike on screen until their code is here and drawn.
 */
export function PeriodSelectWhenReady({ ready, ...props }: PeriodSelectControlsProps & { ready: boolean }) {
  const draw = useDeferredValue(ready);
  const { messages, range, choice } = props;
  const shown = choice.options.find((option) => option.value === choice.value)?.label ?? '';
  const shell = <PeriodSelectShell messages={messages} range={range} choice={{ label: choice.label, text: shown, className: choice.className }} />;
  if (!draw) return shell;
  return (
    <Suspense fallback={shell}>
      <PeriodSelectControls {...props} />
    </Suspense>
  );
}
