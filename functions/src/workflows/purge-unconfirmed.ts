/**
 * Scheduled job (daily): delete accounts whose e-mail is still unconfirmed 24 hours after sign-up
 * (the terms, spec §2). Reads only the sparse index of unconfirmed accounts: no scan. What such an
 * account holds goes as with a deleted account (its group memberships end, its upcoming classes are
 * cancelled, so the seats go to others), re-read just before, so one confirmed since is kept whole.
 *
 * A workflow (ADR 0012), run by the auth function's schedule (`lambdas/auth.ts`).
 */
import { ACCOUNT_RETENTION } from '@plie/shared';
import {
  deleteUserRecord,
  getUserById,
  listUnconfirmedCreatedBefore,
} from '../domains/accounts/user-repository';
import { deleteStoredImages } from '../services/files';
import { anonymiseHistoryOf, releaseWhatTheAccountHolds } from './account-deletion';

export const purgeUnconfirmedAccounts = async (now: Date): Promise<{ purged: number }> => {
  const cutoff = new Date(
    now.getTime() - ACCOUNT_RETENTION.unconfirmedPurgeHours * 3600 * 1000,
  ).toISOString();
  const stale = await listUnconfirmedCreatedBefore(cutoff);
  let purged = 0;
  for (const listed of stale) {
    const user = await getUserById(listed.id);
    if (!user || user.isEmailConfirmed) continue;
    await releaseWhatTheAccountHolds(user);
    // Its attendances and memberships lose the name and address, as a deleted account's do.
    await anonymiseHistoryOf(user.id, now);
    // Conditional: one who confirmed in the meantime is kept.
    if (await deleteUserRecord(user, { onlyIfUnconfirmed: true })) {
      purged += 1;
      // Its photo, once nothing shows it (never the job's failure: files.ts).
      await deleteStoredImages([user.photo]);
    }
  }
  return { purged };
};
