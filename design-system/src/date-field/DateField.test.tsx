import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { DateField, type DateFieldProps } from './DateField.tsx';

afterEach(cleanup);

/** The editable segments' types in the order shown (year, month, day, hour, minute, dayPeriod). */
/** Focus a segment without a click: happy-dom's selection events loop under react-aria's segment on a pointer press. */
const focusSegment = (label: string, type: string) =>
  act(() => {
    within(screen.getByRole('group', { name: label }))
      .getAllByRole('spinbutton')
      .find((s) => s.getAttribute('data-type') === type)!
      .focus();
  });

const order = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((s) => s.getAttribute('data-type'));

function Controlled(props: Partial<DateFieldProps> & { initial?: string; onValue?: (v: string) => void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Start date"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
      {...rest}
    />
  );
}

// The browser says en-US (month first); the app's language decides.
const inUsBrowser = (ui: React.ReactElement) => render(<I18nProvider locale="en-US">{ui}</I18nProvider>);

describe('DateField', () => {
  it('orders its segments by the locale given, not the browser one', () => {
    inUsBrowser(
      <>
        <Controlled label="Data de início" locale="pt-MO" initial="2026-03-15" />
        <Controlled label="開始日期" locale="zh-Hant-MO" initial="2026-03-15" />
        <Controlled label="Start date" locale="en-MO" initial="2026-03-15" />
        <Controlled label="Browser" initial="2026-03-15" />
      </>,
    );
    expect(order('Data de início')).toEqual(['day', 'month', 'year']);
    expect(order('Start date')).toEqual(['day', 'month', 'year']);
    expect(order('Browser')).toEqual(['month', 'day', 'year']);
    // The zh-Hant locale the portal uses (Macao) writes the day first too, in what jsdom's ICU says; the order is the locale's.
    const zh = new Intl.DateTimeFormat('zh-Hant-MO', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(2026, 2, 15));
    expect(order('開始日期')).toEqual(zh.filter((p) => p.type !== 'literal').map((p) => p.type));
  });

  it('gives the native input string for a typed date, and nothing while incomplete', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    inUsBrowser(<Controlled locale="pt-MO" onValue={onValue} />);
    focusSegment('Start date', 'day');
    await user.keyboard('0103');
    expect(onValue).not.toHaveBeenCalled();
    await user.keyboard('2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-03-01');
  });

  it('gives a minute-granularity value without a zone, as datetime-local does', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    inUsBrowser(<Controlled label="Measured at" granularity="minute" locale="en-MO" initial="2026-11-23T08:30" onValue={onValue} />);
    expect(order('Measured at')).toEqual(['day', 'month', 'year', 'hour', 'minute', 'dayPeriod']);
    focusSegment('Measured at', 'minute');
    await user.keyboard('45');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-23T08:45');
    focusSegment('Measured at', 'dayPeriod');
    await user.keyboard('{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-23T20:45');
  });

  it('shows the app’s error, marks the group invalid and names it with the label', () => {
    inUsBrowser(<Controlled name="startDate" isRequired isInvalid errorMessage="Enter the start date" locale="en-MO" />);
    const group = screen.getByRole('group', { name: 'Start date' });
    expect(screen.getByText('Enter the start date')).toBeTruthy();
    expect(within(group).getAllByRole('spinbutton')[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[data-name="startDate"] [role=spinbutton]')).toBe(within(group).getAllByRole('spinbutton')[0]);
  });

  it('picks a day from its calendar, keeping the time typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    inUsBrowser(
      <Controlled label="Measured at" granularity="minute" locale="en-MO" initial="2026-11-23T08:30" maxValue="2026-11-23" calendarLabel="Choose from a calendar" onValue={onValue} />,
    );
    await user.click(screen.getByRole('button', { name: 'Choose from a calendar Measured at' }));
    const dialog = await screen.findByRole('dialog');
    // Later days than maxValue cannot be picked.
    expect(within(dialog).getByRole('button', { name: /\b24 November/ }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: /\b20 November/ }));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-20T08:30');
  });

  it('counts in the Gregorian calendar in a locale whose default is another, as the value does', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    // th-TH counts Buddhist years by default (2026 is 2569 there).
    inUsBrowser(<Controlled label="วันที่" locale="th-TH" initial="2026-03-15" calendarLabel="ปฏิทิน" onValue={onValue} />);
    const year = within(screen.getByRole('group', { name: 'วันที่' }))
      .getAllByRole('spinbutton')
      .find((s) => s.getAttribute('data-type') === 'year')!;
    expect(year.textContent).toBe('2026');
    focusSegment('วันที่', 'year');
    await user.keyboard('{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith('2027-03-15');
    await user.click(screen.getByRole('button', { name: 'ปฏิทิน วันที่' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toMatch(/ 2027$/);
  });
});
