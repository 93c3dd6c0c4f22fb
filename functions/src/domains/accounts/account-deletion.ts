/**
 * Deleting an account (DELETE /api/user/{id}), in an order that can stop safely at any step: the
 * person's studios first (an owner of a studio with other members must hand it over: 409, nothing
 * deleted; a studio they are alone in is deleted), then their lessons (their own go; a studio's
 * stay, taught by their name), then their group memberships (ended, so no monthly run books them
 * again), then their upcoming attendances (cancelled: the seats go to others), then the profile
 * with its guards, so its tokens stop working, and last its photo (a studio deleted with the
 * account loses its images too).
 */
import { now } from '../../services/clock';
import { deleteStoredImages } from '../../services/files';
import { cancelUpcomingAttendancesOf } from '../attendance/attendance-repository';
import { leaveAllGroupsOf } from '../groups/membership';
import { releaseLessonsOfTeacher } from '../lessons/lesson-sync';
import { leaveAllStudios } from '../studios/leave-all-studios';
import { forgetLoginAddresses } from './login-attempts';
import { deleteUserRecord, type UserRecord } from './user-repository';

export const deleteAccount = async (user: UserRecord): Promise<void> => {
  await releaseWhatTheAccountHolds(user);
  await deleteUserRecord(user);
  await forgetLoginAddresses(user.email);
  // Last, once nothing shows it any more: the profile photo (never the user's failure: files.ts).
  await deleteStoredImages([user.photo]);
};

/** Everything but the profile: studios, lessons, group memberships and upcoming attendances (also the purge's). */
export const releaseWhatTheAccountHolds = async (user: UserRecord): Promise<void> => {
  await leaveAllStudios(user.id, now().toISOString());
  await releaseLessonsOfTeacher(user);
  await leaveAllGroupsOf(user.id, now());
  await cancelUpcomingAttendancesOf(user.id, now());
};
