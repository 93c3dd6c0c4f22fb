/**
 * Issue #13 C: a slug or username in an address must never shadow one of the site's own pages
 * (`/studios/create` is a page, so no studio may be called `create`). The routes are read from
 * `routes.tsx` itself, so a new page under a slug's path fails here until its word is reserved in
 * `shared` (RESERVED_STUDIO_NAMES), which the API and the forms refuse.
 */
import { readFileSync } from 'node:fs';
import { RESERVED_STUDIO_NAMES } from '@plie/shared';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
const paths = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((match) => match[1] as string);
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
