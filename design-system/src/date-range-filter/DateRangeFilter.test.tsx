import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { DateRangeFilter, presetRange, type DateRangeFilterProps } from './DateRangeFilter.tsx';

afterEach(cleanup);

const today = '2026-11-23';
const renderFilter = (props: Partial<DateRangeFilterProps> = {}) =>
  render(
    <I18nProvider locale="en-US">
      <DateRangeFilter today={today} {...props} />
    </I18nProvider>,
  );

/** Types into a react-aria date field: focus its first segment (month, in en-US) and type mmddyyyy. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, digits: string) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}

describe('DateRangeFilter', () => {
  it('counts presets back from today', () => {
    expect(presetRange('last3Months', today)).toEqual({ start: '2026-08-23', end: today });
    expect(presetRange('last6Months', today)).toEqual({ start: '2026-05-23', end: today });
  });

  it('starts on the last three months and moves between presets with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderFilter({ onValueChange });
    const three = screen.getByRole('radio', { name: 'Last three months' });
    expect((three as HTMLInputElement).checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(three);
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith({ preset: 'last6Months', start: '2026-05-23', end: today });
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith({ preset: 'custom', start: null, end: null });
    expect(screen.getByRole('group', { name: 'Start date' })).toBeTruthy();
  });

  it('asks for the start date first when only an end date is given', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderFilter({ defaultValue: { preset: 'custom', start: null, end: null }, onValueChange });
    await typeDate(user, 'End date', '03012026');
    expect(screen.getByText('Please select a start time first')).toBeTruthy();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('refuses an end before the start, and reports a valid custom range', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderFilter({ defaultValue: { preset: 'custom', start: null, end: null }, onValueChange, endBeforeStartMessage: '結束時間不能早於開始時間' });
    await typeDate(user, 'Start date', '03152026');
    await typeDate(user, 'End date', '03012026');
    expect(screen.getByText('結束時間不能早於開始時間')).toBeTruthy();
    expect(onValueChange).not.toHaveBeenCalled();
    await typeDate(user, 'End date', '04012026');
    expect(screen.queryByText('結束時間不能早於開始時間')).toBeNull();
    expect(onValueChange).toHaveBeenLastCalledWith({ preset: 'custom', start: '2026-03-15', end: '2026-04-01' });
  });

  it('tells the app while the dates shown make no range, and when they do again or a preset is chosen', async () => {
    const user = userEvent.setup();
    const onValidityChange = vi.fn();
    renderFilter({ defaultValue: { preset: 'custom', start: null, end: null }, onValidityChange });
    await typeDate(user, 'Start date', '03152026');
    await typeDate(user, 'End date', '04012026');
    // A year is out of range while its digits are typed; once whole, the range is valid.
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    await typeDate(user, 'End date', '03012026');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    await typeDate(user, 'End date', '03202026');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    await typeDate(user, 'End date', '03012026');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('radio', { name: 'Last six months' }));
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    // Types two whole dates key by key and picks a preset: about 3 to 4.5 s on a busy two-core machine, near the 5 s
    // default, which a clean-clone CI run once went over.
  }, 15_000);

  it('orders its fields by the locale given, whatever the surrounding one (an en-US browser in an en-GB portal)', () => {
    renderFilter({ defaultValue: { preset: 'custom', start: '2026-03-15', end: '2026-04-01' }, locale: 'en-GB' });
    const start = screen.getByRole('group', { name: 'Start date' });
    expect(within(start).getAllByRole('spinbutton').map((s) => s.getAttribute('data-type') ?? s.getAttribute('aria-label'))).toEqual(['day', 'month', 'year']);
    expect(start.textContent).toContain('15/03/2026');
  });

  it('refuses years outside 1901-2099', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderFilter({ defaultValue: { preset: 'custom', start: null, end: null }, onValueChange });
    await typeDate(user, 'Start date', '01011900');
    await typeDate(user, 'End date', '01012000');
    expect(screen.getByText('Enter a year between 1901 and 2099')).toBeTruthy();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value', () => {
    const { rerender } = renderFilter({ value: { preset: 'last6Months', start: '2026-05-23', end: today } });
    expect((screen.getByRole('radio', { name: 'Last six months' }) as HTMLInputElement).checked).toBe(true);
    rerender(
      <I18nProvider locale="en-US">
        <DateRangeFilter today={today} value={{ preset: 'last3Months', start: '2026-08-23', end: today }} />
      </I18nProvider>,
    );
    expect((screen.getByRole('radio', { name: 'Last three months' }) as HTMLInputElement).checked).toBe(true);
  });
});
