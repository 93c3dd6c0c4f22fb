import { describe, expect, it } from 'vitest';
import { WEB_PATHS, type WebPage } from './web-paths';
import { isWebRoute, WEB_ROUTE_PATTERNS, webPageOf, webRoutePattern } from './web-routes';

/** An address of each page, its parameters filled with a valid name. */
const exampleOf = (page: WebPage) => WEB_PATHS[page].replace(/:\w+/g, 'ola_k-2');

describe('the pages of the website (issue #17 item 10: unknown addresses answer 404)', () => {
  it.each((Object.keys(WEB_PATHS) as WebPage[]).filter((page) => page !== 'notFound'))(
    'knows the page %s, with and without a trailing slash',
    (page) => {
      expect(isWebRoute(exampleOf(page))).toBe(true);
      if (exampleOf(page) !== '/') expect(isWebRoute(`${exampleOf(page)}/`)).toBe(true);
    },
  );

  it.each([
    '/no-such-page',
    '/studios/x/y/z',
    '/embed/nothing',
    '/embed/schedule',
    '/users',
    '/users/ab',
    '/users/a.b',
    '/users/1abc',
    '/users/ola/extra',
    '/teachersx',
    '//teachers',
    '/404',
    '',
  ])('knows no page at %j', (path) => {
    expect(isWebRoute(path)).toBe(false);
  });

  it('matches as the router does: case-insensitive, one segment per parameter', () => {
    expect(isWebRoute('/Teachers')).toBe(true);
    expect(isWebRoute('/studios/Rytm_Krakow')).toBe(true);
    expect(isWebRoute('/studios/rytm%2Fkrakow')).toBe(false);
  });

  it('writes a page’s pattern as an anchored regular expression', () => {
    expect(webRoutePattern('/')).toBe('^\\/$');
    expect(webRoutePattern('/auth/callback')).toBe('^\\/auth\\/callback\\/?$');
    expect(webRoutePattern('/users/:username')).toMatch(/^\^\\\/users\\\/\(\?:\[A-Za-z\]/);
  });

  it('has one pattern for every page but the not-found view', () => {
    expect(WEB_ROUTE_PATTERNS).toHaveLength(Object.keys(WEB_PATHS).length - 1);
  });
});

describe('webPageOf', () => {
  it('names the page a path shows, as the router picks it: a fixed path before a parameter', () => {
    expect(webPageOf('/')).toBe('landing');
    expect(webPageOf('/studios/create')).toBe('createStudio');
    expect(webPageOf('/Studios/berlin_move/')).toBe('studio');
    expect(webPageOf('/users/iryna_teacher')).toBe('user');
    expect(webPageOf('/embed/schedule/berlin_move')).toBe('embeddedSchedule');
    expect(webPageOf('/schedule')).toBe('schedule');
  });

  it('names no page for an unknown path', () => {
    expect(webPageOf('/no-such-page')).toBeUndefined();
    expect(webPageOf('/studios/x/y')).toBeUndefined();
  });
});
