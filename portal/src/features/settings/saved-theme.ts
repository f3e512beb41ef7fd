import { paths, type ThemeChoice } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import { setTheme } from '../../stores/theme.ts';

/**
 * The colour theme kept with the resident's settings on the server (docs/product/states.md theme), so that it follows
 * them to any browser. Read once right after sign-in, before the first signed-in screen is drawn, and remembered on
 * the device (stores/theme.ts) for the pages loaded after; a failed read leaves the device's own copy.
 */
export async function loadSavedTheme(): Promise<void> {
  try {
    const settings = await api.call(paths.residentSettings, {}, { toastOnError: false });
    setTheme(settings.theme);
  } catch {
    // No answer: the choice this device remembers for the resident stays.
  }
}

/** The resident's choice: applied at once, and saved with their settings (a failed save is said by the usual toast). */
export async function chooseTheme(choice: ThemeChoice): Promise<void> {
  setTheme(choice);
  try {
    await api.call(paths.saveResidentSettings, { theme: choice });
  } catch {
    // Toasted by the client; the choice holds on this device.
  }
}
