import {
  MESSAGES,
  validateDateOfBirth,
  validateDateOfBirthWithConsent,
  validateEmail,
  validateFullName,
  validateLegalAcceptance,
  validatePassword,
  validateUsername,
} from '@plie/shared';

export interface SignupForm {
  name: string;
  email: string;
  username: string;
  password: string;
  dateOfBirth: string;
  parentalConsent: boolean;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export const emptySignupForm: SignupForm = {
  name: '',
  email: '',
  username: '',
  password: '',
  dateOfBirth: '',
  parentalConsent: false,
  termsAccepted: false,
  privacyAccepted: false,
};

/** What the server says of the username: free, taken, or not known yet (typing or checking). */
export type UsernameAvailability = 'available' | 'taken' | 'unknown';

export type SignupProblems = Partial<Record<keyof SignupForm, string>>;

/**
 * The problems of the signup form (spec §5 "Signup"), by field, as shared rule messages. The
 * form may be sent only when there are none and the username is known to be free.
 */
export const signupProblems = (
  form: SignupForm,
  today: string,
  usernameAvailability: UsernameAvailability,
): SignupProblems => {
  const problems: SignupProblems = {};
  const name = validateFullName(form.name, MESSAGES.nameRequired);
  if (!name.ok) problems.name = name.message;
  const email = validateEmail(form.email);
  if (!email.ok) problems.email = email.message;
  const username = validateUsername(form.username);
  if (!username.ok) problems.username = username.message;
  else if (usernameAvailability === 'taken') problems.username = MESSAGES.usernameTaken;
  const password = validatePassword(form.password);
  if (!password.ok) problems.password = password.message;
  return { ...problems, ...signupDetailsProblems(form, today) };
};

/** What a Google sign-up still owes the sign-up rules (POST /api/auth/complete-signup). */
export type SignupDetailsForm = Pick<
  SignupForm,
  'dateOfBirth' | 'parentalConsent' | 'termsAccepted' | 'privacyAccepted'
>;

export const emptySignupDetailsForm: SignupDetailsForm = {
  dateOfBirth: '',
  parentalConsent: false,
  termsAccepted: false,
  privacyAccepted: false,
};

/** The date of birth (13+, consent for 13–17) and both legal checkboxes: of the signup and of its Google completion. */
export const signupDetailsProblems = (
  form: SignupDetailsForm,
  today: string,
): Partial<Record<keyof SignupDetailsForm, string>> => {
  const problems: Partial<Record<keyof SignupDetailsForm, string>> = {};
  const age = validateDateOfBirthWithConsent(form, today);
  if (!age.ok) problems[age.field === 'parentalConsent' ? 'parentalConsent' : 'dateOfBirth'] = age.message;
  const legal = validateLegalAcceptance(form);
  if (!legal.ok) {
    if (!form.termsAccepted) problems.termsAccepted = legal.message;
    if (!form.privacyAccepted) problems.privacyAccepted = legal.message;
  }
  return problems;
};

export const canCreateAccount = (
  form: SignupForm,
  today: string,
  usernameAvailability: UsernameAvailability,
): boolean =>
  usernameAvailability === 'available' &&
  Object.keys(signupProblems(form, today, usernameAvailability)).length === 0;

/** 13–17: the parental consent checkbox shows (spec §5). */
export const needsParentalConsent = (dateOfBirth: string, today: string): boolean => {
  const result = validateDateOfBirth(dateOfBirth, today);
  return result.ok && result.value.needsParentalConsent;
};

/** Today as `YYYY-MM-DD` in the browser's time zone (the user's own calendar). */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
