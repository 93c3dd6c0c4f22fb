import { describe, expect, it } from 'vitest';
import { intlLocale, resolveLanguage } from './languages';

describe('the start language', () => {
  it.each([
    { stored: 'pl', browser: ['uk-UA'], expected: 'pl', why: 'the stored choice wins' },
    { stored: 'ua', browser: ['en-US'], expected: 'ua', why: 'the stored choice wins' },
    { stored: null, browser: ['uk-UA', 'en'], expected: 'ua', why: 'a Ukrainian browser gets ua' },
    { stored: null, browser: ['ua'], expected: 'ua', why: 'the non-standard ua tag too' },
    { stored: null, browser: ['pl-PL'], expected: 'pl', why: 'a Polish browser gets pl' },
    { stored: null, browser: ['de-DE', 'pl'], expected: 'pl', why: 'the first language we speak' },
    { stored: null, browser: ['de-DE', 'fr'], expected: 'en', why: 'else English' },
    { stored: 'xx', browser: ['pl'], expected: 'pl', why: 'an invalid stored value is ignored' },
    { stored: undefined, browser: [], expected: 'en', why: 'nothing known: English' },
  ])('$stored + $browser → $expected ($why)', ({ stored, browser, expected }) => {
    expect(resolveLanguage({ stored, browserLanguages: browser })).toBe(expected);
  });

  it('reads browser tags case-insensitively, with either separator', () => {
    expect(resolveLanguage({ stored: null, browserLanguages: ['UK'] })).toBe('ua');
    expect(resolveLanguage({ stored: null, browserLanguages: ['pl_PL'] })).toBe('pl');
    expect(resolveLanguage({ stored: null, browserLanguages: ['cs'] })).toBe('en');
  });
});

describe('Intl locale of a language', () => {
  it('maps ua to uk, which Intl knows', () => {
    expect(intlLocale('ua')).toBe('uk');
    expect(intlLocale('pl')).toBe('pl');
  });

  it('gives Ukrainian plural forms for ua (not English ones)', () => {
    const rules = new Intl.PluralRules(intlLocale('ua'));
    expect([1, 3, 5, 21].map((n) => rules.select(n))).toEqual(['one', 'few', 'many', 'one']);
  });
});
