export { DateRangeFilter, dateRangePresets, dateRangeYears, presetRange } from './DateRangeFilter.tsx';
export type { DateRangeFilterProps, DateRangePreset, DateRangeValue } from './DateRangeFilter.tsx';
