import { useEffect, useState } from 'react';

/**
 * Runs `then` once the next frame has been drawn: an animation frame runs just before a frame is drawn, and a task
 * queued from it runs once that frame is. Answers a function that cancels it.
 */
export function afterNextFrame(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until `delayMs` after the component's first frame has been drawn: what no first screen shows (the idle
 * watch, the government-entity check) is fetched then, not beside the first screen's own code and calls, nor
 * between its first frame and its records (docs/performance.md).
 */
export function useAfterFirstFrame(delayMs = 0): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterNextFrame(() => {
      timer = setTimeout(() => setAfter(true), delayMs);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [delayMs]);
  return after;
}
