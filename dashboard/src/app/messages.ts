import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FILES, MESSAGES, PASSWORD } from '@plie/shared';

const minLength = PASSWORD.minLength;
const maxCount = FILES.maxCount;

/**
 * The shared rules' messages and the API's account errors are English keys or texts; these are
 * what the user reads, in their language. An unknown text is shown as it came.
 */
const TRANSLATED: Record<string, MessageDescriptor> = {
  [MESSAGES.nameRequired]: msg`Please enter your name (at least 3 characters).`,
  [MESSAGES.nameTooLong]: msg`The name is too long.`,
  [MESSAGES.nameInvisibleCharacters]: msg`The name must not contain control or invisible characters.`,
  [MESSAGES.nameNeedsLetter]: msg`The name must contain a letter.`,
  [MESSAGES.imageDimensionsTooLarge]: msg`The image has too many pixels: please use a smaller one.`,
  [MESSAGES.emailInvalid]: msg`Email is invalid`,
  [MESSAGES.passwordRestrictions]: msg`The password needs at least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character.`,
  [MESSAGES.usernameInvalid]: msg`The username needs 3–20 characters: letters, digits, _ or -, starting with a letter.`,
  [MESSAGES.usernameTaken]: msg`username already taken`,
  [MESSAGES.dateOfBirthRequired]: msg`Date of birth is required`,
  [MESSAGES.dateOfBirthInvalid]: msg`Date of birth is invalid`,
  [MESSAGES.tooYoung]: msg`You must be at least 13 years old to create an account`,
  [MESSAGES.parentalConsentRequired]: msg`Users under 18 need the consent of a parent or guardian`,
  [MESSAGES.legalRequired]: msg`You must accept the Terms & Conditions and Privacy Policy to create an account`,
  'This e-mail is already registered': msg`This e-mail is already registered`,
  'Username already taken': msg`username already taken`,
  'Invalid e-mail or password': msg`Invalid e-mail or password`,
  [MESSAGES.instagramLink]: msg`Invalid instagram – Links are not allowed, only username`,
  [MESSAGES.instagramInvalid]: msg`Invalid instagram username`,
  [MESSAGES.fileCount]: msg`Only ${maxCount} file can be uploaded`,
  [MESSAGES.fileType]: msg`Only png or jpeg images are allowed`,
  [MESSAGES.fileTooLarge]: msg`File is too large`,
  [MESSAGES.passwordChangeAllFields]: msg`All fields are required`,
  [MESSAGES.passwordChangeMismatch]: msg`New passwords do not match`,
  [MESSAGES.passwordTooShort]: msg`Password must be at least ${minLength} characters long`,
  [MESSAGES.dateInvalid]: msg`Date of birth is invalid`,
  'The current password is not right': msg`The current password is not right`,
  'Your sign-up is already complete': msg`Your sign-up is already complete`,
  'You can only change your own account': msg`You can only change your own account`,
  'User not found': msg`This account no longer exists`,
};

/** A rule's or the server's message in the interface language. */
export const translateMessage = (i18n: I18n, message: string): string => {
  const descriptor = TRANSLATED[message];
  return descriptor ? i18n._(descriptor) : message;
};
