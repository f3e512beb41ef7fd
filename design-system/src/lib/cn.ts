import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { twMergeSubset } from './tw-merge-subset.generated.ts';

/**
 * tailwind-merge on the token theme with only the class groups this repository uses (generated from
 * tailwind-merge's default configuration by design-system/scripts/tw-merge-subset.ts): the same merges
 * as the full default for every class written here, at about a third of its size on the home route
 * (docs/architecture.md#budgets). A class of a group nothing here uses passes through unmerged; cn.test.tsx fails
 * until the subset is generated again.
 */
const twMerge = createTailwindMerge(() => ({ cacheSize: 500, ...twMergeSubset }));

/** Joins class values (clsx) and lets later Tailwind classes win over earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
