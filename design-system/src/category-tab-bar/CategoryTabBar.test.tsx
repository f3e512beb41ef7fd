import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryTabBar } from './CategoryTabBar.tsx';

const categories = [
  { id: 'cat-a', label: 'Appointments' },
  { id: 'cat-b', label: 'Records' },
  { id: 'cat-c', label: 'Payments' },
];

/** happy-dom has no layout: each section reports the top we give it. */
function Page({ tops, ...props }: { tops: number[] } & Partial<Parameters<typeof CategoryTabBar>[0]>) {
  return (
    <>
      <CategoryTabBar categories={categories} {...props} />
      {categories.map((category, index) => (
        <section
          key={category.id}
          id={category.id}
          ref={(el) => {
            if (el) el.getBoundingClientRect = () => ({ top: tops[index] ?? 0 }) as DOMRect;
          }}
        />
      ))}
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CategoryTabBar', () => {
  it('is a named navigation of links; the first is current and the only tab stop', async () => {
    render(<Page tops={[0, 900, 1800]} />);
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    const first = screen.getByRole('link', { name: 'Appointments' });
    expect(first.getAttribute('aria-current')).toBe('location');
    expect(first.getAttribute('href')).toBe('#cat-a');
    expect(screen.getByRole('link', { name: 'Records' }).getAttribute('tabindex')).toBe('-1');
  });

  it('moves focus with arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Page tops={[0, 900, 1800]} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Appointments');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Records');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Payments');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Appointments');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(document.activeElement?.textContent).toBe('Appointments');
  });

  it('activates a chosen category, scrolls to it and moves focus there', async () => {
    const onValueChange = vi.fn();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Page tops={[0, 900, 1800]} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    expect(onValueChange).toHaveBeenCalledWith('cat-c');
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('location');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1800 }));
    expect(document.activeElement?.id).toBe('cat-c');
    scrollTo.mockRestore();
  });

  it('follows the scroll: a category is active once its top is under the offset, throttled', () => {
    const onValueChange = vi.fn();
    const tops = [-500, 150, 900];
    render(<Page tops={tops} onValueChange={onValueChange} activeOffset={200} throttleMs={100} />);
    act(() => { fireEvent.scroll(window); });
    expect(onValueChange).toHaveBeenLastCalledWith('cat-b');
    tops[2] = 190;
    act(() => { fireEvent.scroll(window); });
    // Within the throttle window nothing is measured yet; the trailing call catches up.
    expect(onValueChange).toHaveBeenCalledTimes(1);
    act(() => { vi.advanceTimersByTime(100); });
    expect(onValueChange).toHaveBeenLastCalledWith('cat-c');
  });

  it('keeps the scroll position in sessionStorage and restores it on the next mount', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const first = render(<Page tops={[0, 900, 1800]} storageKey="home" />);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    act(() => { fireEvent.scroll(window); });
    expect(window.sessionStorage.getItem('home')).toBe('640');
    first.unmount();
    render(<Page tops={[0, 900, 1800]} storageKey="home" />);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 640 }));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    scrollTo.mockRestore();
  });

  it('is controlled by value', () => {
    render(<Page tops={[0, 900, 1800]} value="cat-b" />);
    expect(screen.getByRole('link', { name: 'Records' }).getAttribute('aria-current')).toBe('location');
  });
});
