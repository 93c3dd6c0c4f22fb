/**
 * A sign-up of a person to one occurrence (`date`) of a lesson (spec §3, §4). Cancelling sets
 * `isDeleted`; the teacher or a studio admin marks `attended`.
 */
import * as v from 'valibot';
import { IsoDateSchema } from '../validation/dates';
import { EmailSchema } from '../validation/email';
import { InstagramSchema } from '../validation/instagram';
import { FullNameSchema } from '../validation/name';
import { IdSchema } from './common';
import { LessonSchema } from './lesson';

/**
 * The name an attendance or a group membership keeps once its account is deleted (its e-mail, photo,
 * instagram and link to the account are gone, `accountDeleted` is set; dates, attended marks and
 * cancellation times stay, so the studio's numbers stay right). The lists show "Deleted account" in
 * the viewer's language; this English text is for any other reader.
 */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

export const AttendanceSchema = v.object({
  id: v.string(),
  lessonId: v.string(),
  /** Set when a signed-in user signed up. */
  userId: v.optional(v.string()),
  name: v.string(),
  email: v.string(),
  instagram: v.optional(v.string()),
  /** The occurrence's date (`YYYY-MM-DD`, in the lesson's time zone). */
  date: v.string(),
  attended: v.boolean(),
  /** Cancelled. */
  isDeleted: v.boolean(),
  cancelledAt: v.optional(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The attendance is the caller's own. */
  isCurrentUser: v.optional(v.boolean()),
  user: v.optional(v.object({ username: v.optional(v.string()), photo: v.optional(v.string()) })),
  /** The person's account was deleted: the record is anonymised (`DELETED_ACCOUNT_NAME`, no e-mail). */
  accountDeleted: v.optional(v.boolean()),
  lesson: v.optional(LessonSchema),
});
export type Attendance = v.InferOutput<typeof AttendanceSchema>;

/**
 * A sign-up (POST /api/attendance). `userId` only with the caller's own token; anonymous callers
 * must send `legalAccepted: true` (spec §5), which the handler checks.
 */
export const AttendanceInputSchema = v.object({
  lessonId: IdSchema,
  date: IsoDateSchema,
  name: FullNameSchema,
  email: EmailSchema,
  instagram: v.optional(InstagramSchema),
  userId: v.optional(IdSchema),
  legalAccepted: v.optional(v.boolean()),
});
export type AttendanceInput = v.InferOutput<typeof AttendanceInputSchema>;

/** Marking (or unmarking) an attendance (PATCH /api/attendance/{id}); other fields are ignored. */
export const AttendanceUpdateSchema = v.object({ attended: v.boolean() });
export type AttendanceUpdate = v.InferOutput<typeof AttendanceUpdateSchema>;
