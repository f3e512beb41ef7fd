'use client';

import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop, type Key } from 'react-aria-components';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/controllable.ts';
import { CheckIcon, CloseIcon, PlusIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export interface QuickLinkOption {
  id: string;
  /** What the resident sees. */
  label: ReactNode;
  /** Plain text of the label: used for announcements and typeahead. */
  textValue: string;
  /** A decorative picture shown before the label. */
  picture?: ReactNode;
}

export interface QuickLinkSorterMessages {
  /** Visible heading of the ordered list of chosen links, also its accessible name. @default My quick links */
  chosenLabel: string;
  /** Visible heading of the list of links to add, also its accessible name. @default All services */
  availableLabel: string;
  /** Visible text of an add button (the link's name follows for screen readers). @default Add */
  add: string;
  /** Visible text of the disabled button of a link already chosen (the link's name follows for screen readers). @default Added */
  addedLabel: string;
  /** Visible text of a remove button. @default Remove */
  remove: string;
  /** Accessible name of a row's drag handle, given the link's name. @default (name) => `Move ${name}` */
  move: (name: string) => string;
  /** Refusal when the link is already chosen (its button says `addedLabel` and is disabled, so only a
   * controlled parent that changes `value` between renders can meet it). @default Service already exists */
  duplicate: string;
  /** Refusal when removing would leave fewer than `min`. @default (min) => `Keep at least ${min} quick links` */
  tooFew: (min: number) => string;
  /** Why Add is disabled once `max` links are chosen: a note shown above the list and describing each
   * disabled Add button. @default (max) => `You can have at most ${max} quick links` */
  tooMany: (max: number) => string;
  /** Spoken after an add. @default (name, count) => `${name} added, ${count} quick links` */
  added: (name: string, count: number) => string;
  /** Spoken after a remove. @default (name, count) => `${name} removed, ${count} quick links` */
  removed: (name: string, count: number) => string;
  /** Spoken after a move. @default (name, position, count) => `${name} moved to position ${position} of ${count}` */
  moved: (name: string, position: number, count: number) => string;
}

export const defaultQuickLinkSorterMessages: QuickLinkSorterMessages = {
  chosenLabel: 'My quick links',
  availableLabel: 'All services',
  add: 'Add',
  addedLabel: 'Added',
  remove: 'Remove',
  move: (name) => `Move ${name}`,
  duplicate: 'Service already exists',
  tooFew: (min) => `Keep at least ${min} quick links`,
  tooMany: (max) => `You can have at most ${max} quick links`,
  added: (name, count) => `${name} added, ${count} quick links`,
  removed: (name, count) => `${name} removed, ${count} quick links`,
  moved: (name, position, count) => `${name} moved to position ${position} of ${count}`,
};

export interface QuickLinkSorterProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** Every link the resident may choose from. */
  options: readonly QuickLinkOption[];
  /** Chosen link ids in order (controlled). */
  value?: readonly string[];
  /** Chosen link ids in order when uncontrolled. @default [] */
  defaultValue?: readonly string[];
  /** Called with the new order after an add, remove or move. */
  onValueChange?: (ids: string[]) => void;
  /** Fewest links allowed. @default 3 */
  min?: number;
  /** Most links allowed. @default 11 */
  max?: number;
  /** Texts, merged over the English defaults. */
  messages?: Partial<QuickLinkSorterMessages>;
  /** Heading level of the two list headings, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

type Feedback = { kind: 'status' | 'error'; text: string } | null;

/** Moves `keys` (in their current order) before or after `target`. */
function reorder(ids: readonly string[], keys: ReadonlySet<Key>, target: Key, position: 'before' | 'after' | 'on') {
  const moving = ids.filter((id) => keys.has(id));
  const rest = ids.filter((id) => !keys.has(id));
  const at = rest.indexOf(String(target));
  if (at < 0) return [...ids];
  const insertAt = position === 'before' ? at : at + 1;
  return [...rest.slice(0, insertAt), ...moving, ...rest.slice(insertAt)];
}

/**
 * Choose and order quick links. Rows are reordered with react-aria's drag and drop, which handles
 * mouse, touch (press and hold), keyboard (the row's handle: Enter, arrows, Enter) and screen
 * readers (it announces drag start, targets and drop in the I18nProvider's language); this block
 * adds its own announcements for add, remove and the resulting position, and the 3-11 rule.
 */
export const QuickLinkSorter = /* @__PURE__ */ refAsProp(function QuickLinkSorter({
  options,
  value,
  defaultValue = [],
  onValueChange,
  min = 3,
  max = 11,
  messages: messageOverrides,
  headingLevel = 2,
  className,
  ...props
}: QuickLinkSorterProps) {
  const messages = { ...defaultQuickLinkSorterMessages, ...messageOverrides };
  const [chosen, setChosen] = useControllableState<readonly string[]>(value, defaultValue, (ids) => onValueChange?.([...ids]));
  // Handlers read the latest order from here: react-aria caches rendered rows (and their closures)
  // per item object, and useDragAndDrop keeps its first options.
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  const [feedback, setFeedback] = useState<Feedback>(null);
  const errorId = useId();
  const limitNoteId = useId();
  const chosenHeadingId = useId();
  const availableHeadingId = useId();
  const byId = new Map(options.map((option) => [option.id, option]));
  const items = chosen.flatMap((id) => {
    const option = byId.get(id);
    return option ? [option] : [];
  });

  const { dragAndDropHooks } = useDragAndDrop<QuickLinkOption>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': byId.get(String(key))?.textValue ?? String(key) })),
    onReorder: (event) => {
      const next = reorder(chosenRef.current, event.keys, event.target.key, event.target.dropPosition);
      setChosen(next);
      const first = [...event.keys][0];
      const name = byId.get(String(first))?.textValue ?? '';
      setFeedback({ kind: 'status', text: messages.moved(name, next.indexOf(String(first)) + 1, next.length) });
    },
  });

  function add(option: QuickLinkOption) {
    const chosen = chosenRef.current;
    if (chosen.includes(option.id)) return setFeedback({ kind: 'error', text: messages.duplicate });
    if (chosen.length >= max) return setFeedback({ kind: 'error', text: messages.tooMany(max) });
    const next = [...chosen, option.id];
    setChosen(next);
    setFeedback({ kind: 'status', text: messages.added(option.textValue, next.length) });
  }

  function remove(option: QuickLinkOption) {
    const chosen = chosenRef.current;
    if (chosen.length <= min) return setFeedback({ kind: 'error', text: messages.tooFew(min) });
    const next = chosen.filter((id) => id !== option.id);
    setChosen(next);
    setFeedback({ kind: 'status', text: messages.removed(option.textValue, next.length) });
  }

  const iconButton = [
    'inline-flex min-h-11 shrink-0 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium',
    'border border-border-strong bg-surface-raised text-text hover:bg-surface-sunken',
    'outline-none data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus',
  ].join(' ');

  // Disabled: the look of a finished step (no edge, muted text) rather than a greyed-out action.
  const disabledButton = 'data-disabled:cursor-default data-disabled:border-transparent data-disabled:bg-transparent data-disabled:text-text-muted data-disabled:hover:bg-transparent';
  const atLimit = chosen.length >= max;

  const Heading = `h${headingLevel}` as const;
  const headingClasses = 'm-0 -mb-2 text-base font-semibold text-text';

  return (
    <div data-slot="quick-link-sorter" data-count={chosen.length} className={cn('flex flex-col gap-4', className)} {...props}>
      <Heading id={chosenHeadingId} className={headingClasses}>{messages.chosenLabel}</Heading>
      <GridList
        aria-labelledby={chosenHeadingId}
        aria-describedby={feedback?.kind === 'error' ? errorId : undefined}
        items={items}
        // Re-render rows when texts change (rows are otherwise cached per item object).
        dependencies={[messageOverrides]}
        dragAndDropHooks={dragAndDropHooks}
        className="flex flex-col divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface-raised"
      >
        {(item) => (
          <GridListItem
            id={item.id}
            textValue={item.textValue}
            className={cn(
              'flex min-h-14 items-center gap-2 px-2 py-1.5 text-text outline-none',
              'data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-focus',
              'data-dragging:opacity-50 data-drop-target:bg-surface-sunken',
            )}
          >
            <AriaButton
              slot="drag"
              aria-label={messages.move(item.textValue)}
              // A visible handle (an edge and a tint, not bare dots) so that rows read as draggable.
              className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md border border-border-strong bg-surface-sunken text-text outline-none hover:bg-surface data-focus-visible:outline-2 data-focus-visible:outline-focus"
            >
              <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="currentColor" aria-hidden="true" focusable="false">
                <circle cx="9" cy="6" r="1.5" /><circle cx="15" cy="6" r="1.5" />
                <circle cx="9" cy="12" r="1.5" /><circle cx="15" cy="12" r="1.5" />
                <circle cx="9" cy="18" r="1.5" /><circle cx="15" cy="18" r="1.5" />
              </svg>
            </AriaButton>
            {item.picture ? <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center text-2xl text-primary">{item.picture}</span> : null}
            <span className="min-w-0 flex-1 break-words">{item.label}</span>
            <AriaButton
              onPress={() => remove(item)}
              aria-label={`${messages.remove} ${item.textValue}`}
              className={iconButton}
            >
              <CloseIcon aria-hidden="true" />
              {messages.remove}
            </AriaButton>
          </GridListItem>
        )}
      </GridList>

      {/* Always in the DOM so that changing text is announced; errors interrupt, the rest waits. */}
      <p id={errorId} role="alert" className={cn('m-0 text-sm text-danger', feedback?.kind !== 'error' && 'sr-only')}>
        {feedback?.kind === 'error' ? feedback.text : ''}
      </p>
      <p role="status" className="sr-only">{feedback?.kind === 'status' ? feedback.text : ''}</p>

      <Heading id={availableHeadingId} className={cn(headingClasses, 'mt-2')}>{messages.availableLabel}</Heading>
      {atLimit ? (
        <p id={limitNoteId} data-slot="quick-link-limit" className="m-0 -mb-2 text-sm text-text-muted">
          {messages.tooMany(max)}
        </p>
      ) : null}
      <ul aria-labelledby={availableHeadingId} role="list" className="m-0 flex list-none flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised p-0">
        {options.map((option) => {
          // A chosen link says so instead of offering an Add that could only be refused; at the limit
          // the others are disabled and point at the note that says why.
          const isChosen = chosen.includes(option.id);
          return (
            <li key={option.id} data-chosen={isChosen || undefined} className="m-0 flex min-h-14 items-center gap-2 px-3 py-1.5 text-text">
              {option.picture ? <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center text-2xl text-primary">{option.picture}</span> : null}
              <span className="min-w-0 flex-1 break-words">{option.label}</span>
              {isChosen ? (
                <AriaButton isDisabled aria-label={`${messages.addedLabel} ${option.textValue}`} className={cn(iconButton, disabledButton)}>
                  <CheckIcon aria-hidden="true" />
                  {messages.addedLabel}
                </AriaButton>
              ) : (
                <AriaButton
                  onPress={() => add(option)}
                  isDisabled={atLimit}
                  aria-describedby={atLimit ? limitNoteId : undefined}
                  aria-label={`${messages.add} ${option.textValue}`}
                  className={cn(iconButton, disabledButton)}
                >
                  <PlusIcon aria-hidden="true" />
                  {messages.add}
                </AriaButton>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});
