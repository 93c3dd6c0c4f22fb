import { ATTENDANCE, addDays, isLanguage } from '@plie/shared';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { type AuthUser, defineHandlers } from '../../http/handler';
import { now } from '../../services/clock';
import { limitBookingOfClass, limitMailsTo } from '../../services/rate-limits';
import { bookingAccountOf } from '../accounts/caller-account';
import { mayManageLesson } from '../lessons/lesson-access';
import { type LessonRecord, requireLesson } from '../lessons/lesson-repository';
import {
  cancelAttendance,
  lessonsByIds,
  listAttendancesOfLesson,
  listAttendancesOfUser,
  markAttended,
  readLessonForSignUp,
  requireAttendance,
  withSeatsTaken,
} from './attendance-repository';
import { toAttendance } from './attendance-view';
import { cancelAttendanceByLink } from './cancel-by-link';
import { requestBookingLinks } from './resend-links';
import { signUpForOccurrence } from './sign-up';

/** A user's list holds at most this many (upcoming or past): a person's bookings, not a studio's. */
const MY_LIST_LIMIT = 200;

const requireManager = async (lesson: LessonRecord, caller: AuthUser | undefined) => {
  if (!(await mayManageLesson(lesson, caller))) throw new ForbiddenError('attendance.notAllowed');
};

/** A date or an ISO timestamp as the date it names (`YYYY-MM-DD`). */
const dateOf = (value: string) => value.slice(0, 10);

export const attendanceHandlers = defineHandlers('attendance', {
  create: async ({ body }, { user: caller, language, event }) => {
    if (body.userId && body.userId !== caller?.id) throw new ForbiddenError('attendance.onlyYourself');
    const account = body.userId ? await bookingAccountOf(body.userId, caller) : undefined;
    if (!account && body.legalAccepted !== true) {
      throw new ValidationError('legal.required', {
        legalAccepted: 'legal.required',
      });
    }
    // One read: the lesson and whether this e-mail is signed up for the occurrence already.
    const { lesson, signedUpAlready } = await readLessonForSignUp(body.lessonId, body.date, body.email);
    const manages = lesson ? await mayManageLesson(lesson, caller) : false;
    if (!lesson || (!lesson.isPublic && !manages)) throw new NotFoundError('lesson.notFound');
    const at = now();
    // Floods, counted once the seat is held (a full class counts nothing): a dancer booking with their
    // own account's e-mail asked for it; anyone else is counted per lesson and address (not the
    // studio's own desk) and per e-mail address that gets the mail.
    const forSelf = body.email.trim().toLowerCase() === account?.email.toLowerCase();
    const countFloods = async () => {
      if (!forSelf && !manages) await limitBookingOfClass(lesson.id, event, at);
      if (!forSelf) await limitMailsTo(body.email, at);
    };
    const { attendance, seatsTaken } = await signUpForOccurrence(
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
      { signedUpAlready, beforeCommit: countFloods },
    );
    // The lesson as read, with the seats its hold counted (no second read).
    return toAttendance(attendance, caller, withSeatsTaken(lesson, attendance.date, seatsTaken));
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
    if (!range) throw new ValidationError('attendance.giveOneDate');
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
        throw new ForbiddenError('attendance.notAllowed');
    }
    await cancelAttendance(attendance, now().toISOString());
    return { success: true as const };
  },

  cancelByToken: async ({ params }) => {
    const { alreadyDone } = await cancelAttendanceByLink(params.token, now());
    return { success: true as const, ...(alreadyDone ? { alreadyDone: true as const } : {}) };
  },

  /** The same answer whatever the address (ADR: never reveal whether it has bookings). */
  resendLinks: async ({ body }) => {
    await requestBookingLinks(body.email, now());
    return { success: true as const };
  },
});
