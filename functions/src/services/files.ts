/**
 * Uploaded images in S3 (ARCHITECTURE §3, §9): private bucket, public reads through CloudFront in
 * AWS (UPLOAD_PUBLIC_URL); locally the S3 stand-in (S3_ENDPOINT, path-style) serves them.
 *
 * - Large files go from the browser straight to S3 with a presigned POST (`presignUpload`): a
 *   5-minute policy for one key under `incoming/<target>/<caller>/`, one content type and a size
 *   range. The upload endpoint then reads it (`takeIncomingUpload`: read once, then deleted) and
 *   checks it like a multipart file; S3's lifecycle rule removes presigned uploads never taken.
 * - An image replaced or belonging to something deleted is deleted (`deleteStoredImages`), only
 *   when it is ours (under UPLOAD_PUBLIC_URL). A failure to delete is never the user's: what could
 *   not be deleted is written to the outbox as a `deleteFiles` message (ADR 0017), which the outbox
 *   worker retries with back-off until the store takes it, so no image is orphaned by an outage.
 *
 * Settings are read once, on first use (every function loads this module through the dispatcher;
 * only those that handle uploads need the bucket). The presigned POST's URL is the bucket's regional endpoint in
 * AWS, S3_ENDPOINT locally (the browser posts there).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import {
  type ImageMimeType,
  INCOMING_UPLOAD_PREFIX,
  type PresignedUpload,
  type UploadedImage,
  type UploadTarget,
} from '@plie/shared';
import { config, requireSetting } from '../config';
import { now } from './clock';
import { logger } from './log';
import { awsClientLimits } from './outbound-calls';
import { newOutboxMessage, retryDelaySeconds, writeOutboxMessage } from './outbox';

interface Settings {
  bucket: string;
  publicUrl: string;
  client: S3Client;
}
let loaded: Settings | undefined;
const settings = (): Settings => {
  if (!loaded) {
    const { s3Endpoint: endpoint, awsRegion } = config();
    loaded = {
      bucket: requireSetting('uploadBucket'),
      publicUrl: requireSetting('uploadPublicUrl'),
      client: new S3Client({
        region: awsRegion,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        // S3's client has no timeout of its own: a stalled bucket would hold the request until Lambda's limit.
        ...awsClientLimits(),
      }),
    };
  }
  return loaded;
};

/** How long a presigned POST is accepted. */
export const PRESIGNED_UPLOAD_SECONDS = 300;

