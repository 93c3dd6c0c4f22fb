/**
 * An invitation of a user to a studio's team (spec §3, §4). It is accepted when both the user
 * and the studio accepted; `status` is derived from the two flags (and a rejection).
 */
import * as v from 'valibot';
import { InviteStatusSchema } from '../enums';
import { StudioSummarySchema, UserContactSchema } from './summaries';

/** The longest note a teacher may send with a request to join a studio (issue #17 item 3). */
export const JOIN_REQUEST_MESSAGE_MAX_LENGTH = 500;

/** What a teacher sends with a request to join: an optional note to the studio's admins. */
export const JoinRequestSchema = v.object({
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(JOIN_REQUEST_MESSAGE_MAX_LENGTH))),
});

export const StudioInviteSchema = v.object({
  id: v.string(),
  studioId: v.string(),
  userId: v.string(),
  userAccepted: v.boolean(),
  studioAccepted: v.boolean(),
  status: InviteStatusSchema,
  /** The roles the invite grants. */
  isAdmin: v.boolean(),
  isOwner: v.boolean(),
  user: v.optional(UserContactSchema),
  studio: v.optional(StudioSummarySchema),
  /** A request to join: the teacher's note to the studio's admins (shown to them and to the teacher). */
  message: v.optional(v.string()),
  createdAt: v.optional(v.string()),
});
export type StudioInvite = v.InferOutput<typeof StudioInviteSchema>;
