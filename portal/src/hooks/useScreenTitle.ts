import { useEffect } from 'react';
import { setScreenTitle } from '../stores/screen.ts';

/**
 * A screen whose title differs from its route's (e.g. "Edit reading" on addPressure?id=) says so
 * here; the layout shows it as the h1 and in document.title.
 */
export function useScreenTitle(title: string): void {
  useEffect(() => {
    setScreenTitle(title);
  }, [title]);
}
