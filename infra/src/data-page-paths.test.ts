/**
 * Where CloudFront sends the data pages (ADR 0019), derived from the route table: every path of the
 * app reaches the `pages` function exactly when its page is server-rendered, whatever that list holds.
 */
import { SERVER_RENDERED_PAGES, WEB_PATHS, type WebPage, webPageOf } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  dataPagePathPatterns,
  pathPatternsOf,
  pathsKeptOnTheBucket,
  patternMatches,
} from './data-page-paths';

/** Which behavior CloudFront picks for `path` among these (the first that matches), as it does. */
const behaviorOf = (path: string): 'bucket' | 'pages' | 'default' => {
  const listed = [
    ...pathsKeptOnTheBucket().map((pattern) => ({ pattern, to: 'bucket' as const })),
    ...dataPagePathPatterns().map((pattern) => ({ pattern, to: 'pages' as const })),
  ];
  return listed.find(({ pattern }) => patternMatches(pattern, path))?.to ?? 'default';
};

/** A path of the page: each parameter a sample value, with and without a trailing slash. */
const samplePathsOf = (page: WebPage): string[] => {
  const path = WEB_PATHS[page].replace(/:[^/]+/g, 'ola_studio');
  return path === '/' ? ['/'] : [path, `${path}/`];
};

describe('the data pages’ path patterns', () => {
  it.each([
    ['/studios/:studioName', ['/studios/?*']],
    ['/users/:username', ['/users/?*']],
    ['/schedule', ['/schedule', '/schedule/']],
    ['/embed/schedule/:studioName', ['/embed/schedule/?*']],
    ['/', ['/']],
  ])('%s → %j', (path, patterns) => {
    expect(pathPatternsOf(path)).toEqual(patterns);
  });

  it.each([
    ['/studios/?*', '/studios/ola', true],
    ['/studios/?*', '/studios/', false],
    ['/studios/?*', '/studios', false],
    ['/studios/?*', '/studios/a/b', true],
    ['/schedule', '/schedule/', false],
    ['/schedule', '/schedules', false],
    ['/a.b', '/aXb', false],
  ])('%s matches %s: %s', (pattern, path, matches) => {
    expect(patternMatches(pattern, path)).toBe(matches);
  });

  it('send every page’s paths to the pages function when, and only when, the page is server-rendered', () => {
    for (const page of Object.keys(WEB_PATHS) as WebPage[]) {
      const rendered = (SERVER_RENDERED_PAGES as readonly WebPage[]).includes(page);
      for (const path of samplePathsOf(page)) {
        // A sample that the router reads as another page is that page's.
        if (webPageOf(path) !== page) continue;
        expect(behaviorOf(path) === 'pages', `${page}: ${path}`).toBe(rendered);
      }
    }
  });

  it('keep on the bucket each fixed page a data page’s pattern would catch', () => {
    for (const path of pathsKeptOnTheBucket()) {
      const page = webPageOf(path);
      expect(page, path).toBeDefined();
      expect(SERVER_RENDERED_PAGES as readonly string[], path).not.toContain(page);
    }
    expect(pathsKeptOnTheBucket()).toContain('/studios/create');
  });
});
