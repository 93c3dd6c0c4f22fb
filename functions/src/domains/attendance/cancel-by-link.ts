/**
 * Cancelling an attendance with the one-time link of its e-mail. The token is read first (to learn
 * the attendance), then spent in the same transaction as the cancellation (the attendance, the
 * lesson's seat counter, the occurrence's e-mail guard): a failure leaves the link working and the
 * attendance as it was. A second click, or a click after the attendance was cancelled another way,
 * is "already done" — never "invalid link".
 */
import { ConflictError, NotFoundError } from '../../errors';
import { readOneTimeToken, spendOneTimeTokenItem } from '../../services/one-time-tokens';
import { cancelAttendance, getAttendanceById } from './attendance-repository';

/** What a use of the link did: cancelled now, or found it done already. */
export interface LinkUse {
  alreadyDone: boolean;
}

/** The token was spent by another click between our read and our write: that click did the work. */
class SpentMeanwhile extends Error {}

const invalidLink = () => new NotFoundError('attendance.invalidCancelLink');

export const cancelAttendanceByLink = async (token: string, at: Date): Promise<LinkUse> => {
  const link = await readOneTimeToken('cancelAttendance', token, at);
  const attendance = link ? await getAttendanceById(link.subjectId) : undefined;
  if (!link || !attendance) throw invalidLink();
  if (link.spent || attendance.isDeleted) return { alreadyDone: true };
  try {
    await cancelAttendance(attendance, at.toISOString(), {
      along: {
        items: [spendOneTimeTokenItem('cancelAttendance', token, at)],
        refused: async () =>
          (await readOneTimeToken('cancelAttendance', token, at))?.spent
            ? new SpentMeanwhile()
            : invalidLink(),
      },
    });
  } catch (error) {
    if (error instanceof SpentMeanwhile) return { alreadyDone: true };
    // Cancelled another way (its user, the studio) between the read and the write.
    if (error instanceof ConflictError && error.code === 'attendance.alreadyCancelled')
      return { alreadyDone: true };
    throw error;
  }
  return { alreadyDone: false };
};
