/**
 * Lesson rules (spec §5): style, teacher (registered or by name) and place (a studio room or a
 * custom full address) are required; hours 0–23, minutes 0–59, weekday 0 (Monday)–6; ages 0–100.
 */
import * as v from 'valibot';
import { AGE, LESSON_TIME, WEEKDAY } from '../constants';
import { weekdayOfDate } from '../rules/calendar-date';
import { type AgeRange, validateAgeRange } from './age';
import { isIsoDate } from './dates';
import { MESSAGES } from './messages';
import { invalid, type ValidationResult, valid } from './result';

const integerBetween = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const HourSchema = integerBetween(LESSON_TIME.minHour, LESSON_TIME.maxHour, MESSAGES.hourInvalid);
export const MinuteSchema = integerBetween(
  LESSON_TIME.minMinute,
  LESSON_TIME.maxMinute,
  MESSAGES.minuteInvalid,
);
/** 0 = Monday … 6 = Sunday. */
export const WeekdaySchema = v.pipe(
  integerBetween(WEEKDAY.monday, WEEKDAY.sunday, MESSAGES.weekdayInvalid),
  v.description('0 = Monday … 6 = Sunday'),
);

export const isHour = (hour: number): boolean =>
  Number.isInteger(hour) && hour >= LESSON_TIME.minHour && hour <= LESSON_TIME.maxHour;
export const isMinute = (minute: number): boolean =>
  Number.isInteger(minute) && minute >= LESSON_TIME.minMinute && minute <= LESSON_TIME.maxMinute;
export const isWeekday = (weekday: number): boolean =>
  Number.isInteger(weekday) && weekday >= WEEKDAY.monday && weekday <= WEEKDAY.sunday;

export interface LessonTimeFields {
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
}

export const validateLessonTimes = <T extends LessonTimeFields>(times: T): ValidationResult<T> => {
  for (const field of ['startHour', 'endHour'] as const) {
    if (!isHour(times[field])) return invalid(MESSAGES.hourInvalid, field);
  }
  for (const field of ['startMinute', 'endMinute'] as const) {
    if (!isMinute(times[field])) return invalid(MESSAGES.minuteInvalid, field);
  }
  return valid(times);
};

/** The fields of a lesson the cross-field rules look at. */
export interface LessonRuleFields extends LessonTimeFields, Partial<AgeRange> {
  styleId?: string | null | undefined;
  teacherId?: string | null | undefined;
  customTeacherName?: string | null | undefined;
  roomId?: string | null | undefined;
  customAddress?: { fullAddress?: string | null | undefined } | null | undefined;
  weekday: number;
  date?: string | null | undefined;
  isReoccurring?: boolean | undefined;
}

const filled = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';

/** The lesson form's rules in the order the form reports them (spec §5). */
export const validateLessonForm = <T extends LessonRuleFields>(lesson: T): ValidationResult<T> => {
  if (!filled(lesson.styleId)) return invalid(MESSAGES.missingStyle, 'styleId');
  if (!filled(lesson.teacherId) && !filled(lesson.customTeacherName)) {
    return invalid(MESSAGES.missingTeacher, 'teacherId');
  }
  if (!filled(lesson.roomId) && !filled(lesson.customAddress?.fullAddress)) {
    return invalid(MESSAGES.missingPlace, 'roomId');
  }
  if (filled(lesson.roomId) && lesson.customAddress) return invalid(MESSAGES.placeBoth, 'customAddress');
  if (!isWeekday(lesson.weekday)) return invalid(MESSAGES.weekdayInvalid, 'weekday');
  if (lesson.isReoccurring === false && !filled(lesson.date)) return invalid(MESSAGES.missingDate, 'date');
  if (lesson.date && isIsoDate(lesson.date) && weekdayOfDate(lesson.date) !== lesson.weekday) {
    return invalid(MESSAGES.weekdayMismatch, 'weekday');
  }
  const times = validateLessonTimes(lesson);
  if (!times.ok) return times;
  const ages = validateAgeRange({ ageMin: lesson.ageMin ?? AGE.min, ageMax: lesson.ageMax ?? AGE.max });
  if (!ages.ok) return ages;
  return valid(lesson);
};

export interface AvailabilityTarget {
  roomId?: string | null | undefined;
  teacherId?: string | null | undefined;
}

/** The availability check needs a room or a teacher (spec §5). */
export const validateAvailabilityRequest = <T extends AvailabilityTarget>(request: T): ValidationResult<T> =>
  filled(request.roomId) || filled(request.teacherId)
    ? valid(request)
    : invalid(MESSAGES.availabilityNeedsRoomOrTeacher);
