import { z } from './z.ts';

/**
 * The resident's own settings kept on the server (docs/product/states.md settings), so that they follow the resident to
 * another browser: the colour theme. "device" follows the device's own light, dark and contrast settings.
 */
export const THEME_CHOICES = ['device', 'light', 'dark', 'contrast'] as const;
export const themeChoiceSchema = z.enum(THEME_CHOICES);
export type ThemeChoice = z.infer<typeof themeChoiceSchema>;

export const residentSettingsSchema = z.object({ theme: themeChoiceSchema });
export type ResidentSettings = z.infer<typeof residentSettingsSchema>;

