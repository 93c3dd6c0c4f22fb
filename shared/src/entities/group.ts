/**
 * Lesson groups (spec §3, §4): a set of lessons people join as a course. A member is signed up
 * for the group's classes of each next month automatically until `expirationDate`.
 */
import * as v from 'valibot';
import { GROUP } from '../constants';
import { IsoDateSchema } from '../validation/dates';
import { EmailSchema } from '../validation/email';
import { InstagramSchema } from '../validation/instagram';
import { MESSAGES } from '../validation/messages';
import { FullNameSchema, optionalVisibleNameSchema } from '../validation/name';
import { IdSchema } from './common';
import { LessonSchema } from './lesson';

export const LessonGroupSchema = v.object({
  id: v.string(),
  name: v.string(),
  dateStart: v.optional(v.string()),
  /** The group belongs to a studio, or to a teacher's own schedule. */
  studioId: v.optional(v.string()),
  teacherId: v.optional(v.string()),
  lessonIds: v.array(v.string()),
  lessons: v.optional(v.array(LessonSchema)),
  /** Active members. */
  memberCount: v.optional(v.number()),
  expiryDate: v.optional(v.string()),
  createdAt: v.optional(v.string()),
});
export type LessonGroup = v.InferOutput<typeof LessonGroupSchema>;

/** A new group (POST /api/lesson-group); the name defaults to the first lesson's name and teacher. */
export const LessonGroupInputSchema = v.object({
  name: v.optional(optionalVisibleNameSchema()),
  lessonIds: v.pipe(
    v.array(IdSchema),
    v.minLength(1, MESSAGES.groupNeedsLessons),
    v.maxLength(GROUP.maxLessons, MESSAGES.groupTooManyLessons),
  ),
  studioId: v.optional(IdSchema),
  teacherId: v.optional(IdSchema),
  dateStart: v.optional(IsoDateSchema),
});
export type LessonGroupInput = v.InferOutput<typeof LessonGroupInputSchema>;

/** A member of a group ("group user", spec §3). */
export const GroupMemberSchema = v.object({
  id: v.string(),
  groupId: v.string(),
  userId: v.optional(v.string()),
  name: v.string(),
  email: v.string(),
  instagram: v.optional(v.string()),
  user: v.optional(v.object({ username: v.optional(v.string()), photo: v.optional(v.string()) })),
  joinStarting: v.optional(v.string()),
  /** Default 2100-01-01. */
  expirationDate: v.string(),
  /** Left or removed. */
  isDeleted: v.boolean(),
  cancelledAt: v.optional(v.string()),
  /** The person's account was deleted: the record is anonymised (`DELETED_ACCOUNT_NAME`, no e-mail). */
  accountDeleted: v.optional(v.boolean()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type GroupMember = v.InferOutput<typeof GroupMemberSchema>;

/** One occurrence of one of the group's lessons. */
export const GroupOccurrenceSchema = v.object({ lessonId: v.string(), date: v.string() });
export type GroupOccurrence = v.InferOutput<typeof GroupOccurrenceSchema>;

/**
 * The answer to a join: the member, and the classes it was signed up for at once (from today to
 * the end of next month) — `full` lists the occurrences that had no place left (never overbooked).
 * A repeated join of an active member's e-mail answers the existing member (200) without `booking`.
 */
export const GroupJoinResultSchema = v.object({
  ...GroupMemberSchema.entries,
  booking: v.optional(
    v.object({ booked: v.array(GroupOccurrenceSchema), full: v.array(GroupOccurrenceSchema) }),
  ),
});
export type GroupJoinResult = v.InferOutput<typeof GroupJoinResultSchema>;

/**
 * Joining a group (POST /api/lesson-group/user). The handler also checks, with its clock, that
 * `joinStarting` is not after today and that anonymous callers sent `legalAccepted: true`
 * (`validateGroupJoin`).
 */
export const GroupJoinRequestSchema = v.object({
  groupId: IdSchema,
  userId: v.optional(IdSchema),
  name: FullNameSchema,
  email: EmailSchema,
  instagram: v.optional(InstagramSchema),
  joinStarting: IsoDateSchema,
  legalAccepted: v.optional(v.boolean()),
});
export type GroupJoinRequest = v.InferOutput<typeof GroupJoinRequestSchema>;

/** Changing a member (PATCH /api/lesson-group/{groupId}/user): its expiration date. */
export const GroupMemberUpdateSchema = v.object({
  /** The member's id. */
  id: IdSchema,
  expirationDate: IsoDateSchema,
});
export type GroupMemberUpdate = v.InferOutput<typeof GroupMemberUpdateSchema>;
