/**
 * Images go straight from the browser to S3 (ARCHITECTURE §9): Lambda takes at most 6 MB a
 * request and API Gateway hands it multipart bodies base64-encoded, so a file over ~4.4 MB never
 * reaches the API — but a banner may be 8 MB. The client asks `uploads.presign` for a short-lived
 * presigned POST (its policy holds the size range and the content type), posts the file to S3,
 * then calls the image's own upload endpoint with `{ key }`; the API checks the stored object as
 * it checks a multipart file (size, content, decoded dimensions) before it becomes the image.
 *
 * `UPLOAD_RULES` is the one table of the four upload endpoints' rules: the multipart field, the
 * size limit and the target a presigned upload names.
 */
import * as v from 'valibot';
import { FILES } from '../constants';
import { IdSchema } from '../entities/common';
import { MESSAGES } from '../validation/messages';
import { endpoint } from './endpoint';

export const UPLOAD_TARGETS = ['userAvatar', 'studioAvatar', 'studioBanner', 'roomPhoto'] as const;
/** What a presigned upload is for: one image of one record. */
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

export interface UploadRule {
  /** The multipart form's file field. */
  field: string;
  /** The largest file, in bytes (spec §5 "Files"). */
  maxBytes: number;
  /** The target a presigned upload for this endpoint names. */
  target: UploadTarget;
}

/** The rule of each upload endpoint, by target (the endpoints' `upload`). */
export const UPLOAD_RULES = {
  userAvatar: { field: 'avatar', maxBytes: FILES.avatarMaxBytes, target: 'userAvatar' },
  studioAvatar: { field: 'avatar', maxBytes: FILES.avatarMaxBytes, target: 'studioAvatar' },
  studioBanner: { field: 'banner', maxBytes: FILES.bannerMaxBytes, target: 'studioBanner' },
  roomPhoto: { field: 'avatar', maxBytes: FILES.avatarMaxBytes, target: 'roomPhoto' },
} as const satisfies Record<UploadTarget, UploadRule>;

/** Where presigned uploads land until an upload endpoint takes them (S3 deletes leftovers after a day). */
export const INCOMING_UPLOAD_PREFIX = 'incoming/';
/** The longest key a presigned upload gets (prefix, target, caller id, random name). */
const MAX_UPLOAD_KEY_LENGTH = 200;

/** Asking for a presigned upload of one image. */
export const PresignUploadSchema = v.object({
  target: v.picklist(UPLOAD_TARGETS, 'Expected userAvatar, studioAvatar, studioBanner or roomPhoto'),
  /** The studio's or the room's id (not for `userAvatar`: that is the caller's own). */
  id: v.optional(IdSchema),
  contentType: v.picklist(FILES.mimeTypes, MESSAGES.fileType),
  /** The file's size in bytes; more than the target's limit is refused with `fileTooLarge`. */
  size: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, MESSAGES.fileCount),
    v.maxValue(Number.MAX_SAFE_INTEGER),
  ),
});
export type PresignUpload = v.InferOutput<typeof PresignUploadSchema>;

/** A presigned POST: send a multipart form to `url` with every one of `fields`, then the file as `file` (last). */
export const PresignedUploadSchema = v.object({
  url: v.string(),
  fields: v.record(v.string(), v.string()),
  /** The object's key: send it as `{ key }` to the target's upload endpoint once the POST succeeded. */
  key: v.string(),
  /** When the POST stops being accepted (ISO timestamp). */
  expiresAt: v.string(),
});
export type PresignedUpload = v.InferOutput<typeof PresignedUploadSchema>;

/** The JSON form of an upload endpoint's body: the key of an object uploaded with `uploads.presign`. */
export const UploadedObjectSchema = v.object({
  key: v.pipe(
    v.string(MESSAGES.fileCount),
    v.nonEmpty(MESSAGES.fileCount),
    v.maxLength(MAX_UPLOAD_KEY_LENGTH, MESSAGES.fileCount),
  ),
});
export type UploadedObject = v.InferOutput<typeof UploadedObjectSchema>;

export const uploads = {
  presign: endpoint({
    method: 'POST',
    path: '/api/uploads',
    auth: 'user',
    domain: 'users',
    errors: ['room.notFound', 'studio.notAllowed', 'studio.notFound', 'upload.idRequired'],
    summary:
      'A presigned POST (5 minutes) for one png or jpeg image, for whoever may change that image: ' +
      'post the file to S3, then send `{ key }` to the image’s upload endpoint.',
    body: PresignUploadSchema,
    response: PresignedUploadSchema,
  }),
};
