/**
 * Signing a group member up for the group's classes, and taking those bookings back. Each class
 * is booked through the attendance domain's `bookOccurrence` (with the group's id, so a closed
 * group's lesson takes it): the seat, the occurrence's e-mail guard and the attendance in one
 * transaction, so a full class is skipped and reported — never overbooked — and a class the
 * e-mail is already signed up for is left as it is (a repeat books nothing twice). A class the
 * member cancelled (its one-time link, their attendance list) is not booked again.
 */
import {
  addDays,
  type DateRange,
  type GroupOccurrence,
  occurrenceDatesIn,
  occurrenceStart,
} from '@plie/shared';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import {
  type AttendanceRecord,
  cancelAttendance,
  listAllAttendancesOfUserFrom,
  listAttendancesOfLesson,
} from '../attendance/attendance-repository';
import { bookOccurrence, type Dancer } from '../attendance/sign-up';
import type { LessonRecord } from '../lessons/lesson-repository';
import type { GroupMemberRecord } from './group-member-repository';
import type { GroupRecord } from './group-repository';

/** A class booked for the member: its attendance (the e-mail that announces it makes its cancel link at send time). */
export interface BookedClass extends GroupOccurrence {
  attendanceId: string;
}

/** What became of each class a booking run looked at. */
export interface BookingReport {
  booked: BookedClass[];
  /** The e-mail was already signed up for it (by hand, by the join or by an earlier run). */
  alreadyBooked: GroupOccurrence[];
  /** No place left: skipped, never overbooked. */
  full: GroupOccurrence[];
  /** After the member's expiration date, cancelled by the member, already started, or the lesson gone. */
  skipped: GroupOccurrence[];
}

export const emptyReport = (): BookingReport => ({ booked: [], alreadyBooked: [], full: [], skipped: [] });

