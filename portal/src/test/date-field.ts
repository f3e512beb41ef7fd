import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The editable segments of a design-system DateField named `label`, by type (year, month, day, hour, minute, dayPeriod). */
export function dateSegments(label: string | RegExp): HTMLElement[] {
  return within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
}

/** The segments' types in the order shown: the order the field's locale writes a date in. */
export function segmentOrder(label: string | RegExp): (string | null)[] {
  return dateSegments(label).map((s) => s.getAttribute('data-type'));
}

/**
 * Types an ISO date (`2025-03-01`) into a DateField, segment by segment whatever the locale's order. Segments are
 * focused without a click: happy-dom's selection events loop under react-aria's segments on a pointer press.
 */
export async function typeDate(user: UserEvent, label: string | RegExp, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  const digits: Record<string, string> = { year, month, day };
  for (const segment of dateSegments(label)) {
    const type = segment.getAttribute('data-type') ?? '';
    const typed = digits[type];
    if (typed === undefined) continue;
    act(() => segment.focus());
    await user.keyboard(typed);
  }
}
