/**
 * Scheduled job (daily): delete accounts whose e-mail is still unconfirmed 24 hours after sign-up
 * (the terms, spec §2). Reads only the sparse index of unconfirmed accounts: no scan.
 */
import { ACCOUNT_RETENTION } from '@plie/shared';
import { deleteUserRecord, listUnconfirmedCreatedBefore } from './user-repository';

export const purgeUnconfirmedAccounts = async (now: Date): Promise<{ purged: number }> => {
  const cutoff = new Date(
    now.getTime() - ACCOUNT_RETENTION.unconfirmedPurgeHours * 3600 * 1000,
  ).toISOString();
  const stale = await listUnconfirmedCreatedBefore(cutoff);
  let purged = 0;
  // Conditional per user: one who confirmed since the query is kept.
  for (const user of stale) if (await deleteUserRecord(user, { onlyIfUnconfirmed: true })) purged += 1;
  return { purged };
};
