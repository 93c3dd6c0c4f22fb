/**
 * Where CloudFront sends the server-rendered data pages (ADR 0019), derived from the pages the
 * product renders (`SERVER_RENDERED_PAGES` of @plie/shared) and their paths in the route table: a
 * page added to that list gets its behavior at the next synth, nothing written here.
 *
 * - Each page's path becomes CloudFront path patterns: a `:parameter` segment is `?*` (one character
 *   or more), and a path without one is matched with and without its trailing slash, as the router
 *   matches it: `/studios/:studioName` → `/studios/?*`, `/schedule` → `/schedule`, `/schedule/`.
 * - A fixed page of the app that such a pattern would also catch (`/studios/create` under
 *   `/studios/?*`) keeps its own behavior on the bucket, listed before the data pages': CloudFront
 *   takes the first pattern that matches.
 * Patterns are case-sensitive in CloudFront, where the router is not: `/Studios/x` reaches the
 * default behavior, the bucket's copy of the page, which works as before.
 */
import { SERVER_RENDERED_PAGES, WEB_PATHS, type WebPage } from '@plie/shared';

/** The CloudFront path patterns of a route-table path. */
export const pathPatternsOf = (path: string): string[] => {
  const pattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '?*' : segment))
    .join('/');
  if (pattern.includes('*')) return [pattern];
  return pattern === '/' ? ['/'] : [pattern, `${pattern}/`];
};

/** Whether CloudFront's path pattern (`*`: any run of characters, `?`: one) matches `path`. */
export const patternMatches = (pattern: string, path: string): boolean => {
  const source = [...pattern]
    .map((character) =>
      character === '*' ? '.*' : character === '?' ? '.' : character.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(path);
};

/** The path patterns CloudFront sends to the `pages` function, each page's in the route table's order. */
export const dataPagePathPatterns = (): string[] =>
  SERVER_RENDERED_PAGES.flatMap((page) => pathPatternsOf(WEB_PATHS[page]));

/**
 * The fixed paths of the app's other pages that a data page's pattern would catch, with and without
 * the trailing slash (`/studios/create`, `/studios/create/`): they stay on the bucket.
 */
export const pathsKeptOnTheBucket = (): string[] => {
  const patterns = dataPagePathPatterns();
  return (Object.keys(WEB_PATHS) as WebPage[])
    .filter((page) => !(SERVER_RENDERED_PAGES as readonly WebPage[]).includes(page))
    .map((page) => WEB_PATHS[page] as string)
    .filter((path) => !path.includes(':'))
    .flatMap((path) => pathPatternsOf(path))
    .filter((path) => patterns.some((pattern) => patternMatches(pattern, path)));
};
