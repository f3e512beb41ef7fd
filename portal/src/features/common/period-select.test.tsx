import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import '../lab-reports/messages.ts';
import { setupI18n } from '../../test/render.tsx';
import { CONTROLS_AT_THE_LATEST_MS, LazyPeriodSelect, useAfterRecordsDrawn } from './period-select.tsx';
import { markRecordsDrawn } from './records-drawn.ts';
import { PeriodSelectControls } from './PeriodSelectControls.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const choice = { label: 'Instituição', value: 'all', onChange: () => undefined, options: [{ value: 'all', label: 'Todas as instituições' }], className: 'md:w-72' };
const props = {
  messages: 'labReports',
  today: '2026-11-27',
  range: { preset: 'custom', start: '2017-01-01', end: '2026-11-27' },
  onRangeChange: () => undefined,
  onRangeValidityChange: () => undefined,
  choice,
} as const;

const shell = () => document.querySelector('[data-slot="period-select-shell"]');
const controls = () => document.querySelector('[data-slot="period-select-controls"]');

describe('LazyPeriodSelect', () => {
  beforeEach(() => setupI18n('pt'));

  it('keeps the look-alike until a record list has drawn its first page, then brings the real controls', async () => {
    // A list drawn before this filter was shown (another screen's) does not count.
    markRecordsDrawn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<LazyPeriodSelect {...props} />);
    // Up to the last moment before its time limit, without waiting for it.
    await act(() => vi.advanceTimersByTimeAsync(CONTROLS_AT_THE_LATEST_MS - 1));
    expect(shell()).not.toBeNull();
    expect(controls()).toBeNull();

    vi.useRealTimers();
    act(() => markRecordsDrawn());
    expect(await screen.findByRole('combobox')).toBeTruthy();
    expect(controls()).not.toBeNull();
    expect(shell()).toBeNull();
  });

  it('brings the controls at the latest after its time limit, even if no list says it has drawn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<LazyPeriodSelect {...props} />);
    act(() => vi.advanceTimersByTime(CONTROLS_AT_THE_LATEST_MS - 100));
    expect(shell()).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    expect(await screen.findByRole('combobox')).toBeTruthy();
    expect(shell()).toBeNull();
  });

  it('readies the date formats in the task after the rows\' frame, and lets the controls come only in the next task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const locales = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      const { result } = renderHook(() => useAfterRecordsDrawn());
      act(() => markRecordsDrawn());
      expect(locales).not.toHaveBeenCalled();
      // The frame, then the task queued from it: the formats are readied there, the controls not yet asked for.
      act(() => vi.advanceTimersToNextFrame());
      act(() => vi.advanceTimersToNextTimer());
      expect(locales).toHaveBeenCalledOnce();
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersToNextTimer());
      expect(result.current).toBe(true);
    } finally {
      locales.mockRestore();
    }
  });
});

describe('PeriodSelectControls', () => {
  beforeEach(() => setupI18n('pt'));

  it('draws the period filter first and the choice a task later, its inert look-alike holding the place', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<PeriodSelectControls {...props} />);
    const choiceShell = () => document.querySelector('[data-slot="period-select-choice-shell"]');
    // The period's presets and dates are the real controls already; the choice is not yet.
    expect(screen.getByRole('radiogroup')).toBeTruthy();
    expect(screen.getAllByRole('spinbutton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(choiceShell()?.getAttribute('aria-busy')).toBe('true');
    expect(choiceShell()?.hasAttribute('inert')).toBe(true);
    expect(choiceShell()?.textContent).toContain('Todas as instituições');

    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(choiceShell()).toBeNull();
  });
});
