/**
 * Recording that an account is used (issue #17 item 8: the terms let accounts inactive over
 * 12 months be deleted). A sign-in or any signed-in request counts; it is written at most once a
 * day per account (one conditional UpdateItem, skipped without a write when the record read for the
 * request already shows activity today), and a pending inactivity warning is cleared with it.
 *
 * Never the request's failure: a write that fails is logged and the request goes on (tomorrow's
 * request, or today's next one, records it).
 */
import { logger } from '../../services/log';
import { recordActivity, type UserRecord } from './user-repository';

/** Activity is written again only once the recorded one is this old. */
export const ACTIVITY_RESOLUTION_MS = 24 * 3_600_000;

/** Whether `user` needs its activity written at `at` (nothing recorded, a day old, or a warning pending). */
export const activityIsStale = (user: Pick<UserRecord, 'lastActiveAt' | 'inactivityWarnedAt'>, at: Date) =>
  user.lastActiveAt === undefined ||
  user.inactivityWarnedAt !== undefined ||
  Date.parse(user.lastActiveAt) <= at.getTime() - ACTIVITY_RESOLUTION_MS;

/** Records that `user` (as read for this request) is active at `at`; never throws. */
export const noteActivity = async (
  user: Pick<UserRecord, 'id' | 'lastActiveAt' | 'inactivityWarnedAt'>,
  at: Date,
): Promise<void> => {
  if (!activityIsStale(user, at)) return;
  try {
    await recordActivity(
      user.id,
      at.toISOString(),
      new Date(at.getTime() - ACTIVITY_RESOLUTION_MS).toISOString(),
    );
  } catch (error) {
    logger.warn('Could not record account activity', {
      userId: user.id,
      error: error instanceof Error ? error.name : String(error),
    });
  }
};
