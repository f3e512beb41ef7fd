import { en as common } from '../features/common/i18n/en.ts';
import { en as home } from '../features/home/i18n/en.ts';

/** The English bundle: its shape is the type every other language must match. */
export const messages = { common, home };

export type Messages = typeof messages;
