/**
 * After the library build: the stylesheet for apps on Tailwind v4 (src/tailwind.css and the base rules it
 * imports) goes to dist as it is. Its `@source "./"` then scans dist, whose JS holds every class the
 * components use, so the app's Tailwind generates them along with the app's own.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
for (const file of ['tailwind.css', 'base.css']) copyFileSync(path.join(root, 'src', file), path.join(root, 'dist', file));
