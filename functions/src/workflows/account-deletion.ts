/**
 * Deleting an account (DELETE /api/user/{id}), in an order that can stop safely at any step: the
 * person's studios first (an owner of a studio with other members must hand it over: 409, nothing
 * deleted; a studio they are alone in is deleted), then their lessons (their own go; a studio's
 * stay, taught by their name), then their group memberships (ended, so no monthly run books them
 * again), then their upcoming attendances (cancelled: the seats go to others), then what is left of
 * their history is anonymised, then the addresses they signed in from and their photo, and last the
 * profile with its guards, so its tokens stop working (a studio deleted with the account loses its
 * images too).
 *
 * Anonymised, not deleted (issue #17 item 12): every attendance (past, cancelled) and group
 * membership of the account keeps its dates, attended mark and cancellation time — the studio's and
 * the teacher's numbers stay right — but loses the person's name (`DELETED_ACCOUNT_NAME`), e-mail,
 * photo, instagram and account link, and its keys in the person's index, so nothing finds it by the
 * person any more. Bookings a guest made with the same address without signing in are not the
 * account's (nothing ties them to it but the address, which anyone may type): they stay as they are.
 *
 * Each step finds what is left to do from the data (a studio already marked deleted is finished,
 * lessons already released are no longer the teacher's, ended memberships and cancelled
 * attendances are skipped, an anonymised record has left the person's index), so the same DELETE
 * again after a failure anywhere finishes the work (issue #16, item 4): nothing is lost while the
 * profile stands, and once it is gone nothing is left.
 *
 * A workflow (ADR 0012): it reaches every domain above accounts. `releaseWhatTheAccountHolds` is
 * also the purge's, and is passed to the Google sign-in that takes over an unconfirmed account.
 */

import { forgetLoginAddresses } from '../domains/accounts/login-attempts';
import { deleteUserRecord, type UserRecord } from '../domains/accounts/user-repository';
import {
  anonymiseAttendance,
  cancelUpcomingAttendancesOf,
  listAllAttendancesOfUserFrom,
} from '../domains/attendance/attendance-repository';
import { anonymiseMember, endMembership, membershipsOfUser } from '../domains/groups/group-member-repository';
import { leaveAllGroupsOf } from '../domains/groups/membership';
import { ConflictError } from '../errors';
import { now } from '../services/clock';
import { deleteStoredImages } from '../services/files';
import { leaveAllStudios } from './leave-all-studios';
import { releaseLessonsOfTeacher } from './lesson-sync';

export const deleteAccount = async (user: UserRecord): Promise<void> => {
  await releaseWhatTheAccountHolds(user);
  await anonymiseHistoryOf(user.id, now());
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

/**
 * Anonymises every group membership and attendance still in the account's index (all pages, no
 * Scan), after `releaseWhatTheAccountHolds`: a membership still active (joined meanwhile) is ended
 * first. Each record is rewritten on its own, leaving the index as it goes: a run cut short is
 * finished by the next one, which finds only what is left.
 */
export const anonymiseHistoryOf = async (userId: string, at: Date): Promise<void> => {
  for (const member of await membershipsOfUser(userId)) {
    if (!member.isDeleted)
      await endMembership(member, at.toISOString()).catch((error: unknown) => {
        if (!(error instanceof ConflictError)) throw error;
      });
    await anonymiseMember(member);
  }
  for (const attendance of await listAllAttendancesOfUserFrom(userId, '0000-00-00'))
    await anonymiseAttendance(attendance);
};
