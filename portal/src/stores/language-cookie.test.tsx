import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@macao-phr/contract';
import { changeLanguage, initLanguage } from './language.ts';

const cookieLanguage = () => new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the language, mirrored in a cookie for the server', () => {
  it('is the language the page starts in: a valid ?lang, else the stored one', () => {
    expect(initLanguage('?lang=pt')).toBe('pt');
    expect(cookieLanguage()).toBe('pt');
    // Remembered: a later start without ?lang keeps it.
    expect(initLanguage('')).toBe('pt');
    expect(cookieLanguage()).toBe('pt');
    // An unknown ?lang does not hide the stored choice.
    expect(initLanguage('?lang=xx')).toBe('pt');
    expect(cookieLanguage()).toBe('pt');
    expect(initLanguage('?lang=zh-Hant')).toBe('zh-Hant');
    expect(cookieLanguage()).toBe('zh-Hant');
  });

  it('changes with the language, before the page reloads into it', () => {
    window.history.replaceState(null, '', '/mob/home?lang=en');
    // The reload itself is the browser's: here it is only recorded.
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    changeLanguage('en');
    expect(cookieLanguage()).toBe('en');
    expect(replace).toHaveBeenCalledWith(`${window.location.origin}/mob/home`);
  });
});
