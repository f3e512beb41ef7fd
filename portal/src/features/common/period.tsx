import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { DateRangeFilter } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import { validationMessages } from '@macao-phr/contract';
import { $language, intlLocale } from '../../stores/language.ts';

export { periodOf, todayInMacao, wideDateSegments } from './period-range.ts';

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
