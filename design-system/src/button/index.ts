export { Button, buttonVariants } from './Button.tsx';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button.tsx';
