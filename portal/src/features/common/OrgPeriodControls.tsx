import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import type { OrganisationCode } from '@macao-phr/contract';
import { PeriodFilter } from './period.tsx';
import { wideDateSegments } from './period-range.ts';

export interface OrgPeriodControlsProps {
  messages: string;
  today: string;
  range: DateRangeValue;
  onRangeChange: (value: DateRangeValue) => void;
  onRangeValidityChange: (valid: boolean) => void;
  org: string;
  onOrgChange: (org: string) => void;
  orgCodes: readonly OrganisationCode[];
  /** Each organisation's label, with its count for the period. */
  orgLabel: (code: OrganisationCode) => string;
}

/**
 * The period and organisation controls of a record list (useOrgPeriodFilter holds their state). A module of its
 * own, loaded after the list's screen: react-aria's date fields and Radix Select are most of a record list's
 * code, and the list's rows need none of them (OrgPeriodShell stands in, at the same size, until it is here).
 * Memoised: the list's own loads re-render the screen, not these controls.
 */
export const OrgPeriodControls = memo(function OrgPeriodControls({ messages, today, range, onRangeChange, onRangeValidityChange, org, onOrgChange, orgCodes, orgLabel }: OrgPeriodControlsProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="org-period-controls" className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <PeriodFilter messages={messages} className={wideDateSegments} value={range} onValueChange={onRangeChange} onValidityChange={onRangeValidityChange} today={today} />
      <Select
        className="md:w-72"
        label={t(`${messages}.organisation`)}
        value={org}
        onValueChange={onOrgChange}
        options={[{ value: 'all', label: t(`${messages}.allOrganisations`) }, ...orgCodes.map((code) => ({ value: code, label: orgLabel(code) }))]}
      />
    </div>
  );
});
