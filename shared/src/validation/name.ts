/** A person's full name (spec §5: at least 3 characters). */
import * as v from 'valibot';
import { NAME, TEXT_MAX_LENGTH } from '../constants';
import { MESSAGES } from './messages';
import { invalid, type ValidationResult, valid } from './result';

/** Checks a name and returns it trimmed; `message` defaults to 'full name is required'. */
export const validateFullName = (
  name: string | null | undefined,
  message: string = MESSAGES.fullNameRequired,
): ValidationResult<string> => {
  const trimmed = (name ?? '').trim();
  if (trimmed.length < NAME.minLength) return invalid(message);
  if (trimmed.length > TEXT_MAX_LENGTH.name) return invalid(MESSAGES.nameTooLong);
  return valid(trimmed);
};

/** A name schema that trims and requires at least 3 characters, with the given message. */
export const nameSchema = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(NAME.minLength, message),
    v.maxLength(TEXT_MAX_LENGTH.name, MESSAGES.nameTooLong),
  );

/** The attendance and group-join name ('full name is required'). */
export const FullNameSchema = nameSchema(MESSAGES.fullNameRequired);
/** The account name on signup and profile ('user.nameRequired'). */
export const UserNameSchema = nameSchema(MESSAGES.nameRequired);
