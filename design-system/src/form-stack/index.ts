export { FormStack, formStackVariants } from './FormStack.tsx';
export type { FormStackProps, FormStackWidth } from './FormStack.tsx';