/** Stores the image under `<folder>/<random>.<ext>` and returns its public URL (a new URL per upload: no stale caches). */
export const storeImage = async (folder: string, image: UploadedImage): Promise<string> => {
  const key = `${folder}/${randomBytes(12).toString('hex')}.${image.extension}`;
  await settings().client.send(
    new PutObjectCommand({
      Bucket: settings().bucket,
      Key: key,
      Body: image.bytes,
      ContentType: image.mimeType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  return `${settings().publicUrl}/${key}`;
};

/** The prefix of the presigned uploads of `target` by the user `uploaderId`. */
export const incomingPrefixOf = (target: UploadTarget, uploaderId: string): string =>
  `${INCOMING_UPLOAD_PREFIX}${target}/${uploaderId}/`;

/**
 * A presigned POST for one image of `target` by `uploaderId`: one fresh key, exactly
 * `contentType`, 1 to `maxBytes` bytes, for `PRESIGNED_UPLOAD_SECONDS`.
 */
export const presignUpload = async (input: {
  target: UploadTarget;
  uploaderId: string;
  contentType: ImageMimeType;
  maxBytes: number;
}): Promise<PresignedUpload> => {
  const key = `${incomingPrefixOf(input.target, input.uploaderId)}${randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(Date.now() + PRESIGNED_UPLOAD_SECONDS * 1000);
  const { url, fields } = await createPresignedPost(settings().client, {
    Bucket: settings().bucket,
    Key: key,
    // The bucket, the key and every field (Content-Type among them) are conditions of the policy too.
    Conditions: [['content-length-range', 1, input.maxBytes]],
    Fields: { 'Content-Type': input.contentType },
    Expires: PRESIGNED_UPLOAD_SECONDS,
  });
  return { url, fields, key, expiresAt: expiresAt.toISOString() };
};

export type IncomingUpload = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'missing' | 'tooLarge' };

/**
 * Reads the presigned upload at `key` (at most `maxBytes`: a larger one is not read) and deletes
 * it: it is taken once, whatever its checks then say.
 */
export const takeIncomingUpload = async (key: string, maxBytes: number): Promise<IncomingUpload> => {
  try {
    const object = await settings().client.send(
      new GetObjectCommand({ Bucket: settings().bucket, Key: key }),
    );
    if ((object.ContentLength ?? 0) > maxBytes) {
      (object.Body as { destroy?: () => void } | undefined)?.destroy?.();
      return { ok: false, reason: 'tooLarge' };
    }
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    if (bytes.byteLength > maxBytes) return { ok: false, reason: 'tooLarge' };
    return { ok: true, bytes };
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string })?.name === 'NoSuchKey') {
      return { ok: false, reason: 'missing' };
    }
    throw error;
  } finally {
    await deleteObjectQuietly(key);
  }
};

const deleteObjectQuietly = async (key: string): Promise<void> => {
  try {
    await settings().client.send(new DeleteObjectCommand({ Bucket: settings().bucket, Key: key }));
  } catch (error) {
    logger.warn('Could not delete an uploaded object', { key, error: String(error) });
  }
};

/**
 * Deletes the objects at `keys` (deleting one already gone succeeds) and returns those it could
 * not delete, never throwing. One at a time: the S3 stand-in's deletes race when they share a
 * folder (s3rver removes emptied folders), and at the first failure the rest are left untried —
 * the store is failing, and the caller waits one call's limits at most, not one per key. With
 * `budgetMs`, no longer than that in all: what is left when it runs out is returned.
 */
export const deleteStoredObjects = async (
  keys: readonly string[],
  options: { budgetMs?: number } = {},
): Promise<string[]> => {
  const started = Date.now();
  for (const [index, key] of keys.entries()) {
    try {
      const left = options.budgetMs === undefined ? undefined : options.budgetMs - (Date.now() - started);
      if (left !== undefined && left <= 0) return keys.slice(index);
      await settings().client.send(
        new DeleteObjectCommand({ Bucket: settings().bucket, Key: key }),
        left === undefined ? {} : { abortSignal: AbortSignal.timeout(left) },
      );
    } catch (error) {
      logger.warn('Could not delete an uploaded object', { key, error: String(error) });
      return keys.slice(index);
    }
  }
  return [];
};

/** The outbox id of the deletion of these keys: the same keys, the same message (written once). */
export const deleteFilesMessageId = (keys: readonly string[]): string =>
  `deleteFiles.${createHash('sha256')
    .update([...keys].sort().join('\n'))
    .digest('hex')
    .slice(0, 32)}`;

/** The key of one of our stored images from its public URL; undefined for anything else. */
export const storedImageKeyOf = (url: string | undefined): string | undefined => {
  if (!url?.startsWith(`${settings().publicUrl}/`)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(url.slice(settings().publicUrl.length + 1));
  } catch {
    return undefined;
  }
  if (!key || key.startsWith(INCOMING_UPLOAD_PREFIX) || key.split('/').includes('..')) return undefined;
  return key;
};

/**
 * How long a request may spend deleting images before it leaves the rest to the outbox: a hanging
 * store would otherwise hold it one call's full limits (~6 s) for each deletion it makes, and an
 * account's deletion makes one per studio — past the Lambda's limit.
 */
const IN_REQUEST_DELETE_BUDGET_MS = 1500;

/**
 * Deletes the images at these URLs that are ours (others — a seeded demo picture, someone's link —
 * are left alone). The store failing is never the user's failure: the keys it could not delete go
 * to the outbox as one `deleteFiles` message (due after the first retry pause), whose worker deletes
 * them once the store is back — so a caller may drop the addresses once this returns. Returns the
 * keys left to the outbox. Throws only when the table fails too (the message could not be written):
 * the caller's action then stops before it drops the addresses, and its retry deletes them again.
 */
export const deleteStoredImages = async (urls: readonly (string | undefined)[]): Promise<string[]> => {
  const keys = [...new Set(urls.map(storedImageKeyOf).filter((key) => key !== undefined))];
  const left = await deleteStoredObjects(keys, { budgetMs: IN_REQUEST_DELETE_BUDGET_MS });
  if (left.length === 0) return [];
  const at = now();
  await writeOutboxMessage(
    newOutboxMessage(deleteFilesMessageId(left), { kind: 'deleteFiles', params: { keys: left } }, at, {
      holdUntil: new Date(at.getTime() + retryDelaySeconds(1) * 1000),
    }),
  );
  logger.warn('Images left to the outbox to delete once the store is back', { keys: left.length });
  return left;
};
