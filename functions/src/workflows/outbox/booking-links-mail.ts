/**
 * "Send me my booking e-mail again" (issue #16), composed by the outbox worker at send time: the
 * upcoming classes booked with the address and its active group memberships, as they are now,
 * each with a fresh one-time link (cancel the class, leave the group). A guest's bookings are found
 * by the address's own index keys (`GUEST#<email>#…`); an address that is an account's (its e-mail
 * guard) adds that account's bookings and memberships. Nothing upcoming → no mail at all, so an
 * unknown address gets nothing and the request never tells whether the address is known.
 *
 * A workflow (ADR 0012): it reads the accounts, attendance, lessons and groups domains together.
 */
import { isLanguage, type Language, occurrenceStart, webPath } from '@plie/shared';
import { getUserByEmail } from '../../domains/accounts/user-repository';
import { occurrenceWhen } from '../../domains/attendance/attendance-mail';
import {
  type AttendanceRecord,
  lessonsByIds,
  listAllAttendancesOfGuestFrom,
  listAllAttendancesOfUserFrom,
} from '../../domains/attendance/attendance-repository';
import { bookingLinksMail } from '../../domains/attendance/mails/booking-links';
import { cancelLinkOf, placeOf } from '../../domains/attendance/sign-up';
import {
  type GroupMemberRecord,
  membershipsOfGuest,
  membershipsOfUser,
} from '../../domains/groups/group-member-repository';
import { groupsByIds } from '../../domains/groups/group-repository';
import { leaveLinkOf } from '../../domains/groups/membership';
import { type Mail, publicWebUrl } from '../../services/mail';

const DAY_MS = 24 * 3_600_000;

/** Records of both sources, each once (an account's booking made before it signed in is the guest's). */
const uniqueById = <T extends { id: string }>(records: readonly T[]): T[] => [
  ...new Map(records.map((record) => [record.id, record])).values(),
];

/** The language of the latest booking or membership (English when none says). */
const languageOf = (bookings: readonly { createdAt: string; language: string }[]): Language => {
  const latest = [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return latest && isLanguage(latest.language) ? latest.language : 'en';
};

/** The mail listing the address's upcoming bookings and groups as of `at`; none when it has none. */
export const bookingLinksMailOf = async (email: string, at: Date): Promise<Mail | undefined> => {
  const address = email.trim().toLowerCase();
  // Yesterday: "today" differs between the lessons' zones; the start time decides below.
  const from = new Date(at.getTime() - DAY_MS).toISOString().slice(0, 10);
  const today = at.toISOString().slice(0, 10);
  const account = await getUserByEmail(address);
  const [guestAttendances, accountAttendances, guestMemberships, accountMemberships] = await Promise.all([
    listAllAttendancesOfGuestFrom(address, from),
    account ? listAllAttendancesOfUserFrom(account.id, from) : Promise.resolve([]),
    membershipsOfGuest(address),
    account ? membershipsOfUser(account.id) : Promise.resolve([]),
  ]);

  const active = uniqueById<AttendanceRecord>([...guestAttendances, ...accountAttendances]).filter(
    (attendance) => !attendance.isDeleted,
  );
  const lessons = await lessonsByIds(active.map((attendance) => attendance.lessonId));
  const upcoming = active
    .flatMap((attendance) => {
      const lesson = lessons.get(attendance.lessonId);
      const start = lesson && occurrenceStart(lesson, attendance.date);
      return lesson && start && start > at ? [{ attendance, lesson, start }] : [];
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());

  const memberships = uniqueById<GroupMemberRecord>([...guestMemberships, ...accountMemberships]).filter(
    (member) => !member.isDeleted && member.expirationDate >= today,
  );
  const groups = new Map(
    (await groupsByIds(memberships.map((member) => member.groupId))).map((group) => [group.id, group]),
  );
  const joined = memberships.flatMap((member) => {
    const group = groups.get(member.groupId);
    return group ? [{ member, group }] : [];
  });

  if (upcoming.length === 0 && joined.length === 0) return undefined;
  const language = languageOf([
    ...upcoming.map(({ attendance }) => attendance),
    ...joined.map(({ member }) => member),
  ]);
  return bookingLinksMail({
    to: account?.email ?? address,
    language,
    classes: await Promise.all(
      upcoming.map(async ({ attendance, lesson, start }) => ({
        lessonName: lesson.name,
        when: occurrenceWhen(start, lesson.lessonTimezone, language),
        where: placeOf(lesson),
        cancelUrl: await cancelLinkOf(attendance, lesson, at),
      })),
    ),
    groups: await Promise.all(
      joined.map(async ({ member, group }) => ({
        groupName: group.name,
        leaveUrl: await leaveLinkOf(member, at),
      })),
    ),
    scheduleUrl: `${publicWebUrl()}${webPath.schedule()}`,
  });
};
