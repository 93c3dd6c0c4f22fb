/**
 * The account a signed-in caller books with for themselves (a lesson's sign-up, a group's join):
 * taken from what `authenticate` read with the token, so the request reads the user item once
 * (ADR 0014). A caller made up without the table (no `account`) is read from it instead.
 */
import type { AuthUser, CallerAccount } from '../../http/handler';
import { getUserById } from './user-repository';

export type BookingAccount = CallerAccount & { id: string };

/** The user `userId` books as: the caller's own account when it is theirs, else the stored user (if any). */
export const bookingAccountOf = async (
  userId: string,
  caller: AuthUser | undefined,
): Promise<BookingAccount | undefined> =>
  caller?.id === userId && caller.account ? { id: caller.id, ...caller.account } : getUserById(userId);
