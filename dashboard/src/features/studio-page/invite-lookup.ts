/**
 * The invite-teacher box (spec §5 "Invite teacher", §8 "Teacher invite"): what the admin typed
 * names a registered user by e-mail or by username, and why an invite failed.
 */
import { ApiError } from '@plie/sdk';
import {
  invalid,
  type ValidationResult,
  valid,
  validateEmail,
  validateInviteTeacherInput,
} from '@plie/shared';

export type Invitee = { by: 'email'; email: string } | { by: 'username'; username: string };

/**
 * An e-mail when the text holds an "@" after its first character, else a username (a leading
 * "@", as Instagram writes handles, is dropped). Empty: 'Please enter a teacher's email'.
 */
export const inviteeOf = (text: string): ValidationResult<Invitee> => {
  const entered = validateInviteTeacherInput(text);
  if (!entered.ok) return entered;
  const value = entered.value;
  if (value.indexOf('@') > 0) {
    const email = validateEmail(value);
    return email.ok ? valid({ by: 'email', email: email.value }) : invalid(email.message);
  }
  const username = validateInviteTeacherInput(value.replace(/^@/, ''));
  return username.ok ? valid({ by: 'username', username: username.value }) : username;
};

/**
 * Why finding the user or sending the invite failed: no such user (404 from either call), a
 * refusal with the server's reason (already a member…), a server failure, or no answer at all.
 */
export type InviteFailure =
  | { kind: 'userNotFound' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }
  | { kind: 'offline' };

export const inviteFailureOf = (error: unknown): InviteFailure => {
  if (!(error instanceof ApiError)) return { kind: 'offline' };
  if (error.status === 404) return { kind: 'userNotFound' };
  if (error.status >= 400 && error.status < 500 && error.message)
    return { kind: 'refused', message: error.message };
  return { kind: 'failed' };
};
