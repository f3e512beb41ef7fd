import type { Messages } from './en.ts';
import { zhHant as common } from '../features/common/i18n/zh-Hant.ts';
import { zhHant as home } from '../features/home/i18n/zh-Hant.ts';

export const messages: Messages = { common, home };
