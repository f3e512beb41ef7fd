export { cn, checkClasses, type ClassCheck } from './cn.ts';
export { fieldClasses } from './field.ts';
