export { Sheet, SheetClose, sheetVariants } from './Sheet.tsx';
export type { SheetProps } from './Sheet.tsx';
