/**
 * What the lesson form sends: the lesson (`POST /api/lesson`, `PATCH /api/lesson/{id}`, checked
 * with the API's own schema and spec §5 rules before it goes) and the availability question
 * (`POST /api/lesson/checkAvailability`, which needs a room or a teacher).
 */
import {
  type AvailabilityRequest,
  isIsoDate,
  type LessonInputRaw,
  LessonInputSchema,
  validateAvailabilityRequest,
} from '@plie/shared';
import * as v from 'valibot';
import type { Coordinates } from '../rooms/room-form';
import type { LessonFormState } from './lesson-form-state';

/** What the form knows besides its values: the studio, and who teaches when the caller cannot choose. */
export interface LessonRequestContext {
  /** The studio whose schedule the lesson is on (studio mode). */
  studioId: string | undefined;
  /** The teacher, fixed: the teacher adding their own lesson, or the lesson's own teacher. */
  fixedTeacherId: string | undefined;
  /** Where the custom address is, once the address search found it. */
  coordinates: Coordinates | undefined;
}

const trimmed = (text: string): string | undefined => text.trim() || undefined;

/** A typed age: empty is no limit (the default), anything else a number the rules check. */
const ageOf = (text: string): number | undefined => {
  const value = text.trim();
  if (!value) return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
};

const teacherOf = (state: LessonFormState, context: LessonRequestContext) => {
  if (context.fixedTeacherId) return { teacherId: context.fixedTeacherId };
  if (state.teacherKind === 'team') return { teacherId: trimmed(state.teacherId) };
  return { customTeacherName: trimmed(state.customTeacherName) };
};

const placeOf = (state: LessonFormState, context: LessonRequestContext) => {
  if (state.placeKind === 'room') return { roomId: trimmed(state.roomId) };
  const { country, city, street, postalCode } = state.address;
  // An address without its street is no place yet ('Missing place of the lesson').
  if (!street.trim()) return {};
  return {
    customAddress: {
      fullAddress: street.trim(),
      city: city.trim(),
      country,
      ...(postalCode.trim() ? { postalCode: postalCode.trim() } : {}),
      ...(context.coordinates ?? {}),
    },
  };
};

const choreographyOf = (state: LessonFormState) => {
  const songName = trimmed(state.songName);
  const songLink = trimmed(state.songLink);
  return songName || songLink ? { choreography: { songName, songLink } } : {};
};

/** Drops the keys whose value is `undefined`, so the request carries only what was filled in. */
const defined = <T extends Record<string, unknown>>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;

/** The lesson as the API takes it (the same body for create and for update). */
export const lessonInputOf = (state: LessonFormState, context: LessonRequestContext): LessonInputRaw =>
  defined({
    name: trimmed(state.name),
    styleId: state.styleId,
    weekday: state.weekday,
    startHour: state.startHour,
    startMinute: state.startMinute,
    endHour: state.endHour,
    endMinute: state.endMinute,
    date: state.isReoccurring ? undefined : trimmed(state.date),
    lessonTimezone: state.lessonTimezone,
    ...teacherOf(state, context),
    ...placeOf(state, context),
    studioId: context.studioId,
    isClosedGroup: state.isClosedGroup,
    isReoccurring: state.isReoccurring,
    level: state.level,
    ageMin: ageOf(state.ageMin),
    ageMax: ageOf(state.ageMax),
    ...choreographyOf(state),
  }) as LessonInputRaw;

/**
 * Why the lesson cannot be sent yet, or `undefined`: the API's own schema, whose last step is the
 * form's rules in spec §5 order ('Missing style field', 'Missing teacher', 'Missing place of the
 * lesson', then the date, times and ages).
 */
export const lessonFormBlocker = (
  state: LessonFormState,
  context: LessonRequestContext,
): string | undefined => {
  const result = v.safeParse(LessonInputSchema, lessonInputOf(state, context));
  return result.success ? undefined : result.issues[0].message;
};

/**
 * The availability question for the form's slot: its room (when in a room), its registered teacher,
 * its weekday and times, a one-off lesson's date, and the lesson being edited (which never clashes
 * with itself). Without a room or a teacher there is nothing to ask: 'Fill in required data'.
 */
export const availabilityRequestOf = (
  state: LessonFormState,
  context: LessonRequestContext,
  currentLessonId: string | undefined,
): { ok: true; request: AvailabilityRequest } | { ok: false; message: string } => {
  const { teacherId } = teacherOf(state, context);
  const request = defined({
    roomId: state.placeKind === 'room' ? trimmed(state.roomId) : undefined,
    teacherId,
    weekday: state.weekday,
    startHour: state.startHour,
    startMinute: state.startMinute,
    endHour: state.endHour,
    endMinute: state.endMinute,
    date: !state.isReoccurring && isIsoDate(state.date) ? state.date : undefined,
    currentLessonId,
  });
  const checked = validateAvailabilityRequest(request);
  return checked.ok ? { ok: true, request } : { ok: false, message: checked.message };
};