/** The group's classes within `range`, in the order they take place. */
export const occurrencesOf = (lessons: readonly LessonRecord[], range: DateRange) =>
  lessons
    .flatMap((lesson) => occurrenceDatesIn(lesson, range).map((date) => ({ lesson, date })))
    .map((occurrence) => ({ ...occurrence, start: occurrenceStart(occurrence.lesson, occurrence.date) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());

const dancerOf = (member: GroupMemberRecord): Dancer => ({
  name: member.name,
  email: member.email,
  instagram: member.instagram,
  userId: member.userId,
  user: member.user,
  language: member.language,
  legalAcceptedAt: member.legalAcceptedAt,
});

/** The attendances a group booked within a range, by lesson, date and e-mail (see `earlierBookingsOf`). */
export type EarlierBookings = ReadonlyMap<string, readonly AttendanceRecord[]>;

const bookingKey = (lessonId: string, date: string, email: string) => `${lessonId}|${date}|${email}`;

/**
 * What the group booked before within `range`, cancelled ones included: the lessons' attendance
 * lists of those dates (pattern 27, one query per lesson), narrowed to this group's bookings.
 */
export const earlierBookingsOf = async (
  group: Pick<GroupRecord, 'id'>,
  lessons: readonly LessonRecord[],
  range: DateRange,
): Promise<EarlierBookings> => {
  const lists = await Promise.all(
    lessons.map((lesson) => listAttendancesOfLesson(lesson.id, range.from, addDays(range.to, 1))),
  );
  const byKey = new Map<string, AttendanceRecord[]>();
  for (const attendance of lists.flat()) {
    if (attendance.groupId !== group.id) continue;
    const key = bookingKey(attendance.lessonId, attendance.date, attendance.email);
    byKey.set(key, [...(byKey.get(key) ?? []), attendance]);
  }
  return byKey;
};

/**
 * What this membership already had of a class: booked (an active attendance), cancelled by the member
 * (not booked again), or nothing. Bookings of an earlier membership of the same e-mail don't count.
 */
const earlierOutcome = (
  earlier: EarlierBookings,
  member: GroupMemberRecord,
  lessonId: string,
  date: string,
) => {
  const mine = (earlier.get(bookingKey(lessonId, date, member.email)) ?? []).filter(
    (attendance) => attendance.createdAt >= member.createdAt,
  );
  if (mine.some((attendance) => !attendance.isDeleted)) return 'booked';
  return mine.length > 0 ? 'cancelled' : undefined;
};

/**
 * Books the member for every class of the group's lessons within `range` up to their expiration
 * date, earliest first; a class `earlier` shows booked or cancelled by the member is left as it is.
 * Each class is its own transaction; the e-mail that announces the booking (the join's, or the
 * month's: an outbox message) lists each with a one-time link that cancels just it.
 */
export const bookMember = async (
  group: Pick<GroupRecord, 'id'>,
  lessons: readonly LessonRecord[],
  member: GroupMemberRecord,
  range: DateRange,
  at: Date,
  earlier: EarlierBookings = new Map(),
): Promise<BookingReport> => {
  const report = emptyReport();
  const dancer = dancerOf(member);
  for (const { lesson, date } of occurrencesOf(lessons, range)) {
    const occurrence = { lessonId: lesson.id, date };
    const before = earlierOutcome(earlier, member, lesson.id, date);
    if (before === 'booked') {
      report.alreadyBooked.push(occurrence);
      continue;
    }
    if (before === 'cancelled' || date > member.expirationDate) {
      report.skipped.push(occurrence);
      continue;
    }
    try {
      const attendance = await bookOccurrence(lesson, date, dancer, at, { groupId: group.id });
      report.booked.push({ ...occurrence, attendanceId: attendance.id });
    } catch (error) {
      if (error instanceof ValidationError && error.code === 'attendance.duplicate')
        report.alreadyBooked.push(occurrence);
      else if (error instanceof ValidationError && error.code === 'lesson.full') report.full.push(occurrence);
      // Started already (today's earlier class), or the lesson was deleted meanwhile.
      else if (error instanceof ValidationError || error instanceof NotFoundError)
        report.skipped.push(occurrence);
      else throw error;
    }
  }
  return report;
};

/** "Yesterday" in UTC: no lesson zone's today is earlier, so nothing upcoming is missed. */
const yesterdayOf = (at: Date) => new Date(at.getTime() - 24 * 3_600_000).toISOString().slice(0, 10);
/** Sorts after every date: the open end of a lesson's attendance list. */
const END_OF_TIME = '9999-12-31';

/** Cancels the attendances given that have not started yet (as another cancel may have won, a 409 is fine). */
const cancelUpcoming = async (
  attendances: readonly AttendanceRecord[],
  lessons: ReadonlyMap<string, LessonRecord>,
  at: Date,
): Promise<number> => {
  let cancelled = 0;
  for (const attendance of attendances) {
    const lesson = lessons.get(attendance.lessonId);
    if (!lesson || attendance.isDeleted || occurrenceStart(lesson, attendance.date) <= at) continue;
    try {
      await cancelAttendance(attendance, at.toISOString());
      cancelled += 1;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return cancelled;
};

/**
 * Booked for this membership: not before it began, and — once it ended — not after (a later
 * membership of the same e-mail books its own classes, which finishing this one's leave must keep).
 */
const isOfMembership = (attendance: AttendanceRecord, member: GroupMemberRecord) =>
  attendance.createdAt >= member.createdAt &&
  !(member.isDeleted && member.cancelledAt !== undefined && attendance.createdAt > member.cancelledAt);

/**
 * Cancels the member's upcoming classes booked by this group for this membership (after `after`,
 * when given): for an ended membership, what its leave has not cancelled yet. A user's
 * are found in their own attendance list (pattern 28), a guest's in the lessons' lists from
 * yesterday on (pattern 27), each narrowed to this group's bookings of this e-mail: queries, no scan.
 */
export const cancelGroupBookingsOf = async (
  member: GroupMemberRecord,
  group: Pick<GroupRecord, 'id'>,
  lessons: readonly LessonRecord[],
  at: Date,
  { after }: { after?: string } = {},
): Promise<number> => {
  const from = yesterdayOf(at);
  const candidates = member.userId
    ? await listAllAttendancesOfUserFrom(member.userId, from)
    : (
        await Promise.all(lessons.map((lesson) => listAttendancesOfLesson(lesson.id, from, END_OF_TIME)))
      ).flat();
  const ours = candidates.filter(
    (attendance) =>
      attendance.groupId === group.id &&
      attendance.email === member.email &&
      isOfMembership(attendance, member) &&
      (after === undefined || attendance.date > after),
  );
  return cancelUpcoming(ours, new Map(lessons.map((lesson) => [lesson.id, lesson])), at);
};

/** Cancels every upcoming class booked by this group, whoever it was for (the group is deleted). */
export const cancelGroupBookings = async (
  group: Pick<GroupRecord, 'id'>,
  lessons: readonly LessonRecord[],
  at: Date,
): Promise<number> => {
  const from = yesterdayOf(at);
  const lists = await Promise.all(
    lessons.map((lesson) => listAttendancesOfLesson(lesson.id, from, END_OF_TIME)),
  );
  const ours = lists.flat().filter((attendance) => attendance.groupId === group.id);
  return cancelUpcoming(ours, new Map(lessons.map((lesson) => [lesson.id, lesson])), at);
};
