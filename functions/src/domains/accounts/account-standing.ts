/**
 * What an account may do, decided in one place from its record (authenticate, `me`, the admin's
 * user list): "confirmed" means the e-mail is proved and the sign-up rules are met (a Google
 * account gives its date of birth and accepts the legal documents first, ADR 0007), and
 * platform-admin power needs a confirmed account, always (a listed address anyone can sign up
 * with is no proof of anything until its link is used).
 */
import type { Role } from '@plie/shared';

export interface AccountStanding {
  role: Role;
  isEmailConfirmed: boolean;
  needsSignupDetails?: boolean | undefined;
}

/** The e-mail is confirmed and nothing of the sign-up is missing. */
export const isConfirmedAccount = (user: AccountStanding): boolean =>
  user.isEmailConfirmed && user.needsSignupDetails !== true;

/** The role the account acts with: `admin` only on a confirmed account. */
export const effectiveRole = (user: AccountStanding): Role =>
  user.role === 'admin' && isConfirmedAccount(user) ? 'admin' : 'user';
