export * as Toast from './Toast.tsx';
export type { RootProps as ToastRootProps, ToastVariant } from './Toast.tsx';
