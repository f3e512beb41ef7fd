import type { Config } from 'tailwindcss';
import { tailwindPreset } from './tokens/src/tailwind.config.ts';

/**
 * The repository's Tailwind configuration is the tokens' preset (tokens/src/tailwind.config.ts), which the
 * published `@macao-phr/tokens/tailwind` also gives other apps.
 */
export default tailwindPreset satisfies Config;
