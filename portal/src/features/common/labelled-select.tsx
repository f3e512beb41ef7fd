import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

export type LabelledSelectProps = Omit<ComponentProps<'select'>, 'className'> & {
  readonly label: string;
  /** The layout of the label, the select and what comes `after` them. */
  readonly className: string;
  readonly selectClassName: string;
  /** Under the select, in the same layout (its error). */
  readonly after?: ReactNode;
};

/**
 * A native select under its label: the glucose form's choices and the trend screens' pickers. The select's look and
 * attributes are the caller's; its id is `id`, or one of its own.
 */
export function LabelledSelect({ label, className, selectClassName, after, id, children, ...select }: LabelledSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="text-base font-medium text-text">
        {label}
      </label>
      <select id={selectId} className={selectClassName} {...select}>
        {children}
      </select>
      {after}
    </div>
  );
}
