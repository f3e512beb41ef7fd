import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { DateRangeFilter } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import { validationMessages } from '@macao-phr/contract';
import { $language, intlLocale } from '../../stores/language.ts';

/** Today in Macao (UTC+8), the end of docs/product/limits.md's default range. */
export const todayInMacao = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 2017/1/1 in zh-Hant has one-digit segments: at least 24 px wide each (WCAG 2.5.8 target size). */
export const wideDateSegments = '[&_[role=spinbutton]]:min-w-6 [&_[role=spinbutton]]:text-center';

/**
 * The period as the server takes it (docs/product/validation.md selectTime, either end optional), or null while the range is not a
 * valid one (the filter shows why): an end without a start, or an end before the start.
 */
export function periodOf({ start, end }: DateRangeValue): { selectTime?: { start?: string; end?: string } } | null {
  if ((end && !start) || (start && end && start > end)) return null;
  return start || end ? { selectTime: { ...(start ? { start } : {}), ...(end ? { end } : {}) } } : {};
}

/**
 * A record list's period filter. Its texts are the feature's own under `messages` (`period`,
 * `presets.last3Months`, `presets.last6Months`, `presets.custom`, `startDate`, `endDate`); the validation
 * messages are the contract's. `onValidityChange(false)` while the dates on screen make no range: the list
 * then shows neither rows nor count (they would be the last valid range's, not the one on screen). Its date
 * fields read in the portal's language (D/M/Y in English), not the browser's.
 */
export function PeriodFilter({
  messages,
  value,
  onValueChange,
  onValidityChange,
  today,
  className,
}: {
  messages: string;
  value: DateRangeValue;
  onValueChange: (value: DateRangeValue) => void;
  onValidityChange: (valid: boolean) => void;
  today: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useStore($language);
  return (
    <DateRangeFilter
      {...(className === undefined ? {} : { className })}
      value={value}
      onValueChange={onValueChange}
      onValidityChange={onValidityChange}
      locale={intlLocale(language)}
      today={today}
      label={t(`${messages}.period`)}
      presetLabels={{ last3Months: t(`${messages}.presets.last3Months`), last6Months: t(`${messages}.presets.last6Months`), custom: t(`${messages}.presets.custom`) }}
      startLabel={t(`${messages}.startDate`)}
      endLabel={t(`${messages}.endDate`)}
      calendarLabel={t('common.chooseFromCalendar')}
      startRequiredMessage={validationMessages[language]['date.startFirst']}
      endBeforeStartMessage={validationMessages[language]['date.endBeforeStart']}
      yearOutOfRangeMessage={validationMessages[language]['date.year']}
    />
  );
}
