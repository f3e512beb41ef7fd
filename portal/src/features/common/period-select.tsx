import { Suspense, lazy } from 'react';
import type { PeriodSelectControlsProps } from './PeriodSelectControls.tsx';
import { PeriodSelectShell } from './PeriodSelectShell.tsx';

export type { PeriodSelectChoice, PeriodSelectControlsProps } from './PeriodSelectControls.tsx';

// Most of a record list's code is these controls' (react-aria's date fields, Radix Select): asked for when the list
// first draws and drawn when here, while the rows need only the list's own code and its call.
const PeriodSelectControls = lazy(() => import('./PeriodSelectControls.tsx').then((m) => ({ default: m.PeriodSelectControls })));

/**
 * A record list's period filter and the choice beside it, whose code comes after the list's own: until it is here, a
 * look-alike of the same size holds its place (PeriodSelectShell), so the rows can be drawn first and nothing moves
 * when the controls arrive. Give it a memoised `choice` (and `options`), or the controls re-render with the list.
 */
export function LazyPeriodSelect(props: PeriodSelectControlsProps) {
  const { messages, range, choice } = props;
  const shown = choice.options.find((option) => option.value === choice.value)?.label ?? '';
  return (
    <Suspense fallback={<PeriodSelectShell messages={messages} range={range} choice={{ label: choice.label, text: shown, className: choice.className }} />}>
      <PeriodSelectControls {...props} />
    </Suspense>
  );
}
