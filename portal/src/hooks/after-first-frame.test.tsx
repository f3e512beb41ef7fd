import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { afterNextFrame, useAfterFirstFrame } from './after-first-frame.ts';
import { useFirstFrameDrawn } from './first-frame-drawn.ts';

describe('after the first frame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the frame after the animation frame has been drawn, not before', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const then = vi.fn();
    afterNextFrame(then);
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();
    frames.shift()?.(0);
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it('can be called off before the frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const cancelled = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancelled);
    const then = vi.fn();
    afterNextFrame(then)();
    expect(cancelled).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();
  });

  it('useAfterFirstFrame is false on the first render and true once the frame is drawn and the delay has passed', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useAfterFirstFrame(2000));
    expect(result.current).toBe(false);
    // Time alone does not count: the frame has not been drawn.
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
    act(() => {
      frames.shift()?.(0);
      vi.advanceTimersByTime(1999);
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('useFirstFrameDrawn hands out one promise for the life of the component, resolved once its first frame is drawn', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result, rerender } = renderHook(() => useFirstFrameDrawn());
    const first = result.current;
    const resolved = vi.fn();
    void first.then(resolved);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(resolved).not.toHaveBeenCalled();
    rerender();
    expect(result.current).toBe(first);
    await act(async () => {
      frames.shift()?.(0);
      vi.runAllTimers();
      await first;
    });
    expect(resolved).toHaveBeenCalledOnce();
  });
});
