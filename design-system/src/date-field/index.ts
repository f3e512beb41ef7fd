export { DateField } from './DateField.tsx';
export type { DateFieldProps, DateFieldGranularity } from './DateField.tsx';
