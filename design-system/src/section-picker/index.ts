export { SectionPicker } from './SectionPicker.tsx';
export type { SectionPickerOption, SectionPickerProps } from './SectionPicker.tsx';
