/**
 * Multipart uploads (avatars, banners, room photos): the form is parsed with the platform's own
 * `Response.formData()`; the declared field must hold exactly one file, a png or jpeg by its
 * magic bytes (never by its name or declared type), within the endpoint's size limit.
 */
import { detectImageType, IMAGE_EXTENSIONS, MESSAGES, type UploadedImage } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ValidationError } from './errors';

export const readUploadedImage = async (
  event: APIGatewayProxyEventV2,
  upload: { field: string; maxBytes: number },
): Promise<UploadedImage> => {
  const contentType = event.headers?.['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data') || !event.body) {
    throw new ValidationError(MESSAGES.fileCount, { [upload.field]: MESSAGES.fileCount });
  }
  const raw = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ValidationError('The upload is not a valid multipart form', {
      [upload.field]: MESSAGES.fileCount,
    });
  }
  const files = form.getAll(upload.field).filter((value) => typeof value !== 'string');
  const [file] = files;
  if (files.length !== 1 || !file)
    throw new ValidationError(MESSAGES.fileCount, { [upload.field]: MESSAGES.fileCount });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw new ValidationError(MESSAGES.fileType, { [upload.field]: MESSAGES.fileType });
  if (bytes.byteLength > upload.maxBytes) {
    throw new ValidationError(MESSAGES.fileTooLarge, { [upload.field]: MESSAGES.fileTooLarge });
  }
  return { bytes, mimeType, extension: IMAGE_EXTENSIONS[mimeType] };
};
