import { describe, expect, it } from 'vitest';
import { widgetColor, widgetLanguage, widgetScheme } from './attributes';

describe('the widget’s language: its lang, else the page’s, else English', () => {
  it.each([
    ['pl', undefined, 'pl'],
    ['ua', 'pl', 'ua'],
    ['uk', undefined, 'ua'],
    ['uk-UA', undefined, 'ua'],
    ['PL-pl', undefined, 'pl'],
    [undefined, 'pl-PL', 'pl'],
    [undefined, 'uk', 'ua'],
    ['de', 'pl', 'pl'],
    ['de', 'fr', 'en'],
    [undefined, undefined, 'en'],
    ['', '', 'en'],
  ] as const)('lang=%j on a page of %j → %s', (attribute, page, expected) => {
    expect(widgetLanguage(attribute, page)).toBe(expected);
  });
});

describe('light or dark', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    [' Dark ', false, 'dark'],
    [undefined, true, 'dark'],
    [undefined, false, 'light'],
    ['auto', true, 'dark'],
    ['purple', false, 'light'],
  ] as const)('theme=%j, prefers dark %s → %s', (attribute, prefersDark, expected) => {
    expect(widgetScheme(attribute, prefersDark)).toBe(expected);
  });
});

describe('the primary colour', () => {
  it.each([
    ['blue', 'teal', 'blue'],
    ['#0a78c8', 'teal', '#0a78c8'],
    [' Pink ', undefined, 'pink'],
    ['rebeccapurple', 'green', 'green'],
    ['#12', 'green', 'green'],
    ['url(javascript:alert(1))', undefined, undefined],
    [undefined, 'orange', 'orange'],
  ] as const)('color=%j with the studio’s %j → %j', (attribute, fallback, expected) => {
    expect(widgetColor(attribute, fallback)).toBe(expected);
  });
});
