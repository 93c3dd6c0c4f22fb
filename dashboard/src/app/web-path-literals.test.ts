/**
 * Issue #15: a page's address is written once, in `WEB_PATHS` (shared). This fails on a new link
 * written by hand in the dashboard, the widgets or the server's e-mails and redirects — a string or template literal that starts with a
 * page's path (`'/login'`, `` `/studios/${name}` ``, `"/schedule?city="`) — and names the file and
 * the line to change to `webPath.…()`. API paths (`/api/…`) and assets (`/embed/plie.js`) are no
 * page's path, so they pass; comments are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_PATHS } from '@plie/shared';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['dashboard/src', 'sdk/src', 'functions/src'];
/** Files whose page paths are written on purpose, and why. */
const ALLOWED: Record<string, string> = {
  'sdk/src/embed/legal-links.ts':
    'kept out of the widget budget; legal-links.test.ts keeps it equal to WEB_PATHS',
  'sdk/src/embed/schedule/schedule.manifest.ts':
    'documentation text of the schedule’s attributes (`/studios/{name}`), no link',
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Each page's path up to its first parameter: `/studios/` for `/studios/:studioName`. The landing `/` alone is left out. */
const prefixes = Object.values(WEB_PATHS)
  .map((pattern) => pattern.split(':')[0] as string)
  .filter((prefix) => prefix !== '/');
const escaped = prefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
const handWrittenLink = new RegExp(`(['"\`])(?:${escaped.join('|')})(?=[/?#'"\`$])`);

/** The code without its comments (lines keep their numbers). */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/[^\n]*/g, '$1');

export const handWrittenLinksIn = (source: string): number[] =>
  withoutComments(source)
    .split('\n')
    .flatMap((line, index) => (handWrittenLink.test(line) ? [index + 1] : []));

describe('links to the site’s pages (issue #15: WEB_PATHS is the one source)', () => {
  it('finds a hand-written link, and not an API path, an asset or a comment', () => {
    expect(handWrittenLinksIn("navigate('/login');")).toEqual([1]);
    expect(handWrittenLinksIn(`<Link href={\`/studios/\${name}\`}>`)).toEqual([1]);
    expect(handWrittenLinksIn('const to = "/schedule?city=x";')).toEqual([1]);
    expect(
      handWrittenLinksIn("fetch('/api/studio'); load('/embed/plie.js'); const u = 'https://x/login';"),
    ).toEqual([]);
    expect(
      handWrittenLinksIn("/** Goes to `/login`. */\n// or '/schedule'\nnavigate(webPath.login());"),
    ).toEqual([]);
  });

  it.each(SCANNED)('%s builds every link to a page with webPath', (folder) => {
    const found = sourceFiles(folder)
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        handWrittenLinksIn(readFileSync(join(root, file), 'utf8')).map(
          (line) => `${relative('.', file)}:${line}`,
        ),
      );
    expect(found, 'write these links with webPath.…() from @plie/shared').toEqual([]);
  });
});
