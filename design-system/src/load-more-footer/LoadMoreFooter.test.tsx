import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMoreFooter } from './LoadMoreFooter.tsx';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options: IntersectionObserverInit; disconnect: () => void }[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', class {
    callback: Callback;
    options: IntersectionObserverInit;
    constructor(callback: Callback, options: IntersectionObserverInit) {
      this.callback = callback;
      this.options = options;
      observers.push(this);
    }
    observe() {}
    disconnect = vi.fn();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoadMoreFooter', () => {
  it('loads when the end comes within the threshold (50 px by default)', () => {
    const onLoadMore = vi.fn();
    render(<LoadMoreFooter state="more" onLoadMore={onLoadMore} />);
    expect(observers[0]?.options.rootMargin).toBe('0px 0px 50px 0px');
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says Loading, then All content loaded, in one status region, and stops observing', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMoreFooter state="loading" onLoadMore={onLoadMore} threshold={80} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(observers).toHaveLength(0);
    rerender(<LoadMoreFooter state="end" onLoadMore={onLoadMore} endLabel="已載入全部內容" />);
    expect(screen.getByRole('status').textContent).toBe('已載入全部內容');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a button for keyboard users', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMoreFooter state="more" onLoadMore={onLoadMore} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
