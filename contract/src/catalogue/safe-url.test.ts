import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSafeUrl, safeUrlOrNull } from './safe-url.ts';

const SCRIPT_SCHEMES = ['javascript', 'data', 'vbscript'];

/** Random letter case of a word. */
const randomCase = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((flags) =>
    [...word].map((c, i) => (flags[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
  );

const percent = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** One character of the scheme written plainly, percent-encoded, double-encoded or as an HTML reference. */
const encodedChar = (c: string) =>
  fc.constantFrom(
    c,
    percent(c),
    percent(c).toUpperCase(),
    `%25${c.charCodeAt(0).toString(16)}`,
    `&#${c.charCodeAt(0)};`,
    `&#x${c.charCodeAt(0).toString(16)};`,
    `&#${c.charCodeAt(0)}`,
  );

const encodedWord = (word: string) => fc.tuple(...[...word].map(encodedChar)).map((parts) => parts.join(''));

/** What browsers drop or ignore around or inside a scheme. */
const junk = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u007f', '\u00a0', '\u200b', '\ufeff', '%09', '%0a', '%00', '%20', '&Tab;', '&NewLine;');

const colon = fc.constantFrom(':', '%3a', '%3A', '%253a', '&colon;', '&#58;', '&#x3a;', '&#X3A;', '&#0000058');

const payload = fc.constantFrom('alert(1)', 'alert(document.cookie)', 'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'msgbox(1)', '//%0aalert(1)', '');

describe('isSafeUrl', () => {
  it('refuses every script scheme in any case, encoding, whitespace or control-character disguise (generated)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCRIPT_SCHEMES).chain((scheme) => fc.oneof(randomCase(scheme), encodedWord(scheme))),
        junk,
        junk,
        colon,
        payload,
        (scheme, before, inside, sep, rest) => {
          const cut = Math.floor(scheme.length / 2);
          const url = `${before}${scheme.slice(0, cut)}${inside}${scheme.slice(cut)}${sep}${rest}`;
          expect(isSafeUrl(url)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a script address hidden behind an in-app path or an https redirect parameter (generated)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCRIPT_SCHEMES).chain(randomCase), colon, fc.constantFrom('/mob/home?next=', 'https://www.ssm.gov.mo/?r=', '/web/iframePage?url='), (scheme, sep, prefix) => {
        expect(isSafeUrl(`${prefix}${encodeURIComponent(`${scheme}${sep}alert(1)`)}`)).toBe(false);
        expect(isSafeUrl(`${prefix}${encodeURIComponent(encodeURIComponent(`${scheme}:alert(1)`))}`)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts generated https and http addresses', () => {
    const url = fc
      .tuple(
        fc.constantFrom('https', 'http', 'HTTPS'),
        fc.domain(),
        fc.array(fc.stringMatching(/^[A-Za-z0-9\-._~]{1,12}$/), { maxLength: 4 }),
        fc.option(fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), fc.stringMatching(/^[A-Za-z0-9\-._~]{0,8}$/), { maxKeys: 3 })),
      )
      .map(([scheme, host, segments, query]) => {
        const q = query ? Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&') : '';
        return `${scheme}://${host}/${segments.join('/')}${q ? `?${q}` : ''}`;
      })
      .filter((u) => !/(?:javascript|vbscript|livescript|data|file|blob|filesystem|about|jar|view-source):/i.test(u));
    fc.assert(
      fc.property(url, (u) => {
        expect(isSafeUrl(u)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts generated in-app paths', () => {
    const path = fc
      .tuple(fc.constantFrom('/mob', '/web', '/home', '/mobMaintenance'), fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/), { maxLength: 3 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[A-Za-z0-9]{0,5}$/)))
      .map(([root, segments, query]) => `${root}${segments.map((s) => `/${s}`).join('')}${query ? `?${query}` : ''}`);
    fc.assert(
      fc.property(path, (p) => {
        expect(isSafeUrl(p)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A;avascript:alert(1)',
    '%6a%61%76%61%73%63%72%69%70%74%3aalert(1)',
    '%256a%2561vascript%253aalert(1)',
    'javascript%3aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example\\x',
    'https:\\\\evil.example',
    'https://evil.example\\@ssm.gov.mo',
    'https://ssm.gov.mo@evil.example/',
    'https://user:pass@evil.example/',
    'http:/evil.example',
    'https:evil.example',
    'ftp://files.example/x',
    'file:///etc/passwd',
    'blob:https://x.example/1',
    'about:blank',
    'mailto:a@b.example',
    '',
    ' ',
    'https://',
    'https://exa mple.com',
    'https://example.com/<script>',
    'https://example.com/"onmouseover="alert(1)',
    'https://example.com/?next=javascript:alert(1)',
    'https://example.com/?next=javascript%3Aalert(1)',
    '/mob/home/../../etc',
    '/mob/home?x=<b>',
    'mob/home',
    '../mob/home',
    '#javascript:alert(1)',
    '?x=1',
    'https://example.com/\u202e',
    'https://ex\u00e4mple.com/',
  ])('refuses the attack string %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it.each([
    'https://www.ssm.gov.mo/',
    'https://www.ssm.gov.mo/apps1/healthrecord/ch.aspx?lang=zh#top',
    'http://localhost:5173/mob/home',
    'https://eservice.ssm.gov.mo/appointment/?patid=M123%20456',
    '/mob/healthData',
    '/web/vaccine?tab=2',
    '/mobMaintenance?name=%E9%AB%94%E6%AA%A2&contentId=c-12',
    '/mob/home/notFound',
  ])('accepts %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it('refuses what is not a string', () => {
    for (const x of [null, undefined, 1, {}, ['https://a.example']]) expect(isSafeUrl(x)).toBe(false);
    expect(safeUrlOrNull('javascript:alert(1)')).toBeNull();
    expect(safeUrlOrNull('/mob/home')).toBe('/mob/home');
  });
});
