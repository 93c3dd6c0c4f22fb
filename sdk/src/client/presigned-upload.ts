/**
 * An image upload straight to S3 (issue #14; the API's contract/uploads.ts): ask the API for a
 * presigned POST for this image (`uploads.presign`, which checks who may change it and the size),
 * post the file to S3 with the signed fields, and answer the object's key — which the image's
 * upload endpoint then takes as `{ key }`. Files of any allowed size (a banner may be 8 MB) travel
 * this way; a multipart request to the API is limited by Lambda's 6 MB.
 *
 * S3 refusals come back as the API's own errors, with the spec's file messages (spec §8 "Upload").
 */
import {
  detectImageType,
  type ErrorBody,
  MESSAGES,
  type PresignedUpload,
  type PresignUpload,
  type UploadRule,
} from '@plie/shared';
import { ApiError } from './api-error';

/** The spec's message for each refusal S3 answers a POST upload with. */
const S3_REFUSALS: Record<string, string> = {
  EntityTooLarge: MESSAGES.fileTooLarge,
  EntityTooSmall: MESSAGES.fileCount,
};

/** The `<Code>` and `<Message>` of S3's XML error (no XML parser needed for two fields). */
const s3ErrorOf = (xml: string) => ({
  code: /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? '',
  message: /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? '',
});

/** The API error a refused S3 POST stands for. */
export const uploadErrorOf = (status: number, xml: string, field: string): ApiError => {
  const { code, message: s3Message } = s3ErrorOf(xml);
  const message =
    S3_REFUSALS[code] ??
    (code === 'AccessDenied' && /Content-Type/i.test(s3Message) ? MESSAGES.fileType : undefined);
  const body: ErrorBody = message
    ? { statusCode: 400, error: 'Bad Request', message, fields: { [field]: message } }
    : { statusCode: status, error: code || 'Upload failed', message: s3Message || `HTTP ${status}` };
  return new ApiError(body.statusCode, body);
};

export interface PresignedUploadInput {
  rule: UploadRule;
  file: Blob;
  /** The studio's or room's id of the upload endpoint's path, if any. */
  id: string | undefined;
  /** Asks the API for the presigned POST (`uploads.presign`, with the caller's token). */
  presign: (body: PresignUpload) => Promise<PresignedUpload>;
  fetch: typeof fetch;
}

/** Posts the file to S3 through a presigned POST; answers the key to send to the upload endpoint. */
export const uploadThroughS3 = async ({ rule, file, id, presign, fetch }: PresignedUploadInput) => {
  // The type the file's first bytes say (as the API decides), not the name or the browser's guess.
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const contentType = (detectImageType(head) ?? file.type) as PresignUpload['contentType'];
  const upload = await presign({
    target: rule.target,
    ...(id === undefined ? {} : { id }),
    contentType,
    size: file.size,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.set(name, value);
  // S3 reads every field before the file: the file goes last.
  form.set('file', new Blob([file], { type: contentType }), rule.field);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  if (!response.ok) throw uploadErrorOf(response.status, await response.text(), rule.field);
  return upload.key;
};
