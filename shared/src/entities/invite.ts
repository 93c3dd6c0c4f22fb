/**
 * An invitation of a user to a studio's team (spec §3, §4). It is accepted when both the user
 * and the studio accepted; `status` is derived from the two flags (and a rejection).
 */
import * as v from 'valibot';
import { InviteStatusSchema } from '../enums';
import { StudioSummarySchema, UserContactSchema } from './summaries';

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
  createdAt: v.optional(v.string()),
});
export type StudioInvite = v.InferOutput<typeof StudioInviteSchema>;
