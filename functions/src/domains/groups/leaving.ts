/**
 * Leaving a group (by the member's leave link, as the signed-in member, or removed by who manages
 * the group): the membership ends (member item, e-mail guard, member count — one transaction, with
 * the leave link's token spent in it), then the member's upcoming classes booked by the group are
 * cancelled one by one. The remaining work is derived from state, so a retry of the same request
 * finishes it: an ended membership whose upcoming group bookings still exist gets them cancelled
 * (a Lambda that died between the two steps leaves no seat held for good). The link of a group
 * being deleted still cancels its member's classes; once the group is gone it is already done.
 */
import { ConflictError, NotFoundError } from '../../errors';
import { readOneTimeToken, spendOneTimeTokenItem } from '../../services/one-time-tokens';
import type { LessonRecord } from '../lessons/lesson-repository';
import { cancelGroupBookingsOf } from './group-booking';
import { endMembership, type GroupMemberRecord, getMember } from './group-member-repository';
import { type GroupRecord, getGroupById } from './group-repository';
import { lessonsOfGroup } from './group-view';
import { memberOfLeaveSubject } from './membership';

/** What a leave did now: ended the membership (or found it ended), and cancelled this many classes. */
export interface LeaveOutcome {
  ended: boolean;
  cancelled: number;
}

/** Nothing was left to do: the membership had ended and none of its upcoming classes was booked. */
export const leftAlready = (outcome: LeaveOutcome) => !outcome.ended && outcome.cancelled === 0;

/**
 * Ends the membership if it still stands (with `along` in its transaction), then cancels its
 * upcoming classes booked by the group — those an earlier, interrupted leave did not cancel too.
 */
export const leaveGroup = async (
  member: GroupMemberRecord,
  group: Pick<GroupRecord, 'id'>,
  lessons: readonly LessonRecord[],
  at: Date,
  along?: Parameters<typeof endMembership>[2],
): Promise<LeaveOutcome> => {
  let ended = false;
  let left = member;
  if (!member.isDeleted) {
    try {
      left = await endMembership(member, at.toISOString(), along);
      ended = true;
    } catch (error) {
      if (!(error instanceof ConflictError && error.code === 'group.alreadyLeft')) throw error;
      // Ended by another request meanwhile: finish its cancellations as of when it ended.
      left = (await getMember(member.groupId, member.id)) ?? member;
    }
  }
  const cancelled = await cancelGroupBookingsOf(left, group, lessons, at);
  return { ended, cancelled };
};

/** The token was refused in the leave's transaction: spent by another click meanwhile, or just expired. */
class TokenRefused extends Error {
  constructor(readonly spent: boolean) {
    super('one-time token refused');
  }
}

/**
 * Leaves with the e-mailed link. A second click (or a membership ended another way) finishes any
 * cancellation left and is `alreadyDone` when nothing was left; an unknown or expired link → 404.
 */
export const leaveGroupByLink = async (token: string, at: Date): Promise<{ alreadyDone: boolean }> => {
  const link = await readOneTimeToken('leaveGroup', token, at);
  const ids = link ? memberOfLeaveSubject(link.subjectId) : undefined;
  const member = ids ? await getMember(ids.groupId, ids.memberId) : undefined;
  // The group was deleted since the link was sent: its deletion cancelled the classes and the membership.
  if (link && ids && !member && !(await getGroupById(ids.groupId, { includeDeleting: true })))
    return { alreadyDone: true };
  if (!link || !member) throw new NotFoundError('group.invalidLeaveLink');
  // A group being deleted (its tombstone) still names its lessons: the leave cancels its classes.
  const group = await getGroupById(member.groupId, { includeDeleting: true });
  const lessons = group ? await lessonsOfGroup(group) : [];
  const along = link.spent
    ? undefined
    : {
        items: [spendOneTimeTokenItem('leaveGroup', token, at)],
        refused: async () =>
          new TokenRefused(Boolean((await readOneTimeToken('leaveGroup', token, at))?.spent)),
      };
  try {
    return { alreadyDone: leftAlready(await leaveGroup(member, { id: member.groupId }, lessons, at, along)) };
  } catch (error) {
    if (!(error instanceof TokenRefused)) throw error;
    if (!error.spent) throw new NotFoundError('group.invalidLeaveLink');
    // Another click left meanwhile: finish what it may not have yet.
    const ended = (await getMember(member.groupId, member.id)) ?? member;
    return { alreadyDone: leftAlready(await leaveGroup(ended, { id: member.groupId }, lessons, at)) };
  }
};
