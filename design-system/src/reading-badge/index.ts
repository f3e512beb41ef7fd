export { ReadingBadge, readingLevels, defaultReadingLabels } from './ReadingBadge.tsx';
export type { ReadingBadgeProps, ReadingLevel } from './ReadingBadge.tsx';
