import * as v from 'valibot';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { IdSchema } from '../entities/common';
import { FiltersSchema } from '../entities/filters';
import { LessonInputSchema, LessonSchema, LessonUpdateSchema } from '../entities/lesson';
import { IsoDateSchema } from '../validation/dates';
import { HourSchema, MinuteSchema, validateAvailabilityRequest, WeekdaySchema } from '../validation/lesson';
import { checkWith } from '../validation/result';
import { pageOf, pagingEntries, SuccessSchema } from './common';
import { endpoint } from './endpoint';

/** What creating or changing a lesson may refuse: its place, time slot, teacher and rights. */
const LESSON_WRITE_ERRORS = [
  'address.unknownCountry',
  'availability.slotTaken',
  'lesson.changedMeanwhile',
  'lesson.notATeacher',
  'lesson.ownLessonsOnly',
  'lesson.roomGone',
  'lesson.roomOfAnotherStudio',
  'lesson.teacherNotOnTeam',
  'room.notFound',
  'studio.notAllowed',
  'studio.notFound',
  'user.notFound',
] as const;

/** Every filter of spec §3 plus paging. */
export const LessonSearchSchema = v.object({
  ...FiltersSchema.entries,
  ...pagingEntries(PAGE_SIZE.lessonsMain, MAX_PAGE_SIZE.lessons),
});
export type LessonSearch = v.InferOutput<typeof LessonSearchSchema>;

/** Is the time slot free in the room and for the teacher? Needs a room or a teacher. */
export const AvailabilityRequestSchema = v.pipe(
  v.object({
    roomId: v.optional(IdSchema),
    teacherId: v.optional(IdSchema),
    weekday: WeekdaySchema,
    startHour: HourSchema,
    startMinute: MinuteSchema,
    endHour: HourSchema,
    endMinute: MinuteSchema,
    /** A one-off lesson's date: only lessons on that day (and weekly ones on its weekday) clash. */
    date: v.optional(IsoDateSchema),
    /** The lesson being edited, which does not clash with itself. */
    currentLessonId: v.optional(IdSchema),
  }),
  checkWith(validateAvailabilityRequest),
);
export type AvailabilityRequest = v.InferOutput<typeof AvailabilityRequestSchema>;

/**
 * Lessons for the admin's bulk import. Each row is checked on its own after the overrides
 * (`roomId`, `weekday`) are applied, so one bad row does not refuse the others.
 */
export const BulkCreateLessonsSchema = v.object({
  /** Overrides every row's room. */
  roomId: v.optional(IdSchema),
  /** Overrides every row's weekday. */
  weekday: v.optional(WeekdaySchema),
  lessons: v.pipe(
    v.array(v.record(v.string(), v.unknown())),
    v.minLength(1),
    v.maxLength(PAGE_SIZE.adminBulk),
  ),
});
export type BulkCreateLessons = v.InferOutput<typeof BulkCreateLessonsSchema>;

export const BulkCreateResultSchema = v.object({
  created: v.array(v.object({ index: v.number(), lesson: LessonSchema })),
  refused: v.array(
    v.object({
      index: v.number(),
      message: v.string(),
      /** Field → message, as in the error shape. */
      fields: v.optional(v.record(v.string(), v.string())),
    }),
  ),
});
export type BulkCreateResult = v.InferOutput<typeof BulkCreateResultSchema>;

/** Lessons (spec §7 "Lessons"). */
export const lessons = {
  get: endpoint({
    method: 'GET',
    path: '/api/lesson/{id}',
    auth: 'public',
    domain: 'lessons',
    errors: ['lesson.notFound'],
    summary: 'A lesson with its style, teacher, room and studio, next date and occupancy.',
    response: LessonSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/lesson',
    auth: 'confirmed',
    domain: 'lessons',
    errors: LESSON_WRITE_ERRORS,
    summary:
      'Create a lesson (a studio’s admins, or a teacher for their own schedule). The time slot must be ' +
      'free in the room and for the teacher (409 otherwise).',
    body: LessonInputSchema,
    response: LessonSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/lesson/{id}',
    auth: 'confirmed',
    domain: 'lessons',
    errors: [...LESSON_WRITE_ERRORS, 'lesson.notFound'],
    summary:
      'Replace a lesson’s editable fields (the whole form, plus its id); the studio’s admins, its teacher, ' +
      'or a platform admin.',
    body: LessonUpdateSchema,
    response: LessonSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/lesson/{id}',
    auth: 'user',
    domain: 'lessons',
    errors: ['lesson.notFound', 'studio.notAllowed'],
    summary: 'Delete a lesson (the studio’s admins, its teacher, or a platform admin).',
    response: SuccessSchema,
  }),
  checkAvailability: endpoint({
    method: 'POST',
    path: '/api/lesson/checkAvailability',
    auth: 'user',
    domain: 'lessons',
    errors: ['availability.notYourSchedule', 'room.notFound', 'studio.notAllowed'],
    summary:
      'Whether a weekly time slot is free in a room and for a teacher; `message` says why not. Only for what ' +
      'the caller may schedule: a room of a studio they are on (403; 404 if they may not see the studio), ' +
      'their own schedule or that of a teacher of a studio they administer (403). `conflictingLessonIds` ' +
      'names only the clashing lessons the caller may see.',
    body: AvailabilityRequestSchema,
    response: v.object({
      available: v.boolean(),
      message: v.optional(v.string()),
      conflictingLessonIds: v.optional(v.array(v.string())),
    }),
  }),
  bulkCreate: endpoint({
    method: 'POST',
    path: '/api/lesson/bulk-create',
    auth: 'platformAdmin',
    domain: 'admin',
    summary:
      'Import many lessons at once (“Lessons Bulk”): each row is validated and created on its own; the ' +
      'answer lists the created rows and the refused ones with the reason.',
    body: BulkCreateLessonsSchema,
    response: BulkCreateResultSchema,
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/lesson/search',
    auth: 'public',
    domain: 'lessons',
    errors: ['paging.invalidCursor', 'search.choosePlace', 'search.pointNeedsBoth'],
    summary:
      'Search lessons of publicly visible studios and teachers with the filters, ordered by weekday and start ' +
      'time. A caller who manages every lesson searched (a platform admin; the admins of every studio in ' +
      '`studioIds` or owning the `roomIds`; a teacher searching `teachers: [self]`) also gets those not public; ' +
      'a city search is public-only. `lat`/`lng` without a city (or studios, teachers, rooms) search the ' +
      'nearest city; with a point, each result whose place has coordinates has its `distance` (km, to 0.1) and ' +
      '`distanceMeters`, and each page is ordered nearest first (the page holds the next lessons in ' +
      'next-occurrence order, as without a point; those without coordinates come last). Limit 50 main view, 20 ' +
      'schedule/teacher/studio views, 100 room view; page with `cursor`.',
    body: LessonSearchSchema,
    response: pageOf(LessonSchema),
  }),
};
