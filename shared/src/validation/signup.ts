/**
 * The signup form (spec §5): name, e-mail, username, password, date of birth (13+, consent under
 * 18), both legal checkboxes. `SignupSchema` checks everything but the age, which needs a clock:
 * forms use `signupSchema(today)`, the server applies `validateDateOfBirthWithConsent` with its clock.
 */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { LanguageSchema } from '../enums';
import { validateDateOfBirthWithConsent } from './date-of-birth';
import { isIsoDate } from './dates';
import { EmailSchema } from './email';
import { InstagramSchema } from './instagram';
import { LegalAcceptedSchema } from './legal';
import { MESSAGES } from './messages';
import { UserNameSchema } from './name';
import { PasswordSchema } from './password';
import { checkWith } from './result';
import { UsernameSchema } from './username';

export const SignupSchema = v.object({
  name: UserNameSchema,
  email: EmailSchema,
  username: UsernameSchema,
  password: PasswordSchema,
  dateOfBirth: v.pipe(
    v.string(MESSAGES.dateOfBirthRequired),
    v.nonEmpty(MESSAGES.dateOfBirthRequired),
    v.isoDate(MESSAGES.dateOfBirthInvalid),
    v.check(isIsoDate, MESSAGES.dateOfBirthInvalid),
  ),
  /** Ticked by a parent or guardian of a 13–17-year-old. */
  parentalConsent: v.optional(v.boolean()),
  termsAccepted: LegalAcceptedSchema,
  privacyAccepted: LegalAcceptedSchema,
  about: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX_LENGTH.about))),
  instagram: v.optional(InstagramSchema),
  isTeacher: v.optional(v.boolean(), false),
  /** Language of the e-mails the account receives. */
  language: v.optional(LanguageSchema),
});
export type SignupInput = v.InferInput<typeof SignupSchema>;
export type Signup = v.InferOutput<typeof SignupSchema>;

/**
 * What a Google sign-up still owes the sign-up rules (the provider gives name and e-mail only):
 * the date of birth with, for 13–17, a guardian's consent, and both legal checkboxes. The age is
 * checked like the form's: `completeSignupSchema(today)` in forms, the server with its clock.
 */
export const CompleteSignupSchema = v.object({
  dateOfBirth: SignupSchema.entries.dateOfBirth,
  parentalConsent: SignupSchema.entries.parentalConsent,
  termsAccepted: LegalAcceptedSchema,
  privacyAccepted: LegalAcceptedSchema,
  /** Language of the e-mails the account receives. */
  language: v.optional(LanguageSchema),
});
export type CompleteSignupInput = v.InferInput<typeof CompleteSignupSchema>;
export type CompleteSignup = v.InferOutput<typeof CompleteSignupSchema>;

/** The Google sign-up's last step with the age rule checked against `today` (`YYYY-MM-DD`). */
export const completeSignupSchema = (today: string) =>
  v.pipe(
    CompleteSignupSchema,
    checkWith((form: CompleteSignup) => validateDateOfBirthWithConsent(form, today)),
  );

/** The signup form with the age rule checked against `today` (`YYYY-MM-DD`). */
export const signupSchema = (today: string) =>
  v.pipe(
    SignupSchema,
    checkWith((form: Signup) => validateDateOfBirthWithConsent(form, today)),
  );
