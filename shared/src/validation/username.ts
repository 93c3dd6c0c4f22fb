/**
 * Usernames and studio slugs (spec §5): 3–20 characters, starting with a letter, then letters,
 * digits, `_` and `-` (docs/decisions/0001-username-and-slug-characters.md). Both appear in URLs
 * (/users/{username}, /studios/{studioName}); uniqueness is case-insensitive.
 */
import * as v from 'valibot';
import { MESSAGES } from './messages';
import { invalid, type ValidationResult, valid } from './result';
import { USERNAME_PATTERN } from './username-pattern';

export { USERNAME_PATTERN } from './username-pattern';

export const isUsername = (value: string): boolean => USERNAME_PATTERN.test(value);

/** The form compared for uniqueness (guard items, lookups): lower case. */
export const normalizeHandle = (value: string): string => value.trim().toLowerCase();

export const validateUsername = (username: string | null | undefined): ValidationResult<string> => {
  const trimmed = (username ?? '').trim();
  return isUsername(trimmed) ? valid(trimmed) : invalid(MESSAGES.usernameInvalid);
};

/**
 * Slugs that would shadow a page of the site under /studios/ (issue #13): the dashboard's
 * routes.tsx has a page at /studios/create, and its test (dashboard/src/app/routes.test.ts) fails
 * when a route under a slug's path is not listed here. A few words likely to become pages are
 * reserved ahead. Lower case; compared with `normalizeHandle`. Usernames need no such list while
 * /users/{username} has no sub-pages.
 */
export const RESERVED_STUDIO_NAMES: readonly string[] = ['create', 'new', 'edit', 'search', 'settings'];

export const isReservedStudioName = (studioName: string): boolean =>
  RESERVED_STUDIO_NAMES.includes(normalizeHandle(studioName));

/** A reserved slug reads as taken (spec §5 'studio name taken'): the site holds it. */
export const validateStudioName = (studioName: string | null | undefined): ValidationResult<string> => {
  const trimmed = (studioName ?? '').trim();
  if (!isUsername(trimmed)) return invalid(MESSAGES.studioNameInvalid);
  return isReservedStudioName(trimmed) ? invalid(MESSAGES.studioNameTaken) : valid(trimmed);
};

const handleSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(USERNAME_PATTERN, message));

export const UsernameSchema = handleSchema(MESSAGES.usernameInvalid);
/** A studio's URL slug (`studioName`): never one of the site's reserved words. */
export const StudioNameSchema = v.pipe(
  handleSchema(MESSAGES.studioNameInvalid),
  v.check((slug) => !isReservedStudioName(slug), MESSAGES.studioNameTaken),
);
