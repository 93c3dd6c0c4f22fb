import { ATTENDANCE, type Attendance, addDays, isLanguage } from '@plie/shared';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { type AuthUser, defineHandlers } from '../../http/handler';
import { now } from '../../services/clock';
import { consumeOneTimeToken } from '../../services/one-time-tokens';
import { limitBookingOfClass, limitMailsTo } from '../../services/rate-limits';
import { getUserById } from '../accounts/user-repository';
import { mayManageLesson } from '../lessons/lesson-access';
import { type LessonRecord, requireLesson, toLesson } from '../lessons/lesson-repository';
import { liveOf } from '../lessons/live';
import {
  type AttendanceRecord,
  cancelAttendance,
  getAttendanceById,
  lessonsByIds,
  listAttendancesOfLesson,
  listAttendancesOfUser,
  markAttended,
  requireAttendance,
  withSeatTaken,
} from './attendance-repository';
import { bookOccurrence, SIGN_UP_MESSAGES } from './sign-up';

export const ATTENDANCE_ACCESS_MESSAGES = {
  notAllowed: 'You are not allowed to see or change these attendances',
  invalidLink: 'This cancel link is invalid or has expired',
  giveOneDate: 'Give either dateFrom or dateTo',
} as const;

/** A user's list holds at most this many (upcoming or past): a person's bookings, not a studio's. */
const MY_LIST_LIMIT = 200;

/** The attendance as the API answers it (spec §3): with its lesson when given. */
const toAttendance = (
  attendance: AttendanceRecord,
  caller: AuthUser | undefined,
  lesson?: LessonRecord,
): Attendance => ({
  id: attendance.id,
  lessonId: attendance.lessonId,
  userId: attendance.userId,
  name: attendance.name,
  email: attendance.email,
  instagram: attendance.instagram,
  date: attendance.date,
  attended: attendance.attended,
  isDeleted: attendance.isDeleted,
  cancelledAt: attendance.cancelledAt,
  createdAt: attendance.createdAt,
  updatedAt: attendance.updatedAt,
  isCurrentUser: Boolean(caller && attendance.userId === caller.id),
  user: attendance.user,
  ...(lesson ? { lesson: toLesson(lesson, liveOf(lesson)) } : {}),
});

const requireManager = async (lesson: LessonRecord, caller: AuthUser | undefined) => {
  if (!(await mayManageLesson(lesson, caller)))
    throw new ForbiddenError(ATTENDANCE_ACCESS_MESSAGES.notAllowed);
};

/** A date or an ISO timestamp as the date it names (`YYYY-MM-DD`). */
const dateOf = (value: string) => value.slice(0, 10);

export const attendanceHandlers = defineHandlers('attendance', {
  create: async ({ body }, { user: caller, language, event }) => {
    if (body.userId && body.userId !== caller?.id) throw new ForbiddenError(SIGN_UP_MESSAGES.onlyYourself);
    const account = body.userId ? await getUserById(body.userId) : undefined;
    if (!account && body.legalAccepted !== true) {
      throw new ValidationError(SIGN_UP_MESSAGES.legalRequired, {
        legalAccepted: SIGN_UP_MESSAGES.legalRequired,
      });
    }
    const lesson = await requireLesson(body.lessonId);
    const manages = await mayManageLesson(lesson, caller);
    if (!lesson.isPublic && !manages) throw new NotFoundError('Lesson not found');
    const at = now();
    // Floods: a dancer booking with their own account's e-mail asked for it; anyone else is counted
    // per lesson and address (not the studio's own desk) and per e-mail address that gets the mail.
    const forSelf = body.email.trim().toLowerCase() === account?.email.toLowerCase();
    if (!forSelf && !manages) await limitBookingOfClass(lesson.id, event, at);
    if (!forSelf) await limitMailsTo(body.email, at);
    const attendance = await bookOccurrence(
      lesson,
      body.date,
      {
        name: body.name,
        email: body.email,
        instagram: body.instagram,
        userId: account?.id,
        ...(account
          ? { user: { username: account.username, ...(account.photo ? { photo: account.photo } : {}) } }
          : {}),
        language: account?.language && isLanguage(account.language) ? account.language : language,
        ...(account ? {} : { legalAcceptedAt: at.toISOString() }),
      },
      at,
    );
    // The lesson as read, with this sign-up counted (no second read).
    return toAttendance(attendance, caller, withSeatTaken(lesson, attendance.date));
  },

  listForLesson: async ({ params, query }, { user: caller }) => {
    const lesson = await requireLesson(params.lessonId);
    await requireManager(lesson, caller);
    const to = addDays(query.date, ATTENDANCE.listPageDays);
    const attendances = await listAttendancesOfLesson(lesson.id, query.date, to);
    return attendances.map((attendance) => toAttendance(attendance, caller));
  },

  update: async ({ params, body }, { user: caller }) => {
    const attendance = await requireAttendance(params.id);
    await requireManager(await requireLesson(attendance.lessonId), caller);
    return toAttendance(await markAttended(attendance, body.attended, now().toISOString()), caller);
  },

  listMine: async ({ query }, { user: caller }) => {
    const userId = caller!.id;
    const range =
      query.dateFrom && !query.dateTo
        ? { dateFrom: dateOf(query.dateFrom) }
        : query.dateTo && !query.dateFrom
          ? { dateTo: dateOf(query.dateTo) }
          : undefined;
    if (!range) throw new ValidationError(ATTENDANCE_ACCESS_MESSAGES.giveOneDate);
    const attendances = await listAttendancesOfUser(userId, range, MY_LIST_LIMIT);
    const lessons = await lessonsByIds(attendances.map((attendance) => attendance.lessonId));
    return attendances.map((attendance) =>
      toAttendance(attendance, caller, lessons.get(attendance.lessonId)),
    );
  },

  cancel: async ({ params }, { user: caller }) => {
    const attendance = await requireAttendance(params.id);
    if (attendance.userId !== caller?.id) {
      const lesson = await requireLesson(attendance.lessonId).catch(() => undefined);
      if (!lesson || !(await mayManageLesson(lesson, caller)))
        throw new ForbiddenError(ATTENDANCE_ACCESS_MESSAGES.notAllowed);
    }
    await cancelAttendance(attendance, now().toISOString());
    return { success: true as const };
  },

  cancelByToken: async ({ params }) => {
    const at = now();
    const attendanceId = await consumeOneTimeToken('cancelAttendance', params.token, at);
    const attendance = attendanceId ? await getAttendanceById(attendanceId) : undefined;
    if (!attendance) throw new NotFoundError(ATTENDANCE_ACCESS_MESSAGES.invalidLink);
    if (!attendance.isDeleted) await cancelAttendance(attendance, at.toISOString());
    return { success: true as const };
  },
});
