import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { cn, fieldClasses } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import type { Language } from '@macao-phr/contract';
import { $language } from '../../stores/language.ts';
import { wideDateSegments } from './period-range.ts';

const pill = 'flex min-h-11 items-center rounded-full border px-4 text-base';
const pillPlain = 'border-border-strong bg-surface-raised text-text';
const pillChosen = 'border-primary bg-primary text-primary-foreground';

/**
 * A date as the date fields show it in Macao's three languages: day, month, year; two-digit day and month in English and
 * Portuguese. Written out rather than through Intl: the first formatter of a language costs tens of milliseconds on a
 * phone, on the way to the list's first paint, and the date fields build their own once they are here.
 */
export function shellDate(iso: string, language: Language): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  const unpad = (part: string) => String(Number(part));
  return language === 'zh-Hant' ? `${unpad(day)}/${unpad(month)}/${year}` : `${day}/${month}/${year}`;
}

/**
 * What PeriodSelectControls will look like, drawn from plain elements while its code loads: the same texts in the
 * same boxes (DateRangeFilter's preset pills and date fields, Select's trigger), so the list under it does not
 * move when the real controls take its place (docs/performance.md, layout shift). Inert: nothing in it can be
 * focused or pressed; the container says it is busy. An e2e check compares its size with the real controls'.
 */
export function PeriodSelectShell({ messages, range, choice }: { messages: string; range: DateRangeValue; choice: { label: string; text: string; className: string } }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const dateText = (iso: string | null) => (iso ? shellDate(iso, language) : '');
  const presets = ['last3Months', 'last6Months', 'custom'] as const;
  return (
    <div data-slot="period-select-shell" aria-busy="true" inert className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <div className={cn('flex flex-col gap-3', wideDateSegments)}>
        <div className="flex flex-col gap-1.5">
          <span className={fieldClasses.label}>{t(`${messages}.period`)}</span>
          <div className="flex flex-wrap gap-2">
            {presets.map((preset) => (
              <span key={preset} className={cn(pill, range.preset === preset ? pillChosen : pillPlain)}>
                {t(`${messages}.presets.${preset}`)}
              </span>
            ))}
          </div>
        </div>
        {range.preset === 'custom' ? (
          <div className="flex flex-wrap gap-3 sm:max-w-xl">
            {(
              [
                ['startDate', range.start],
                ['endDate', range.end],
              ] as const
            ).map(([label, iso]) => (
              <div key={label} className={cn(fieldClasses.root, 'min-w-44 flex-1')}>
                <span className={fieldClasses.label}>{t(`${messages}.${label}`)}</span>
                <div className={cn(fieldClasses.input, 'flex items-center gap-1 pe-0')}>
                  <span className="flex-1 tabular-nums">{dateText(iso)}</span>
                  <span className="size-11 shrink-0" />
                </div>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <ChoiceShell {...choice} />
    </div>
  );
}

/**
 * The choice's part of the look-alike (Select's trigger under its label). Also drawn alone, inert and busy, by the
 * real controls while the Select is still to come, a moment after the period filter.
 */
export function ChoiceShell({ label, text, className, alone = false }: { label: string; text: string; className: string; alone?: boolean }) {
  return (
    <div className={cn(fieldClasses.root, className)} {...(alone ? { 'aria-busy': true, inert: true, 'data-slot': 'period-select-choice-shell' } : {})}>
      <span className={fieldClasses.label}>{label}</span>
      <div className={cn(fieldClasses.input, 'inline-flex h-11 items-center text-start')}>
        <span className="min-w-0 flex-1 truncate">{text}</span>
      </div>
    </div>
  );
}
