/**
 * The group members' e-mails as the outbox worker composes them at send time (ADR 0017): from the
 * records as they are then — the membership, and its group's active bookings of the span the mail
 * announces — with one-time cancel and leave links made then. So a mail sent late (mail was down, a
 * retry) lists what is booked now, and its links are fresh; none goes to a member who has left.
 */
import {
  addDays,
  type DateRange,
  type GroupOccurrence,
  type IsoDate,
  isoDateInTimeZone,
  joinBookingRange,
  nextMonthOf,
  occurrenceStart,
} from '@plie/shared';
import type { Mail } from '../../services/mail';
import type { AttendanceRecord } from '../attendance/attendance-repository';
import { cancelLinkOf } from '../attendance/sign-up';
import type { LessonRecord } from '../lessons/lesson-repository';
import { earlierBookingsOf } from './group-booking';
import {
  classLinks,
  joinedGroupMail,
  monthOfGroupMail,
  writtenClass,
  writtenDate,
  writtenLesson,
  writtenMonth,
} from './group-mail';
import type { GroupMemberRecord } from './group-member-repository';
import type { GroupRecord } from './group-repository';
import { groupTimeZone } from './group-view';
import { leaveLinkOf } from './membership';

/** This membership's active bookings by the group within `range`, in the order they take place. */
const activeBookingsOf = async (
  group: GroupRecord,
  lessons: readonly LessonRecord[],
  member: GroupMemberRecord,
  range: DateRange,
): Promise<AttendanceRecord[]> => {
  const starts = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const startOf = (attendance: AttendanceRecord) => {
    const lesson = starts.get(attendance.lessonId);
    return lesson ? occurrenceStart(lesson, attendance.date).getTime() : 0;
  };
  return [...(await earlierBookingsOf(group, lessons, range)).values()]
    .flat()
    .filter(
      (attendance) =>
        attendance.email === member.email &&
        attendance.createdAt >= member.createdAt &&
        !attendance.isDeleted,
    )
    .sort((a, b) => startOf(a) - startOf(b));
};

/** The upcoming ones of those bookings, each with a fresh link that cancels just it. */
const linkedClasses = async (
  bookings: readonly AttendanceRecord[],
  lessons: readonly LessonRecord[],
  at: Date,
) => {
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const upcoming = bookings.flatMap((attendance) => {
    const lesson = byId.get(attendance.lessonId);
    return lesson && occurrenceStart(lesson, attendance.date) > at ? [{ attendance, lesson }] : [];
  });
  return Promise.all(
    upcoming.map(async ({ attendance, lesson }) => ({
      lessonId: attendance.lessonId,
      date: attendance.date,
      cancelUrl: await cancelLinkOf(attendance, lesson, at),
    })),
  );
};

/** The join e-mail as of `at`: the classes the join booked that are still booked; none for a member gone. */
export const joinMailOf = async (
  group: GroupRecord,
  lessons: readonly LessonRecord[],
  member: GroupMemberRecord,
  full: readonly GroupOccurrence[],
  at: Date,
): Promise<Mail | undefined> => {
  if (member.isDeleted) return undefined;
  const range = joinBookingRange(isoDateInTimeZone(new Date(member.createdAt), groupTimeZone(lessons)));
  const bookings = await activeBookingsOf(group, lessons, member, range);
  const names = new Map(lessons.map((lesson) => [lesson.id, lesson.name]));
  return joinedGroupMail({
    to: member.email,
    name: member.name,
    language: member.language,
    joined: {
      groupName: group.name,
      lessons: lessons.map((lesson) => writtenLesson(lesson, member.language)),
      bookedCount: bookings.length,
      bookedUntil: writtenDate(range.to, member.language),
      full: full.map(
        ({ lessonId, date }) => `${names.get(lessonId) ?? ''} ${writtenDate(date, member.language)}`,
      ),
      classes: classLinks(await linkedClasses(bookings, lessons, at), lessons, member.language),
    },
    leaveUrl: await leaveLinkOf(member, at),
  });
};

/** The calendar month that starts on `firstDay`. */
export const monthStartingOn = (firstDay: IsoDate): DateRange => nextMonthOf(addDays(firstDay, -1));

/**
 * The month's e-mail as of `at`: that month's classes the group booked for this membership (each
 * with its cancel link) and those found full; none when the member left or nothing is booked.
 */
export const monthMailOf = async (
  group: GroupRecord,
  lessons: readonly LessonRecord[],
  member: GroupMemberRecord,
  month: IsoDate,
  full: readonly GroupOccurrence[],
  at: Date,
): Promise<Mail | undefined> => {
  if (member.isDeleted) return undefined;
  const bookings = await activeBookingsOf(group, lessons, member, monthStartingOn(month));
  const classes = classLinks(await linkedClasses(bookings, lessons, at), lessons, member.language);
  if (classes.length === 0) return undefined;
  return monthOfGroupMail({
    to: member.email,
    name: member.name,
    language: member.language,
    month: {
      groupName: group.name,
      month: writtenMonth(month, member.language),
      classes,
      full: full.flatMap((occurrence) => writtenClass(lessons, occurrence, member.language) ?? []),
    },
    leaveUrl: await leaveLinkOf(member, at),
  });
};
