export * as Dialog from './Dialog.tsx';
export type { ContentProps as DialogContentProps } from './Dialog.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog.tsx';
