import { describe, expect, it } from 'vitest';
import { LANGUAGES, parseLanguage } from './languages.ts';
import { PlatformResultCode, isSessionInvalid } from './platform-result-codes.ts';
import { ResultCode } from './result-codes.ts';
import { resultMessage, resultMessages } from './result-messages.ts';
import { validationMessages, fieldErrors } from './validation.ts';
import { loginRequestSchema } from './auth.ts';

describe('result codes', () => {
  it('keeps the codes fixed by docs/product/result-codes.md and docs/architecture.md#api-contract', () => {
    expect(ResultCode.SUCCESS).toBe('000000');
    expect([ResultCode.SESSION_MISSING, ResultCode.SESSION_EXPIRED, ResultCode.SESSION_INVALID, ResultCode.SESSION_REVOKED, ResultCode.SESSION_DISABLED]).toEqual(
      ['100017', '100018', '100019', '100020', '100021'],
    );
    expect(ResultCode.GOV_LINK_EXPIRED).toBe('100046');
    expect(ResultCode.GOV_NO_ACCESS).toBe('100047');
    // The table begins with the platform's codes, the same names and values.
    expect(Object.entries(ResultCode).slice(0, 8)).toEqual(Object.entries(PlatformResultCode));
  });

  it('gives every code a distinct value and a message in each language', () => {
    const values = Object.values(ResultCode);
    expect(new Set(values).size).toBe(values.length);
    expect(Object.keys(resultMessages).sort()).toEqual([...values].sort());
    for (const code of values) for (const lang of LANGUAGES) expect(resultMessages[code][lang].trim()).not.toBe('');
  });

  it('uses the docs/product/result-codes.md English texts', () => {
    expect(resultMessage(ResultCode.GOV_LINK_EXPIRED, 'en')).toBe('The current link has expired');
    expect(resultMessage(ResultCode.GOV_NO_ACCESS, 'en')).toBe('The current account is not authorized to access');
    expect(resultMessage(ResultCode.QR_INVALID, 'en')).toBe('Invalid QRcode');
    expect(resultMessage(ResultCode.UNKNOWN_ERROR, 'en')).toBe('Unknown error');
    expect(resultMessage('nonsense', 'pt')).toBe(resultMessages[ResultCode.UNKNOWN_ERROR].pt);
  });

  it('knows which codes invalidate the session', () => {
    for (const code of ['100017', '100018', '100019', '100020', '100021']) expect(isSessionInvalid(code)).toBe(true);
    for (const code of ['000000', '100016', '100022', '100046', '200001']) expect(isSessionInvalid(code)).toBe(false);
  });
});

describe('languages and validation messages', () => {
  it('falls back to zh-Hant for anything unknown (docs/product/states.md)', () => {
    expect(parseLanguage('en')).toBe('en');
    for (const x of ['EN', 'zh', 'zh-hant', '', undefined, null, 3, ['en']]) expect(parseLanguage(x)).toBe('zh-Hant');
  });

  it('translates every validation key in all three languages', () => {
    const keys = Object.keys(validationMessages.en).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(validationMessages[lang]).sort()).toEqual(keys);
      for (const key of keys) expect(validationMessages[lang][key as keyof (typeof validationMessages)['en']]).not.toBe('');
    }
  });

  it('translates field errors by dotted path, with a generic message for foreign keys', () => {
    const result = loginRequestSchema.safeParse({ username: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error, 'zh-Hant')).toEqual({ username: ['請輸入帳號'], password: ['請輸入密碼'] });
    }
    expect(fieldErrors({ issues: [{ path: ['page', 'pageNum'], message: 'zod default' }, { path: [], message: 'x' }] }, 'en')).toEqual({
      'page.pageNum': ['This value is not valid'],
      _form: ['This value is not valid'],
    });
  });
});
