/**
 * Deleting an account (DELETE /api/user/{id}), in an order that can stop safely at any step: the
 * person's studios first (an owner of a studio with other members must hand it over: 409, nothing
 * deleted; a studio they are alone in is deleted), then their lessons (their own go; a studio's
 * stay, taught by their name), then their group memberships (ended, so no monthly run books them
 * again), then their upcoming attendances (cancelled: the seats go to others), then the addresses
 * they signed in from and their photo, and last the profile with its guards, so its tokens stop
 * working (a studio deleted with the account loses its images too).
 *
 * Each step finds what is left to do from the data (a studio already marked deleted is finished,
 * lessons already released are no longer the teacher's, ended memberships and cancelled
 * attendances are skipped), so the same DELETE again after a failure anywhere finishes the work
 * (issue #16, item 4): nothing is lost while the profile stands, and once it is gone nothing is left.
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
  await forgetLoginAddresses(user.email);
  // Before the profile, which alone knows its address (never the user's failure: files.ts).
  await deleteStoredImages([user.photo]);
  await deleteUserRecord(user);
};

/** Everything but the profile: studios, lessons, group memberships and upcoming attendances (also the purge's). */
export const releaseWhatTheAccountHolds = async (user: UserRecord): Promise<void> => {
  await leaveAllStudios(user.id, now().toISOString());
  await releaseLessonsOfTeacher(user);
  await leaveAllGroupsOf(user.id, now());
  await cancelUpcomingAttendancesOf(user.id, now());
};
