import { describe, expect, it } from 'vitest';
import { intlLocale, isLanguage, languageFromTag } from './locale';

describe('intlLocale', () => {
  it.each([
    ['en', 'en'],
    // Intl has no `ua`: asked for it, plural rules come out English-shaped.
    ['ua', 'uk'],
    ['pl', 'pl'],
  ] as const)('gives Intl the locale %s → %s', (language, locale) => {
    expect(intlLocale(language)).toBe(locale);
  });

  it('gives Ukrainian plural rules for ua', () => {
    expect(new Intl.PluralRules(intlLocale('ua')).select(2)).toBe('few');
  });
});

describe('isLanguage', () => {
  it.each([
    ['en', true],
    ['ua', true],
    ['pl', true],
    ['uk', false],
    ['EN', false],
    ['', false],
    [undefined, false],
    [7, false],
  ])('%s → %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});

describe('languageFromTag', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['pl', 'pl'],
    ['pl-PL', 'pl'],
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['ua', 'ua'],
    ['UA', 'ua'],
    [' pl_PL ', 'pl'],
    ['de-DE', undefined],
    ['constructor', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads %j as %s', (tag, expected) => {
    expect(languageFromTag(tag)).toBe(expected);
  });
});
