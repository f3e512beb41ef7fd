'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

export interface ScrollOverflow {
  /** Content is hidden before the visible part (the row was scrolled). */
  start: boolean;
  /** Content is hidden after the visible part: the row scrolls further. */
  end: boolean;
}

/**
 * Tracks whether a sideways-scrolling row hides content at either end, so the row can show it. A row of
 * tabs cut at the screen edge ("Oth") looks finished otherwise, and a resident never finds the rest.
 * Measures on scroll and on any resize of the row or of its children (a language switch, a font load).
 */
export function useScrollOverflow<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [overflow, setOverflow] = useState<ScrollOverflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // RTL rows report a negative scrollLeft; the magnitude is what was scrolled either way.
    const scrolled = Math.abs(el.scrollLeft);
    const hidden = el.scrollWidth - el.clientWidth;
    // One pixel of slack: fractional widths leave sub-pixel remainders at either end.
    const next = { start: scrolled > 1, end: hidden - scrolled > 1 };
    setOverflow((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(el);
    for (const child of Array.from(el.children)) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  /** Scrolls by most of the visible width, keeping one item of context. */
  const page = useCallback((direction: 1 | -1) => {
    const el = ref.current;
    if (!el || typeof el.scrollBy !== 'function') return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * el.clientWidth * 0.8, behavior: reduce ? 'instant' : 'smooth' });
  }, []);

  return { ref, overflow, page, measure };
}

/**
 * The row's content fades out at an edge that hides more (CSS mask, so it works on any background),
 * and that edge shows a round chevron button which scrolls on. The buttons sit beside the row, in the row's flex
 * container (the start one ordered first), never over it: with text at 200% one tab may fill the row, and a button
 * drawn over it would hide its label. The buttons are for pointers only:
 * keyboard users already move along the row with the arrow keys and the row follows focus, so the buttons
 * stay out of the tab order and hidden from screen readers (which list every tab anyway).
 */
export function scrollRowMask(overflow: ScrollOverflow): string {
  return cn(
    overflow.end && 'mask-r-from-[calc(100%-3rem)]',
    overflow.start && 'mask-l-from-[calc(100%-3rem)]',
  );
}

export function ScrollRowButtons({ overflow, page }: { overflow: ScrollOverflow; page: (direction: 1 | -1) => void }): ReactNode {
  const button = 'inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border-strong bg-surface-raised text-text shadow-sm hover:text-primary';
  return (
    <>
      {overflow.start && (
        <button type="button" data-slot="scroll-row-start" tabIndex={-1} aria-hidden="true" onClick={() => page(-1)} className={cn(button, 'order-first')}>
          <ChevronLeftIcon className="rtl:rotate-180" />
        </button>
      )}
      {overflow.end && (
        <button type="button" data-slot="scroll-row-end" tabIndex={-1} aria-hidden="true" onClick={() => page(1)} className={button}>
          <ChevronRightIcon className="rtl:rotate-180" />
        </button>
      )}
    </>
  );
}
