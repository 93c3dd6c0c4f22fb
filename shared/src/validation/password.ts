/** Passwords (spec §5): 8+ characters with an uppercase, a lowercase, a digit and a special character. */
import * as v from 'valibot';
import { PASSWORD } from '../constants';
import { MESSAGES } from './messages';
import { checkWith, invalid, type ValidationResult, valid } from './result';

/** The rules a password must meet, each with a test (letters of any alphabet count). */
export const PASSWORD_RULES = {
  minLength: (password: string) => password.length >= PASSWORD.minLength,
  maxLength: (password: string) => password.length <= PASSWORD.maxLength,
  uppercase: (password: string) => /\p{Lu}/u.test(password),
  lowercase: (password: string) => /\p{Ll}/u.test(password),
  digit: (password: string) => /\p{Nd}/u.test(password),
  special: (password: string) => /[^\p{L}\p{N}\s]/u.test(password),
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

/** The rules a password breaks, in a fixed order (empty when it is strong enough). */
export const passwordProblems = (password: string): PasswordRule[] =>
  (Object.keys(PASSWORD_RULES) as PasswordRule[]).filter((rule) => !PASSWORD_RULES[rule](password));

export const validatePassword = (password: string | null | undefined): ValidationResult<string> =>
  passwordProblems(password ?? '').length === 0
    ? valid(password ?? '')
    : invalid(MESSAGES.passwordRestrictions);

export const PasswordSchema = v.pipe(
  v.string(MESSAGES.passwordRestrictions),
  v.minLength(PASSWORD.minLength, MESSAGES.passwordRestrictions),
  v.maxLength(PASSWORD.maxLength, MESSAGES.passwordRestrictions),
  v.check((password) => passwordProblems(password).length === 0, MESSAGES.passwordRestrictions),
);

/** What a login form sends: no strength rules (they may change), just a bounded string. */
export const LoginPasswordSchema = v.pipe(
  v.string(MESSAGES.passwordRestrictions),
  v.minLength(1, MESSAGES.passwordRestrictions),
  v.maxLength(PASSWORD.maxLength, MESSAGES.passwordRestrictions),
);

export interface PasswordChangeForm {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The password-change form (spec §5), messages in the spec's order: all fields, match, length.
 * Then the full strength rules, so the server (which applies them too) never refuses a form
 * this accepted.
 */
export const validatePasswordChange = (form: PasswordChangeForm): ValidationResult<PasswordChangeForm> => {
  if (!form.password || !form.newPassword || !form.confirmPassword) {
    return invalid(MESSAGES.passwordChangeAllFields);
  }
  if (form.newPassword !== form.confirmPassword) {
    return invalid(MESSAGES.passwordChangeMismatch, 'confirmPassword');
  }
  if (form.newPassword.length < PASSWORD.minLength) {
    return invalid(MESSAGES.passwordTooShort, 'newPassword');
  }
  if (passwordProblems(form.newPassword).length > 0) {
    return invalid(MESSAGES.passwordRestrictions, 'newPassword');
  }
  return valid(form);
};

/** The password-change form as a schema (the same messages, for form libraries). */
export const PasswordChangeFormSchema = v.pipe(
  v.object({
    password: v.string(MESSAGES.passwordChangeAllFields),
    newPassword: v.string(MESSAGES.passwordChangeAllFields),
    confirmPassword: v.string(MESSAGES.passwordChangeAllFields),
  }),
  checkWith(validatePasswordChange),
);
