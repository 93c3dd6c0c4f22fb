/** E-mail address (spec §5: text, @, text, dot, text). */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { EMAIL_INVALID } from './messages';
import { invalid, type ValidationResult, valid } from './result';

/** Text without spaces or @, an @, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (email: string): boolean =>
  email.length <= TEXT_MAX_LENGTH.email && EMAIL_PATTERN.test(email);

/** Checks an e-mail and returns it trimmed and lower-cased (addresses are compared that way). */
export const validateEmail = (email: string | null | undefined): ValidationResult<string> => {
  const normalised = normalizeEmail(email ?? '');
  return isEmail(normalised) ? valid(normalised) : invalid(EMAIL_INVALID);
};

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const EmailSchema = v.pipe(
  v.string(EMAIL_INVALID),
  v.trim(),
  v.maxLength(TEXT_MAX_LENGTH.email, EMAIL_INVALID),
  v.regex(EMAIL_PATTERN, EMAIL_INVALID),
  v.toLowerCase(),
);
