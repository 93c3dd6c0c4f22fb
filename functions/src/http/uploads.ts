/**
 * Image uploads (avatars, banners, room photos) come in one of two forms, checked by one path:
 *
 * - multipart: the form is parsed with the platform's own `Response.formData()`; the declared
 *   field must hold exactly one file (small files only: in AWS a request over ~4.4 MB of file
 *   never reaches Lambda);
 * - JSON `{ key }`: an object the caller uploaded to S3 with a presigned POST (`uploads.presign`),
 *   which must lie under `incoming/<this endpoint's target>/<the caller's id>/`; it is read once
 *   and deleted (services/files.ts).
 *
 * Either way the bytes must be a png or jpeg by their magic bytes (never by a name or a declared
 * type), within the endpoint's size limit; then the image is decoded with bounded dimensions and
 * re-encoded (services/images.ts), and only the re-encoding goes on. Nothing is read until the
 * handler asks (`lazyUpload`), which it does after authorizing the caller.
 */
import {
  detectImageType,
  type ErrorInput,
  FILES,
  IMAGE_EXTENSIONS,
  type UploadedImage,
  UploadedObjectSchema,
  type UploadRule,
} from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as v from 'valibot';
import { ValidationError } from '../errors';
import { incomingPrefixOf, takeIncomingUpload } from '../services/files';
import { reencodeImage } from '../services/images';

const refuse = (field: string, error: ErrorInput, fieldError = error) =>
  new ValidationError(error, { [field]: fieldError });
const TOO_MANY: ErrorInput = { code: 'file.tooMany', params: { max: FILES.maxCount } };

const bodyBytesOf = (event: APIGatewayProxyEventV2) =>
  Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

/** The one file of a multipart form's `upload.field`. */
const readMultipartFile = async (
  event: APIGatewayProxyEventV2,
  contentType: string,
  upload: UploadRule,
): Promise<Uint8Array> => {
  let form: FormData;
  try {
    form = await new Response(bodyBytesOf(event), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw refuse(upload.field, 'file.notMultipart', TOO_MANY);
  }
  const files = form.getAll(upload.field).filter((value) => typeof value !== 'string');
  const [file] = files;
  if (files.length !== 1 || !file) throw refuse(upload.field, TOO_MANY);
  if (file.size > upload.maxBytes) throw refuse(upload.field, 'file.tooLarge');
  return new Uint8Array(await file.arrayBuffer());
};

/** The presigned upload a JSON `{ key }` names, if it is the caller's, for this endpoint. */
const readPresignedUpload = async (
  event: APIGatewayProxyEventV2,
  upload: UploadRule,
  uploaderId: string | undefined,
): Promise<Uint8Array> => {
  let json: unknown;
  try {
    json = JSON.parse(bodyBytesOf(event).toString('utf8'));
  } catch {
    throw refuse(upload.field, 'request.notJson', TOO_MANY);
  }
  const parsed = v.safeParse(UploadedObjectSchema, json);
  if (!parsed.success || !uploaderId) throw refuse(upload.field, TOO_MANY);
  const { key } = parsed.output;
  const prefix = incomingPrefixOf(upload.target, uploaderId);
  if (!key.startsWith(prefix) || !/^[a-f0-9]{16,64}$/.test(key.slice(prefix.length))) {
    throw refuse(upload.field, TOO_MANY);
  }
  const taken = await takeIncomingUpload(key, upload.maxBytes);
  if (!taken.ok) {
    throw refuse(upload.field, taken.reason === 'tooLarge' ? 'file.tooLarge' : TOO_MANY);
  }
  return taken.bytes;
};

/** The image's bytes checked (type by content, size) and re-encoded. */
const checkedImage = (bytes: Uint8Array, upload: UploadRule): UploadedImage => {
  if (bytes.byteLength > upload.maxBytes) throw refuse(upload.field, 'file.tooLarge');
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw refuse(upload.field, 'file.wrongType');
  const decoded = reencodeImage(bytes, mimeType);
  if (!decoded.ok) {
    throw refuse(upload.field, decoded.reason === 'tooLarge' ? 'file.tooManyPixels' : 'file.wrongType');
  }
  const { image } = decoded;
  return {
    bytes: image.bytes,
    mimeType: image.mimeType,
    extension: IMAGE_EXTENSIONS[image.mimeType],
    width: image.width,
    height: image.height,
  };
};

/**
 * The uploaded image of a request to an upload endpoint: a multipart file, or the presigned
 * upload of `uploaderId` (the caller) that a JSON `{ key }` names; a 400 with the spec's file
 * messages when there is none, it is too big, or it is not a whole png or jpeg.
 */
export const readUploadedImage = async (
  event: APIGatewayProxyEventV2,
  upload: UploadRule,
  uploaderId?: string,
): Promise<UploadedImage> => {
  const contentType = event.headers?.['content-type'] ?? '';
  if (!event.body) throw refuse(upload.field, TOO_MANY);
  if (contentType.startsWith('multipart/form-data')) {
    return checkedImage(await readMultipartFile(event, contentType, upload), upload);
  }
  if (/^application\/json\b/.test(contentType)) {
    return checkedImage(await readPresignedUpload(event, upload, uploaderId), upload);
  }
  throw refuse(upload.field, TOO_MANY);
};

/** The upload as a thunk: read, checked and re-encoded on the first call only. */
export const lazyUpload = (
  event: APIGatewayProxyEventV2,
  upload: UploadRule,
  uploaderId?: string,
): (() => Promise<UploadedImage>) => {
  let image: Promise<UploadedImage> | undefined;
  return () => {
    image ??= readUploadedImage(event, upload, uploaderId);
    return image;
  };
};
