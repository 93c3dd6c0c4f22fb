/**
 * Deleting an account (DELETE /api/user/{id}), in an order that can stop safely at any step: the
 * person's studios first (an owner of a studio with other members must hand it over: 409, nothing
 * deleted; a studio they are alone in is deleted), then their lessons (their own go; a studio's
 * stay, taught by their name), then their group memberships (ended, so no monthly run books them
 * again), then their upcoming attendances (cancelled: the seats go to others), then the profile
 * with its guards, so its tokens stop working, and last its photo (a studio deleted with the
 * account loses its images too).
 *
 * A workflow (ADR 0012): it reaches every domain above accounts. `releaseWhatTheAccountHolds` is
 * also the purge's, and is passed to the Google sign-in that takes over an unconfirmed account.
 */

import { forgetLoginAddresses } from '../domains/accounts/login-attempts';
import { deleteUserRecord, type UserRecord } from '../domains/accounts/user-repository';
import { cancelUpcomingAttendancesOf } from '../domains/attendance/attendance-repository';
import { leaveAllGroupsOf } from '../domains/groups/membership';
import { now } from '../services/clock';
import { deleteStoredImages } from '../services/files';
import { leaveAllStudios } from './leave-all-studios';
import { releaseLessonsOfTeacher } from './lesson-sync';

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
