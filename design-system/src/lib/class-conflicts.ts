import { extendTailwindMerge } from 'tailwind-merge';
import { colorRoles, elevation, fontSize, radius } from '@macao-phr/tokens';

/**
 * For tests and development only (never imported by a component): finds Tailwind classes that set the same
 * property under the same variants in one class list, using tailwind-merge's knowledge of Tailwind's class groups.
 * `cn` joins classes without resolving such conflicts, so in the browser the stylesheet's order would decide, not
 * the order written; the design system's and the portal's tests install `throwOnClassConflict` with
 * `checkClasses` (tests/support). An app that uses the design system can do the same in its own tests:
 *
 *   import { checkClasses } from '@macao-phr/design-system';
 *   import { throwOnClassConflict } from '@macao-phr/design-system/class-conflicts';
 *   checkClasses(throwOnClassConflict);
 *
 * `fallback:h-4` and `h-10` do not conflict: the `fallback:` variant has no specificity, so `h-10` wins.
 */

/** The token theme: otherwise `text-text-muted` (a colour) and `text-sm` (a size) would look like one group. */
export const tokenTheme = {
  color: [...colorRoles, 'transparent', 'current', 'inherit'],
  text: Object.keys(fontSize),
  radius: Object.keys(radius),
  shadow: Object.keys(elevation),
};

const merge = extendTailwindMerge({ override: { theme: tokenTheme } });

/** The classes of `classes` that a later class of the same property and variants overrides (none: no conflict). */
export function overriddenClasses(classes: string): string[] {
  const words = classes.split(/\s+/).filter(Boolean);
  const kept = new Set(merge(classes).split(' '));
  // A class written twice is not a conflict: tailwind-merge keeps its last copy, which is the same class.
  return words.filter((word) => !kept.has(word));
}

const found: string[] = [];

/**
 * A check for `checkClasses`: throws, naming the classes, when a class list holds a conflict. Each conflict is also
 * kept until `takeClassConflicts` takes it, so that a test can fail on a conflict that an error boundary caught.
 */
export function throwOnClassConflict(classes: string): void {
  const overridden = overriddenClasses(classes);
  if (overridden.length === 0) return;
  const message =
    `Conflicting Tailwind classes: ${overridden.join(' ')} set a property that a later class sets again in "${classes}". ` +
    'cn() does not resolve conflicts: write the default as fallback:<class>, or choose the class through a variant or prop.';
  found.push(message);
  throw new Error(message);
}

/** The conflicts `throwOnClassConflict` found since the last call (for the end of a test). */
export function takeClassConflicts(): string[] {
  return found.splice(0);
}
