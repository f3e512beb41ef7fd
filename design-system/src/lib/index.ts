export { cn } from './cn.ts';
export { fieldClasses } from './field.ts';
