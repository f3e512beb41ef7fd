import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { colorRoles, elevation, fontSize, radius } from '@mhp/tokens';

/**
 * tailwind-merge must know the token theme: otherwise `text-text-muted` (a colour) and `text-sm`
 * (a size) look alike to it and one would silently drop the other.
 */
const twMerge = extendTailwindMerge({
  override: {
    theme: {
      color: [...colorRoles, 'transparent', 'current', 'inherit'],
      text: Object.keys(fontSize),
      radius: Object.keys(radius),
      shadow: Object.keys(elevation),
    },
  },
});

/** Joins class values (clsx) and lets later Tailwind classes win over earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
