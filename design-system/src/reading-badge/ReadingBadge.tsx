import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '../badge/Badge.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export type ReadingLevel = 'low' | 'borderline' | 'normal' | 'high';

export const readingLevels: readonly ReadingLevel[] = ['low', 'borderline', 'normal', 'high'];

/** English defaults; the portal passes translated strings. */
export const defaultReadingLabels: Readonly<Record<ReadingLevel, string>> = {
  low: 'Low',
  borderline: 'Borderline',
  normal: 'Normal',
  high: 'High',
};

// A shape beside the word, so the level survives greyscale and high contrast (WCAG 1.4.1).
const glyphs: Record<ReadingLevel, string> = { low: '↓', borderline: '!', normal: '✓', high: '↑' };

export interface ReadingBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Where the reading falls against its reference range. */
  level: ReadingLevel;
  /** Visible text per level. @default English ('Low', 'Borderline', 'Normal', 'High') */
  labels?: Partial<Record<ReadingLevel, string>>;
  /** Replaces the label for this one badge (a value with its unit, say). */
  children?: ReactNode;
}

export const ReadingBadge = /* @__PURE__ */ refAsProp(function ReadingBadge({ level, labels, children, ...props }: ReadingBadgeProps) {
  const label = labels?.[level] ?? defaultReadingLabels[level];
  return (
    <Badge data-level={level} variant={`reading-${level}`} {...props}>
      <span aria-hidden="true">{glyphs[level]}</span>
      <span>{children ?? label}</span>
    </Badge>
  );
});
