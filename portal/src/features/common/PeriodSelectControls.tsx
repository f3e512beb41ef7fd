import { memo, startTransition, useEffect, useState } from 'react';
import { Select } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import { PeriodFilter } from './period.tsx';
import { wideDateSegments } from './period-range.ts';
import { ChoiceShell } from './PeriodSelectShell.tsx';

/** The choice beside a record list's period (organisation, record type): Select's own props. */
export interface PeriodSelectChoice {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Its width from the middle breakpoint on. */
  className: string;
}

export interface PeriodSelectControlsProps {
  messages: string;
  today: string;
  range: DateRangeValue;
  onRangeChange: (value: DateRangeValue) => void;
  onRangeValidityChange: (valid: boolean) => void;
  choice: PeriodSelectChoice;
}

/**
 * A record list's period filter and the one choice beside it. A module of its own, loaded after the list's screen
 * (LazyPeriodSelect): react-aria's date fields and Radix Select are most of a record list's code, and the list's rows
 * need none of them (PeriodSelectShell stands in, at the same size, until it is here). Memoised: the list's own
 * loads re-render the screen, not these controls.
 */
export const PeriodSelectControls = memo(function PeriodSelectControls({ messages, today, range, onRangeChange, onRangeValidityChange, choice }: PeriodSelectControlsProps) {
  // The Select comes a task after the period filter, in a render of its own: the two drawn and set up in one go were
  // the longest task of a record list's loading on a slow phone. Its look-alike holds its place meanwhile.
  const [choiceDrawn, setChoiceDrawn] = useState(false);
  useEffect(() => {
    const next = setTimeout(() => startTransition(() => setChoiceDrawn(true)), 0);
    return () => clearTimeout(next);
  }, []);
  const shown = choice.options.find((option) => option.value === choice.value)?.label ?? '';
  return (
    <div data-slot="period-select-controls" className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <PeriodFilter messages={messages} className={wideDateSegments} value={range} onValueChange={onRangeChange} onValidityChange={onRangeValidityChange} today={today} />
      {choiceDrawn ? (
        <Select className={choice.className} label={choice.label} value={choice.value} onValueChange={choice.onChange} options={[...choice.options]} />
      ) : (
        <ChoiceShell alone label={choice.label} text={shown} className={choice.className} />
      )}
    </div>
  );
});
