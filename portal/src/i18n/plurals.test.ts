import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n } from './index.ts';
import { messages as pt } from './pt.ts';
import { messages as en } from './en.ts';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('counts follow the language rules of Macao', () => {
  it('Portuguese puts zero in the plural, as in Portugal, and one in the singular', async () => {
    const t = (await initI18n('pt', pt)).getFixedT('pt');
    i18next.addResourceBundle('pt', 'translation', { test: { files_one: '{{count}} ficheiro', files_other: '{{count}} ficheiros' } }, true);
    expect(t('test.files', { count: 0 })).toBe('0 ficheiros');
    expect(t('test.files', { count: 1 })).toBe('1 ficheiro');
    expect(t('test.files', { count: 2 })).toBe('2 ficheiros');
  });

  it('English keeps zero in the plural and one in the singular', async () => {
    const t = (await initI18n('en', en)).getFixedT('en');
    i18next.addResourceBundle('en', 'translation', { test: { files_one: '{{count}} file', files_other: '{{count}} files' } }, true);
    expect(t('test.files', { count: 0 })).toBe('0 files');
    expect(t('test.files', { count: 1 })).toBe('1 file');
  });
});
