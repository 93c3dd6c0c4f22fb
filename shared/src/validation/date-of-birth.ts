/**
 * Date of birth (spec §5): required; under 13 refused; 13–17 need a parent's or guardian's
 * consent; an age of 110 or more is invalid. Pure: "today" is an argument (`YYYY-MM-DD`).
 */
import * as v from 'valibot';
import { AGE } from '../constants';
import { ageOn } from '../rules/age';
import { isIsoDate } from './dates';
import { MESSAGES } from './messages';
import { checkWith, invalid, type ValidationResult, valid } from './result';

export interface DateOfBirthCheck {
  dateOfBirth: string;
  age: number;
  /** 13–17: the account needs a parent's or guardian's consent. */
  needsParentalConsent: boolean;
}

export const validateDateOfBirth = (
  dateOfBirth: string | null | undefined,
  today: string,
): ValidationResult<DateOfBirthCheck> => {
  if (!dateOfBirth) return invalid(MESSAGES.dateOfBirthRequired, 'dateOfBirth');
  if (!isIsoDate(dateOfBirth) || dateOfBirth > today)
    return invalid(MESSAGES.dateOfBirthInvalid, 'dateOfBirth');
  const age = ageOn(dateOfBirth, today);
  if (age >= AGE.invalidFrom) return invalid(MESSAGES.dateOfBirthInvalid, 'dateOfBirth');
  if (age < AGE.minRegistration) return invalid(MESSAGES.tooYoung, 'dateOfBirth');
  return valid({ dateOfBirth, age, needsParentalConsent: age < AGE.adult });
};

export interface DateOfBirthWithConsent {
  dateOfBirth: string;
  parentalConsent?: boolean | undefined;
}

/** The date of birth plus, for minors, the consent checkbox (signup). */
export const validateDateOfBirthWithConsent = (
  form: DateOfBirthWithConsent,
  today: string,
): ValidationResult<DateOfBirthCheck> => {
  const result = validateDateOfBirth(form.dateOfBirth, today);
  if (result.ok && result.value.needsParentalConsent && form.parentalConsent !== true) {
    return invalid(MESSAGES.parentalConsentRequired, 'parentalConsent');
  }
  return result;
};

/** A schema of `{ dateOfBirth, parentalConsent? }` checked against `today`, for forms. */
export const dateOfBirthSchema = (today: string) =>
  v.pipe(
    v.object({
      dateOfBirth: v.pipe(v.string(MESSAGES.dateOfBirthRequired), v.nonEmpty(MESSAGES.dateOfBirthRequired)),
      parentalConsent: v.optional(v.boolean()),
    }),
    checkWith((form: DateOfBirthWithConsent) => validateDateOfBirthWithConsent(form, today)),
  );
