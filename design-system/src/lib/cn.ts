import { clsx, type ClassValue } from 'clsx';

/** Called with every class list `cn` returns; tests install one that fails on a conflict (`./class-conflicts.ts`). */
export type ClassCheck = (classes: string) => void;

let check: ClassCheck | undefined;

/**
 * Joins class values (clsx). It does not resolve conflicts between Tailwind classes at run time: a class list of
 * a component never holds two classes that set the same property under the same variant, so no merger has to
 * ship to the browser (docs/architecture.md#budgets). A component's default that a caller may override is written
 * with the `fallback:` variant (`fallback:h-4`: no specificity, so the caller's `h-10` wins whatever the order);
 * anything else a caller changes through the component's props. The tests of this repository install a check that
 * fails on any conflict (`checkClasses`, design-system/README.md "Classes").
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  check?.(classes);
  return classes;
}

/**
 * Installs (or, with `undefined`, removes) the check `cn` runs on every class list, for tests and development, and
 * returns the one it replaces.
 */
export function checkClasses(next: ClassCheck | undefined): ClassCheck | undefined {
  const previous = check;
  check = next;
  return previous;
}
