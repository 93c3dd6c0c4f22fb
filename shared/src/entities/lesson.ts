/**
 * A lesson (spec §3): weekly on `weekday` (0 = Monday … 6 = Sunday) from start to end time in
 * its own time zone, or once on `date` when not reoccurring. Taught by a registered teacher
 * (`teacherId`) or a named one (`customTeacherName`); held in a studio room (`roomId`) or at a
 * custom address.
 */
import * as v from 'valibot';
import { LESSON_DEFAULTS } from '../constants';
import { Level, LevelSchema } from '../enums';
import { AgeSchema } from '../validation/age';
import { IsoDateSchema, TimeZoneSchema } from '../validation/dates';
import { HourSchema, MinuteSchema, validateLessonForm, WeekdaySchema } from '../validation/lesson';
import { MESSAGES } from '../validation/messages';
import { optionalVisibleNameSchema } from '../validation/name';
import { checkWith } from '../validation/result';
import { AddressSchema, ChoreographySchema, IdSchema, idSchema } from './common';
import { StyleSchema } from './style';
import { StudioSummarySchema, UserSummarySchema } from './summaries';

/** The room a lesson takes place in, with its studio. */
export const LessonRoomSchema = v.object({
  id: v.string(),
  name: v.string(),
  photo: v.optional(v.string()),
  capacity: v.number(),
  address: AddressSchema,
  studio: v.optional(StudioSummarySchema),
});
export type LessonRoom = v.InferOutput<typeof LessonRoomSchema>;

export const LessonSchema = v.object({
  id: v.string(),
  /** Falls back to the style's name when the editor leaves it empty. */
  name: v.string(),
  styleId: v.string(),
  style: StyleSchema,
  weekday: v.number(),
  startHour: v.number(),
  startMinute: v.number(),
  endHour: v.number(),
  endMinute: v.number(),
  /** The date of a one-off lesson (`isReoccurring: false`). */
  date: v.optional(v.string()),
  /** IANA time zone the times are in. */
  lessonTimezone: v.string(),
  teacherId: v.optional(v.string()),
  teacher: v.optional(UserSummarySchema),
  customTeacherName: v.optional(v.string()),
  roomId: v.optional(v.string()),
  room: v.optional(LessonRoomSchema),
  studioId: v.optional(v.string()),
  customAddress: v.optional(AddressSchema),
  groupId: v.optional(v.string()),
  isClosedGroup: v.boolean(),
  isReoccurring: v.boolean(),
  level: LevelSchema,
  /** 0 = no lower limit. */
  ageMin: v.number(),
  /** 100 = no upper limit. */
  ageMax: v.number(),
  choreography: v.optional(ChoreographySchema),
  /** The next occurrence's date (in the lesson's time zone), when the server computed it. */
  nextDate: v.optional(v.string()),
  /** Active sign-ups for the next occurrence. */
  attendeeCount: v.optional(v.number()),
  /** Places per occurrence: the room's capacity; absent at a custom address (no limit). */
  capacity: v.optional(v.number()),
  /**
   * Kilometres (to 0.1) from the searched point to where the lesson takes place, when a search gave
   * lat/lng and the place has coordinates.
   */
  distance: v.optional(v.number()),
  /** The same distance in whole metres (for "350 m"), under the same conditions. */
  distanceMeters: v.optional(v.number()),
  /** The caller's relation to the lesson, when signed in. */
  currentUser: v.optional(
    v.object({
      /** The caller's active attendance of the next occurrence. */
      attendanceId: v.optional(v.string()),
      isGroupMember: v.boolean(),
    }),
  ),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
});
export type Lesson = v.InferOutput<typeof LessonSchema>;

const LessonFieldsSchema = v.object({
  /** Empty: the style's name is used. */
  name: v.optional(optionalVisibleNameSchema()),
  styleId: idSchema(MESSAGES.missingStyle),
  weekday: WeekdaySchema,
  startHour: HourSchema,
  startMinute: MinuteSchema,
  endHour: HourSchema,
  endMinute: MinuteSchema,
  date: v.optional(IsoDateSchema),
  lessonTimezone: TimeZoneSchema,
  teacherId: v.optional(IdSchema),
  customTeacherName: v.optional(optionalVisibleNameSchema()),
  roomId: v.optional(IdSchema),
  /** Needed for a lesson at a custom address that belongs to a studio; otherwise taken from the room. */
  studioId: v.optional(IdSchema),
  customAddress: v.optional(AddressSchema),
  isClosedGroup: v.optional(v.boolean(), LESSON_DEFAULTS.isClosedGroup),
  isReoccurring: v.optional(v.boolean(), LESSON_DEFAULTS.isReoccurring),
  level: v.optional(
    v.pipe(LevelSchema, v.description('0 Beginner, 1 Intermediate, 2 Pro, 3 Open')),
    Level.Beginner,
  ),
  ageMin: v.optional(AgeSchema, LESSON_DEFAULTS.ageMin),
  ageMax: v.optional(AgeSchema, LESSON_DEFAULTS.ageMax),
  choreography: v.optional(ChoreographySchema),
});

/** A lesson as the editor sends it (POST /api/lesson), with the form's rules (spec §5). */
export const LessonInputSchema = v.pipe(LessonFieldsSchema, checkWith(validateLessonForm));
export type LessonInput = v.InferOutput<typeof LessonInputSchema>;
export type LessonInputRaw = v.InferInput<typeof LessonInputSchema>;

/**
 * An edited lesson (PATCH /api/lesson/{id}): the whole form again, plus the id as the spec sends
 * it. It replaces every editable field, so switching room → custom address clears the room.
 */
export const LessonUpdateSchema = v.pipe(
  v.object({ ...LessonFieldsSchema.entries, id: v.optional(IdSchema) }),
  checkWith(validateLessonForm),
);
export type LessonUpdate = v.InferOutput<typeof LessonUpdateSchema>;
