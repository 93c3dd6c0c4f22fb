/** The short forms of a user and a studio that other entities embed. */
import * as v from 'valibot';
import { PrimaryColorSchema } from '../enums';

/** A user as shown inside a lesson, member list or invite: never the e-mail unless stated. */
export const UserSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  username: v.string(),
  photo: v.optional(v.string()),
  isTeacher: v.boolean(),
});
export type UserSummary = v.InferOutput<typeof UserSummarySchema>;

/** A user summary with the e-mail: only for studio admins, the teacher of a lesson, platform admins. */
export const UserContactSchema = v.object({
  ...UserSummarySchema.entries,
  email: v.optional(v.string()),
});
export type UserContact = v.InferOutput<typeof UserContactSchema>;

/** A studio as shown inside a room, lesson or invite. */
export const StudioSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  studioName: v.string(),
  photo: v.optional(v.string()),
  primaryColor: PrimaryColorSchema,
  /** `true` = light. */
  theme: v.boolean(),
});
export type StudioSummary = v.InferOutput<typeof StudioSummarySchema>;
