import { afterEach, expect } from 'vitest';
// The module itself, not the package's index: a setup file runs before every test file, and the index would load
// every component (react-aria, Radix) into each one first. It is the same module the components import.
import { checkClasses } from '../../design-system/src/lib/cn.ts';
import { takeClassConflicts, throwOnClassConflict } from '@macao-phr/design-system/class-conflicts';

/**
 * Every class list `cn` builds in the dom and story tests is checked: two classes that set the same property under
 * the same variants fail the test that rendered them (design-system/README.md "Classes"), since `cn` does not
 * resolve such conflicts in the browser. The check throws where the list is built, and the conflict is also kept
 * for the end of the test, so a conflict that an error boundary caught (and drew as an error screen) fails it too.
 */
checkClasses(throwOnClassConflict);

afterEach(() => {
  expect(takeClassConflicts(), 'class lists with conflicting Tailwind classes').toEqual([]);
});
