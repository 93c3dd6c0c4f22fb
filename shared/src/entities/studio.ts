/**
 * A dance studio (spec §3). `studioName` is its URL slug (/studios/{studioName}). It is publicly
 * visible only when verified, not hidden and not deleted (spec §4).
 */
import * as v from 'valibot';
import { STUDIO, TEXT_MAX_LENGTH } from '../constants';
import { PrimaryColorSchema } from '../enums';
import { EmailSchema } from '../validation/email';
import { InstagramSchema } from '../validation/instagram';
import { MESSAGES } from '../validation/messages';
import { visibleNameSchema } from '../validation/name';
import { StudioNameSchema } from '../validation/username';
import { OptionalUrlSchema, textSchema } from './common';
import { RoomSchema } from './room';
import { UserContactSchema } from './summaries';
import { VideoListInputSchema, VideoSchema } from './video';

export const StudioSchema = v.object({
  id: v.string(),
  name: v.string(),
  studioName: v.string(),
  email: v.string(),
  /** Logo. */
  photo: v.optional(v.string()),
  banner: v.optional(v.string()),
  about: v.optional(v.string()),
  instagram: v.optional(v.string()),
  /** Website. */
  link: v.optional(v.string()),
  /** `true` = light. */
  theme: v.boolean(),
  primaryColor: PrimaryColorSchema,
  isVerified: v.boolean(),
  isHidden: v.boolean(),
  isDeleted: v.boolean(),
  /** The caller owns the studio. */
  isOwner: v.optional(v.boolean()),
  /** The caller administers the studio (owner, studio admin or platform admin). */
  isAdmin: v.optional(v.boolean()),
  rooms: v.optional(v.array(RoomSchema)),
  videos: v.optional(v.array(VideoSchema)),
  /** Where the studio is: its first room's country (ISO code) and city; absent before its first room. */
  countryCode: v.optional(v.string()),
  city: v.optional(v.string()),
  createdAt: v.optional(v.string()),
});
export type Studio = v.InferOutput<typeof StudioSchema>;

const StudioFieldsSchema = v.object({
  name: visibleNameSchema(MESSAGES.studioCreateRequiredFields),
  email: EmailSchema,
  studioName: StudioNameSchema,
  instagram: v.optional(InstagramSchema),
  link: v.optional(OptionalUrlSchema),
  about: v.optional(textSchema(TEXT_MAX_LENGTH.about)),
  primaryColor: v.optional(PrimaryColorSchema, STUDIO.defaultPrimaryColor),
  theme: v.optional(v.pipe(v.boolean(), v.description('true = light, false = dark')), STUDIO.defaultTheme),
  videos: v.optional(VideoListInputSchema),
});

/** A new studio (`POST /api/studio`); logo and banner are uploaded separately. */
export const StudioInputSchema = StudioFieldsSchema;
export type StudioInput = v.InferOutput<typeof StudioInputSchema>;

/** Changes to a studio (`PATCH /api/studio/{id}`); an empty string clears an optional text. */
export const StudioUpdateSchema = v.partial(StudioFieldsSchema);
export type StudioUpdate = v.InferOutput<typeof StudioUpdateSchema>;

/** A member of a studio's team (spec §3 "Studio teacher member", §4 roles). */
export const StudioMemberSchema = v.object({
  /** The membership's id. */
  id: v.string(),
  /** The e-mail is present only for the studio's admins and platform admins. */
  user: UserContactSchema,
  isOwner: v.boolean(),
  isAdmin: v.boolean(),
  isTeacher: v.boolean(),
  /** Whether the member teaches any lesson of the studio ("Teacher (no lessons)" otherwise). */
  hasLessons: v.optional(v.boolean()),
});
export type StudioMember = v.InferOutput<typeof StudioMemberSchema>;
