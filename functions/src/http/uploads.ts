/**
 * Multipart uploads (avatars, banners, room photos): the form is parsed with the platform's own
 * `Response.formData()`; the declared field must hold exactly one file, a png or jpeg by its
 * magic bytes (never by its name or declared type), within the endpoint's size limit; then the
 * image is decoded with bounded dimensions and re-encoded (services/images.ts), and only the
 * re-encoding goes on. Nothing is parsed until the handler asks (`lazyUpload`), which it does
 * after authorizing the caller.
 */
import { detectImageType, IMAGE_EXTENSIONS, MESSAGES, type UploadedImage } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { reencodeImage } from '../services/images';
import { ValidationError } from './errors';

export interface UploadRule {
  field: string;
  maxBytes: number;
}

const refuse = (field: string, message: string, fieldMessage = message) =>
  new ValidationError(message, { [field]: fieldMessage });

export const readUploadedImage = async (
  event: APIGatewayProxyEventV2,
  upload: UploadRule,
): Promise<UploadedImage> => {
  const contentType = event.headers?.['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data') || !event.body) {
    throw refuse(upload.field, MESSAGES.fileCount);
  }
  const raw = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw refuse(upload.field, 'The upload is not a valid multipart form', MESSAGES.fileCount);
  }
  const files = form.getAll(upload.field).filter((value) => typeof value !== 'string');
  const [file] = files;
  if (files.length !== 1 || !file) throw refuse(upload.field, MESSAGES.fileCount);
  if (file.size > upload.maxBytes) throw refuse(upload.field, MESSAGES.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw refuse(upload.field, MESSAGES.fileType);
  const decoded = reencodeImage(bytes, mimeType);
  if (!decoded.ok) {
    throw refuse(
      upload.field,
      decoded.reason === 'tooLarge' ? MESSAGES.imageDimensionsTooLarge : MESSAGES.fileType,
    );
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

/** The upload as a thunk: parsed, checked and re-encoded on the first call only. */
export const lazyUpload = (
  event: APIGatewayProxyEventV2,
  upload: UploadRule,
): (() => Promise<UploadedImage>) => {
  let image: Promise<UploadedImage> | undefined;
  return () => {
    image ??= readUploadedImage(event, upload);
    return image;
  };
};
