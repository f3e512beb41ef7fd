import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: string;
  description?: string;
  /** A decorative illustration or icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** The next step: usually a Button. */
  action?: ReactNode;
  /** Heading level that fits the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

export const EmptyState = /* @__PURE__ */ refAsProp(function EmptyState({ title, description, icon, action, headingLevel = 2, className, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}
      {...props}
    >
      {icon ? <div aria-hidden="true" className="text-3xl text-text-muted">{icon}</div> : null}
      <Heading className="text-lg font-semibold text-text">{title}</Heading>
      {description ? <p className="max-w-prose text-base text-text-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
});
