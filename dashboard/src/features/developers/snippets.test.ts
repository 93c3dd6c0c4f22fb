import { describe, expect, it } from 'vitest';
import {
  developersPath,
  embedScriptTag,
  escapeAttribute,
  scheduleSnippet,
  scheduleTag,
  studioFromQuery,
} from './snippets';

describe('the embed snippet', () => {
  it.each([
    ['plain text', 'rytm_krakow', 'rytm_krakow'],
    ['an ampersand', 'a&b', 'a&amp;b'],
    ['angle brackets', '<script>', '&lt;script&gt;'],
    ['a double quote', 'a"b', 'a&quot;b'],
    ['every character at once', '"&<>"', '&quot;&amp;&lt;&gt;&quot;'],
    ['a single quote (harmless inside double quotes)', "o'neil", "o'neil"],
  ])('escapes %s in an attribute value', (_, value, expected) => {
    expect(escapeAttribute(value)).toBe(expected);
  });

  it('loads the bundle from the given origin as a module', () => {
    expect(embedScriptTag('https://plie.dance')).toBe(
      '<script type="module" src="https://plie.dance/embed/plie.js"></script>',
    );
  });

  it.each([
    ['the studio alone', { studio: 'rytm_krakow' }, '<plie-schedule studio="rytm_krakow"></plie-schedule>'],
    [
      'a language',
      { studio: 'rytm_krakow', lang: 'pl' as const },
      '<plie-schedule studio="rytm_krakow" lang="pl"></plie-schedule>',
    ],
    [
      'the defaults left out (table view, the visitor’s theme)',
      { studio: 'rytm_krakow', lang: 'en' as const, view: 'table' as const, theme: 'auto' as const },
      '<plie-schedule studio="rytm_krakow" lang="en"></plie-schedule>',
    ],
    [
      'the calendar in the dark theme',
      { studio: 'rytm_krakow', lang: 'ua' as const, view: 'calendar' as const, theme: 'dark' as const },
      '<plie-schedule studio="rytm_krakow" lang="ua" view="calendar" theme="dark"></plie-schedule>',
    ],
    [
      'a studio name with spaces around and markup in it',
      { studio: '  <b>"x"&y  ' },
      '<plie-schedule studio="&lt;b&gt;&quot;x&quot;&amp;y"></plie-schedule>',
    ],
  ])('writes the schedule tag with %s', (_, options, expected) => {
    expect(scheduleTag(options)).toBe(expected);
  });

  it('puts the script tag first, then the schedule, one per line', () => {
    expect(scheduleSnippet('http://127.0.0.1:5173', { studio: 'rytm_krakow', lang: 'en' })).toBe(
      '<script type="module" src="http://127.0.0.1:5173/embed/plie.js"></script>\n' +
        '<plie-schedule studio="rytm_krakow" lang="en"></plie-schedule>',
    );
  });
});

describe('the studio of the live preview in the address', () => {
  it.each([
    [undefined, '/developers'],
    ['rytm_krakow', '/developers?studio=rytm_krakow'],
    ['a&b c', '/developers?studio=a%26b+c'],
  ])('links %s to %s', (studio, path) => {
    expect(developersPath(studio)).toBe(path);
  });

  it.each([
    ['?studio=rytm_krakow', 'rytm_krakow'],
    ['studio=%20salsa_bar%20', 'salsa_bar'],
    ['?studio=', undefined],
    ['', undefined],
    ['?other=1', undefined],
  ])('reads %j as %j', (query, studio) => {
    expect(studioFromQuery(query)).toBe(studio);
  });

  it('reads back the studio it links to', () => {
    expect(studioFromQuery(developersPath('a&b c').split('?')[1]!)).toBe('a&b c');
  });
});
