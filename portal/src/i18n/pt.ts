import type { Messages } from './en.ts';
import { pt as common } from '../features/common/i18n/pt.ts';
import { pt as home } from '../features/home/i18n/pt.ts';

export const messages: Messages = { common, home };
