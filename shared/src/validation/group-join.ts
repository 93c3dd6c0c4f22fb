/**
 * Joining a lesson group (spec §5): name of 3+ characters, a valid e-mail, an optional
 * instagram handle, a join-starting date not after today, and — for anonymous visitors — the
 * legal documents accepted. Pure: "today" (`YYYY-MM-DD`) is an argument.
 */
import { isIsoDate } from './dates';
import { validateEmail } from './email';
import { parseInstagram } from './instagram';
import { validateLegalAcceptance } from './legal';
import { MESSAGES } from './messages';
import { validateFullName } from './name';
import { invalid, type ValidationResult, valid } from './result';

/** The join-starting date must be a date and not later than `today`. */
export const validateJoinStarting = (
  joinStarting: string | null | undefined,
  today: string,
): ValidationResult<string> => {
  if (!joinStarting || !isIsoDate(joinStarting)) return invalid(MESSAGES.dateInvalid, 'joinStarting');
  if (joinStarting > today) return invalid(MESSAGES.joinStartingInFuture, 'joinStarting');
  return valid(joinStarting);
};

export interface GroupJoinForm {
  name: string;
  email: string;
  instagram?: string | undefined;
  joinStarting: string;
  /** The terms-and-privacy checkbox; required only when `isAnonymous`. */
  legalAccepted?: boolean | undefined;
}

export interface GroupJoinContext {
  today: string;
  /** The visitor is not signed in. */
  isAnonymous: boolean;
}

/** The whole form; on success the value has the trimmed name, normalised e-mail and handle. */
export const validateGroupJoin = (
  form: GroupJoinForm,
  context: GroupJoinContext,
): ValidationResult<GroupJoinForm> => {
  const name = validateFullName(form.name);
  if (!name.ok) return invalid(name.message, 'name');
  const email = validateEmail(form.email);
  if (!email.ok) return invalid(email.message, 'email');
  const instagram = parseInstagram(form.instagram);
  if (!instagram.ok) return invalid(instagram.message, 'instagram');
  const joinStarting = validateJoinStarting(form.joinStarting, context.today);
  if (!joinStarting.ok) return joinStarting;
  if (context.isAnonymous) {
    const legal = validateLegalAcceptance({
      termsAccepted: form.legalAccepted,
      privacyAccepted: form.legalAccepted,
    });
    if (!legal.ok) return invalid(legal.message, 'legalAccepted');
  }
  return valid({
    ...form,
    name: name.value,
    email: email.value,
    instagram: instagram.value || undefined,
    joinStarting: joinStarting.value,
  });
};
