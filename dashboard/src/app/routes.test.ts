/**
 * Issue #13 C: a slug or username in an address must never shadow one of the site's own pages
 * (`/studios/create` is a page, so no studio may be called `create`). The routes are read from
 * `routes.tsx` itself, so a new page under a slug's path fails here until its word is reserved in
 * `shared` (RESERVED_STUDIO_NAMES), which the API and the forms refuse.
 */
import { readFileSync } from 'node:fs';
import { RESERVED_STUDIO_NAMES, WEB_PATHS, type WebPage } from '@plie/shared';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
/** Every `path=` of a `<Route>`, as written in the source (`WEB_PATHS.studio`, or a literal). */
const writtenPaths = [...source.matchAll(/<Route\s+path=(\S+)/g)].map((match) => match[1] as string);
const routedPages = writtenPaths.flatMap((written) => written.match(/^\{WEB_PATHS\.(\w+)\}$/)?.[1] ?? []);
const paths = routedPages.map((page) => WEB_PATHS[page as WebPage]);
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The words each kind of address parameter may not take. Usernames: none, while /users/ has no sub-pages. */
const RESERVED: Record<string, readonly string[]> = {
  studioName: RESERVED_STUDIO_NAMES,
  username: [],
};

/** Every literal page that sits where a parameter of another route does (same prefix, same position). */
const shadowedBy = (route: string) =>
  segmentsOf(route).flatMap((segment, index) => {
    if (!segment.startsWith(':')) return [];
    const prefix = segmentsOf(route).slice(0, index).join('/');
    return paths.flatMap((other) => {
      const literal = segmentsOf(other)[index];
      const samePrefix = segmentsOf(other).slice(0, index).join('/') === prefix;
      return samePrefix && literal && !literal.startsWith(':')
        ? [{ parameter: segment.slice(1), literal, page: other }]
        : [];
    });
  });

describe('the routes a slug or username could shadow', () => {
  it('reads the dashboard’s routes', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/studios', '/studios/create', '/studios/:studioName', '/users/:username']),
    );
  });

  it('knows every parameter a route takes from an address', () => {
    const parameters = paths.flatMap((path) =>
      segmentsOf(path).flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : [])),
    );
    for (const parameter of parameters) expect(Object.keys(RESERVED)).toContain(parameter);
  });

  it.each(paths.filter((path) => path.includes('/:')))(
    '%s: every page beside it is a reserved word',
    (route) => {
      for (const { parameter, literal, page } of shadowedBy(route)) {
        expect(RESERVED[parameter], `${page} shadows ${route}: reserve “${literal}”`).toContain(
          literal.toLowerCase(),
        );
      }
    },
  );

  it('reserves the pages under /studios/ (today: create)', () => {
    const pages = shadowedBy('/studios/:studioName').map(({ literal }) => literal);
    expect(pages).toContain('create');
  });
});

describe('the routes and WEB_PATHS (issue #15: one source for web paths)', () => {
  it('takes every route path from WEB_PATHS, none written by hand', () => {
    expect(writtenPaths.length).toBeGreaterThan(0);
    expect(writtenPaths.filter((written) => !/^\{WEB_PATHS\.\w+\}$/.test(written))).toEqual([]);
    for (const page of routedPages) expect(Object.keys(WEB_PATHS)).toContain(page);
  });

  it('routes every page of WEB_PATHS exactly once', () => {
    expect([...routedPages].sort()).toEqual(Object.keys(WEB_PATHS).sort());
  });
});
