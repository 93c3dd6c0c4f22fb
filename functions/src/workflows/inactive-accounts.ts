/**
 * Scheduled job (daily): inactive accounts (issue #17 item 8; the rule in accounts/inactivity.ts).
 * An account inactive for 12 months less 30 days gets one warning e-mail (through the outbox, in the
 * same transaction as `inactivityWarnedAt`, once per inactivity period); one inactive for over 12
 * months whose warning is at least 30 days old is deleted with the same clean-up as a user's own
 * deletion (account-deletion.ts). Signing in or any signed-in request clears the warning.
 *
 * No Scan: accounts are indexed by the month of their last activity (GSI4 `ACTIVE#<yyyy-mm>`), so
 * the job Queries the months from `ACTIVITY_RECORDED_SINCE` up to the warning's cutoff, each up to
 * the cutoff only. Accounts created before activity was recorded have no month until their first
 * sign-in or signed-in request, so none is deleted for inactivity that was never measured. (A
 * one-off backfill, if ever wanted, is a Query of GSI1 `USERS` stamping `lastActiveAt` = the day it
 * runs where absent: their 12 months would then count from that day.)
 *
 * Who is kept:
 * - platform admins (their addresses are configuration, PLATFORM_ADMIN_EMAILS): never warned nor deleted;
 * - an owner of a studio with other members: the deletion is refused as the user's own would be
 *   (hand the studio over first, 409); the job logs it and tries again the next day — the account
 *   stays until the studio has another owner or its team leaves.
 * Each account is re-read just before it is warned or deleted, and one account's failure never stops
 * the others (the next run finishes it).
 *
 * A workflow (ADR 0012), run by the auth function's schedule (`lambdas/auth.ts`).
 */
import { effectiveRole } from '../domains/accounts/account-standing';
import {
  deleteIfLastActiveBefore,
  inactivityWarningMessageId,
  isDueForDeletion,
  warnIfLastActiveBefore,
} from '../domains/accounts/inactivity';
import { roleForEmail } from '../domains/accounts/platform-admins';
import {
  getUserById,
  listLastActiveInMonthBefore,
  markInactivityWarned,
  type UserRecord,
} from '../domains/accounts/user-repository';
import { ConflictError } from '../errors';
import { logger } from '../services/log';
import { newOutboxMessage, outboxPut } from '../services/outbox';
import { deleteAccount } from './account-deletion';

/** The first month activity was recorded in (issue #17): no account is indexed under an earlier one. */
export const ACTIVITY_RECORDED_SINCE = '2026-11';

/** `YYYY-MM` months from `first` to `last`, inclusive. */
export const monthsBetween = (first: string, last: string): string[] => {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
};

export interface InactiveAccountsSummary {
  warned: number;
  deleted: number;
  /** Due for deletion but refused (an owner of a studio with other members): kept, tried again tomorrow. */
  kept: number;
  failed: number;
}

const isPlatformAdmin = (user: UserRecord) =>
  effectiveRole(user) === 'admin' || roleForEmail(user.email) === 'admin';

/** Warns `user` (as just read) once for this inactivity period; whether it was written. */
const warn = (user: UserRecord, at: Date) =>
  markInactivityWarned(user, at.toISOString(), [
    outboxPut(
      newOutboxMessage(
        inactivityWarningMessageId(user),
        { kind: 'inactivityWarning', params: { userId: user.id } },
        at,
      ),
    ),
  ]);

export const handleInactiveAccounts = async (at: Date): Promise<InactiveAccountsSummary> => {
  const summary: InactiveAccountsSummary = { warned: 0, deleted: 0, kept: 0, failed: 0 };
  const warnBefore = warnIfLastActiveBefore(at).toISOString();
  for (const month of monthsBetween(ACTIVITY_RECORDED_SINCE, warnBefore.slice(0, 7))) {
    for (const listed of await listLastActiveInMonthBefore(month, warnBefore)) {
      try {
        const user = await getUserById(listed.id);
        if (!user?.lastActiveAt || user.lastActiveAt >= warnBefore || isPlatformAdmin(user)) continue;
        if (!user.inactivityWarnedAt) {
          if (await warn(user, at)) summary.warned += 1;
        } else if (isDueForDeletion(user, at)) {
          await deleteAccount(user);
          summary.deleted += 1;
          logger.info('Inactive account deleted', {
            userId: user.id,
            lastActiveAt: user.lastActiveAt,
            inactiveSince: deleteIfLastActiveBefore(at).toISOString(),
          });
        }
      } catch (error) {
        if (error instanceof ConflictError) {
          summary.kept += 1;
          logger.warn('Inactive account kept: it owns a studio with other members', { userId: listed.id });
        } else {
          summary.failed += 1;
          logger.error('Inactive account not handled', { userId: listed.id, error: error as Error });
        }
      }
    }
  }
  return summary;
};
