/**
 * The schedule's pure rules: which lessons a `styles` filter keeps, whether a lesson can be
 * attended now and, when not, why (said rather than a click that does nothing), and what a failure
 * tells the host page.
 */
import { isAttendButtonEnabled, type Lesson } from '@plie/shared';
import { ApiError } from '../../client/api-error';
import type { Messages } from '../../i18n/en';

export interface ScheduleFailure {
  message: string;
  status?: number;
}

/** What a failure tells the host page: the server's reason where it gave one. */
export const scheduleFailure = (error: unknown, fallback: string): ScheduleFailure =>
  error instanceof ApiError
    ? { message: error.body.message || fallback, status: error.status }
    : { message: fallback };

/** Whether a lesson's style is one of `styles` (lowercase names or ids); every style when none. */
export const matchesStyles = (lesson: Lesson, styles: readonly string[]): boolean =>
  styles.length === 0 ||
  styles.includes(lesson.styleId.toLowerCase()) ||
  styles.includes(lesson.style.name.toLowerCase());

/** A lesson can be attended: it has a next occurrence with a place left, and is not a closed group's. */
export const canAttend = (lesson: Lesson): boolean =>
  Boolean(lesson.nextDate) &&
  isAttendButtonEnabled({
    attendees: lesson.attendeeCount ?? 0,
    capacity: lesson.capacity ?? Number.POSITIVE_INFINITY,
    isClosedGroup: lesson.isClosedGroup,
  });

/** Why a lesson of the calendar can't be chosen. */
export const whyUnavailable = (lesson: Lesson, messages: Messages): string | undefined =>
  lesson.isClosedGroup
    ? messages.signUp.serverMessages['lesson.closedGroup']
    : lesson.nextDate
      ? messages.signUp.serverMessages['lesson.full']
      : messages.widget.noUpcoming;
