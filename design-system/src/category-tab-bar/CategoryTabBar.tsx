'use client';

import { useEffect, useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/controllable.ts';
import { ScrollRowButtons, scrollRowMask, useScrollOverflow } from '../lib/scroll-row.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export interface CategoryTabBarItem {
  /** The id of the category's heading or section on the page: the tab scrolls to it. */
  id: string;
  label: ReactNode;
}

export interface CategoryTabBarProps extends Omit<ComponentProps<'nav'>, 'defaultValue' | 'onChange'> {
  categories: readonly CategoryTabBarItem[];
  /** The active category's id (controlled). */
  value?: string;
  /** The first active category when uncontrolled. @default the first category */
  defaultValue?: string;
  /** Called when a tab is chosen or the page scrolls into another category. */
  onValueChange?: (id: string) => void;
  /** A category is active once its top is under this many pixels from the top of the viewport. @default 200 */
  activeOffset?: number;
  /** The scroll spy runs at most once per this many milliseconds. @default 100 */
  throttleMs?: number;
  /**
   * Keeps the page's scroll position in sessionStorage under this key, and restores it when the
   * bar mounts again (the resident leaves the page and comes back). Off when not given.
   */
  storageKey?: string;
  /** Accessible name of the navigation. @default Categories */
  label?: string;
}

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function readStored(key: string): number | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null; // Storage can throw in private modes; losing the position is harmless.
  }
}

function writeStored(key: string, value: number) {
  try {
    window.sessionStorage.setItem(key, String(Math.round(value)));
  } catch {
    // See readStored.
  }
}

/**
 * A sticky bar of category links over one long page: a link scrolls to its category, and the bar
 * follows the scroll (scroll spy).
 *
 * Why a `nav` of links with `aria-current` and not a `tablist`: tabs promise panels that are shown
 * one at a time, but here every category stays on the page and a link only moves to it, which is
 * in-page navigation (ARIA APG: use tabs only for tab panels). Links also work without script and
 * are listed in a screen reader's landmarks and links lists. Arrow keys, Home and End still move
 * between the links, with one tab stop for the bar (roving tabindex), as a sighted keyboard user
 * expects of something that looks like tabs.
 */
export const CategoryTabBar = /* @__PURE__ */ refAsProp(function CategoryTabBar({
  categories,
  value,
  defaultValue,
  onValueChange,
  activeOffset = 200,
  throttleMs = 100,
  storageKey,
  label = 'Categories',
  className,
  ...props
}: CategoryTabBarProps) {
  const [active, setActive] = useControllableState(value, defaultValue ?? categories[0]?.id ?? '', onValueChange);
  // The bar scrolls sideways on a phone; an edge that hides categories fades and shows a chevron.
  const { ref: listRef, overflow, page } = useScrollOverflow<HTMLUListElement>();
  // While a chosen category is being scrolled to, the spy would flicker through the ones passed.
  const scrollingToRef = useRef<string | null>(null);

  const categoriesRef = useRef(categories);
  categoriesRef.current = categories;
  const setActiveRef = useRef(setActive);
  setActiveRef.current = setActive;

  // Restore before paint so the resident does not see the page jump.
  useLayoutEffect(() => {
    if (!storageKey) return;
    const stored = readStored(storageKey);
    if (stored !== null) window.scrollTo({ top: stored, behavior: 'instant' });
  }, [storageKey]);

  useEffect(() => {
    function spy() {
      if (storageKey) writeStored(storageKey, window.scrollY);
      if (scrollingToRef.current !== null) return;
      const list = categoriesRef.current;
      let current = list[0]?.id;
      for (const category of list) {
        const element = document.getElementById(category.id);
        if (element && element.getBoundingClientRect().top <= activeOffset) current = category.id;
      }
      // The last categories may be too short to reach the line; at the very bottom the last one wins.
      const doc = document.documentElement;
      if (window.scrollY > 0 && window.scrollY + window.innerHeight >= doc.scrollHeight - 1) current = list.at(-1)?.id ?? current;
      if (current !== undefined) setActiveRef.current(current);
    }
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function onScroll() {
      const now = Date.now();
      const wait = throttleMs - (now - last);
      if (wait <= 0) {
        last = now;
        spy();
      } else if (timer === undefined) {
        // Trailing call, so the final position is always measured.
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          spy();
        }, wait);
      }
    }
    function onScrollEnd() {
      scrollingToRef.current = null;
      spy();
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [activeOffset, throttleMs, storageKey]);

  // Keep the active link visible inside the bar, which scrolls sideways on a phone.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!list || !link || typeof list.scrollTo !== 'function') return;
    const start = link.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: start - 16, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    }
  }, [active, listRef]);

  function go(id: string, event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(id);
    setActive(id);
    if (!target) return;
    event.preventDefault();
    const barHeight = listRef.current?.getBoundingClientRect().height ?? 0;
    const top = target.getBoundingClientRect().top + window.scrollY - barHeight;
    const smooth = !prefersReducedMotion();
    scrollingToRef.current = smooth ? id : null;
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'instant' });
    // Browsers without scrollend (and a scroll that goes nowhere) must not leave the spy paused.
    setTimeout(() => { scrollingToRef.current = null; }, 1000);
    // Move the reading position too, so a screen reader continues from the category.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-slot="category-tab"]') ?? []);
    const index = links.findIndex((link) => link === document.activeElement);
    if (index < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const keys: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: links.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  }

  return (
    <nav
      data-slot="category-tab-bar"
      aria-label={label}
      // A caller under a fixed header sets its own `top-…` (fallback: has no specificity).
      className={cn('sticky fallback:top-0 z-sticky border-b border-border bg-surface', className)}
      {...props}
    >
      <div className="flex items-center gap-1">
        <ul
          ref={listRef}
          role="list"
          onKeyDown={onKeyDown}
          data-overflow={[overflow.start && 'start', overflow.end && 'end'].filter(Boolean).join(' ') || undefined}
          className={cn('m-0 flex min-w-0 flex-1 list-none gap-1 overflow-x-auto p-0 px-2 [scrollbar-width:none]', scrollRowMask(overflow))}
        >
          {categories.map((category) => {
            const isActive = category.id === active;
            return (
              <li key={category.id} className="m-0 shrink-0">
                <a
                  data-slot="category-tab"
                  data-state={isActive ? 'active' : 'inactive'}
                  href={`#${category.id}`}
                  aria-current={isActive ? 'location' : undefined}
                  tabIndex={isActive ? 0 : -1}
                  onClick={(event) => go(category.id, event)}
                  className={cn(
                    '-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-base font-medium whitespace-nowrap text-text-muted no-underline',
                    'transition-colors duration-fast hover:text-text focus-visible:-outline-offset-2',
                    'data-[state=active]:border-primary data-[state=active]:text-primary',
                  )}
                >
                  {category.label}
                </a>
              </li>
            );
          })}
        </ul>
        <ScrollRowButtons overflow={overflow} page={page} />
      </div>
    </nav>
  );
});
