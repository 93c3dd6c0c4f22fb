/**
 * Names people see: a person's full name (spec §5: at least 3 characters), a studio's, a room's,
 * a lesson's or a group's. A visible name refuses control and invisible characters (Unicode
 * categories Cc and Cf — NUL, line breaks, zero-width spaces and joiners, the byte-order mark,
 * bidi overrides and isolates — and the line and paragraph separators Zl/Zp), is composed to NFC
 * with runs of spaces collapsed to one and trimmed, and must hold a letter, so nobody can pass as
 * someone else with an invisible character nor be named only by one (issue #13 item 8).
 */
import * as v from 'valibot';
import { NAME, TEXT_MAX_LENGTH } from '../constants';
import {
  FULL_NAME_REQUIRED,
  NAME_INVISIBLE_CHARACTERS,
  NAME_NEEDS_LETTER,
  NAME_REQUIRED,
  NAME_TOO_LONG,
} from './messages';
import { invalid, type ValidationResult, valid } from './result';

/** Control (Cc), format (Cf: zero-width, BOM, bidi controls) and line/paragraph separators (Zl, Zp). */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const LETTER = /\p{L}/u;
/** Text without any of those characters (a pattern JSON Schema can carry). */
export const VISIBLE_TEXT = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

/** Whether `text` holds a control or invisible character (Cc, Cf, Zl, Zp). */
export const hasInvisibleCharacters = (text: string): boolean => INVISIBLE_CHARACTER.test(text);

/** NFC, every run of spaces (any Unicode space) as one space, trimmed. */
export const normalizeVisibleName = (text: string): string =>
  text.normalize('NFC').replace(/\s+/gu, ' ').trim();

const hasLetter = (text: string): boolean => LETTER.test(text);

/**
 * `normalizeVisibleName` as a pipe action. Its own type (not `transform`) lets the JSON Schema of
 * the API reference read past it, so the length limits that follow still show there.
 */
const normalizeAction = (): v.TransformAction<string, string> => ({
  ...v.transform(normalizeVisibleName),
  type: 'normalize_visible_name' as 'transform',
});

/**
 * A visible name: refuses invisible characters, normalises, then checks `minLength` (with
 * `message`), the maximum length and that it holds a letter.
 */
export const visibleNameSchema = (
  message?: string,
  minLength = 1,
  maxLength: number = TEXT_MAX_LENGTH.name,
) =>
  v.pipe(
    v.string(message),
    v.check((text) => !hasInvisibleCharacters(text), NAME_INVISIBLE_CHARACTERS),
    normalizeAction(),
    v.minLength(minLength, message),
    v.maxLength(maxLength, NAME_TOO_LONG),
    v.check(hasLetter, NAME_NEEDS_LETTER),
  );

/** An optional visible name that may be left empty (a lesson's or a group's: a default is used). */
export const optionalVisibleNameSchema = (maxLength: number = TEXT_MAX_LENGTH.name) =>
  v.pipe(
    v.string(),
    v.check((text) => !hasInvisibleCharacters(text), NAME_INVISIBLE_CHARACTERS),
    normalizeAction(),
    v.maxLength(maxLength, NAME_TOO_LONG),
    v.check((text) => text === '' || hasLetter(text), NAME_NEEDS_LETTER),
  );

/** Checks a full name and returns it normalised; `message` defaults to 'full name is required'. */
export const validateFullName = (
  name: string | null | undefined,
  message: string = FULL_NAME_REQUIRED,
): ValidationResult<string> => {
  const raw = name ?? '';
  if (hasInvisibleCharacters(raw)) return invalid(NAME_INVISIBLE_CHARACTERS);
  const normalized = normalizeVisibleName(raw);
  if (normalized.length < NAME.minLength) return invalid(message);
  if (normalized.length > TEXT_MAX_LENGTH.name) return invalid(NAME_TOO_LONG);
  if (!hasLetter(normalized)) return invalid(NAME_NEEDS_LETTER);
  return valid(normalized);
};

/** A person's name schema: a visible name of at least 3 characters, with the given message. */
export const nameSchema = (message: string) => visibleNameSchema(message, NAME.minLength);

/** The attendance and group-join name ('full name is required'). */
export const FullNameSchema = nameSchema(FULL_NAME_REQUIRED);
/** The account name on signup and profile ('user.nameRequired'). */
export const UserNameSchema = nameSchema(NAME_REQUIRED);
