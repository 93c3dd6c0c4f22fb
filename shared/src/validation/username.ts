/**
 * Usernames and studio slugs (spec §5): 3–20 characters, starting with a letter, then letters,
 * digits, `_` and `-` (docs/decisions/0001-username-and-slug-characters.md). Both appear in URLs
 * (/users/{username}, /studios/{studioName}); uniqueness is case-insensitive.
 */
import * as v from 'valibot';
import { USERNAME } from '../constants';
import { MESSAGES } from './messages';
import { invalid, type ValidationResult, valid } from './result';

export const USERNAME_PATTERN = new RegExp(
  `^[A-Za-z][A-Za-z0-9_-]{${USERNAME.minLength - 1},${USERNAME.maxLength - 1}}$`,
);

export const isUsername = (value: string): boolean => USERNAME_PATTERN.test(value);

/** The form compared for uniqueness (guard items, lookups): lower case. */
export const normalizeHandle = (value: string): string => value.trim().toLowerCase();

export const validateUsername = (username: string | null | undefined): ValidationResult<string> => {
  const trimmed = (username ?? '').trim();
  return isUsername(trimmed) ? valid(trimmed) : invalid(MESSAGES.usernameInvalid);
};

export const validateStudioName = (studioName: string | null | undefined): ValidationResult<string> => {
  const trimmed = (studioName ?? '').trim();
  return isUsername(trimmed) ? valid(trimmed) : invalid(MESSAGES.studioNameInvalid);
};

const handleSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(USERNAME_PATTERN, message));

export const UsernameSchema = handleSchema(MESSAGES.usernameInvalid);
/** A studio's URL slug (`studioName`). */
export const StudioNameSchema = handleSchema(MESSAGES.studioNameInvalid);
