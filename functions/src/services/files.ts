/**
 * Uploaded images in S3 (ARCHITECTURE §3): private bucket, public reads through CloudFront in
 * AWS (UPLOAD_PUBLIC_URL); locally the S3 stand-in (S3_ENDPOINT, path-style) serves them.
 * Settings are read once, at load.
 */
import { randomBytes } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { UploadedImage } from '@plie/shared';
import { awsRegion, optionalEnv, requireEnv } from '../config';

const bucket = requireEnv('UPLOAD_BUCKET');
const publicUrl = requireEnv('UPLOAD_PUBLIC_URL').replace(/\/$/, '');
const endpoint = optionalEnv('S3_ENDPOINT');
const client = new S3Client({
  region: awsRegion(),
  ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

/** Stores the image under `<folder>/<random>.<ext>` and returns its public URL (a new URL per upload: no stale caches). */
export const storeImage = async (folder: string, image: UploadedImage): Promise<string> => {
  const key = `${folder}/${randomBytes(12).toString('hex')}.${image.extension}`;
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: image.bytes,
      ContentType: image.mimeType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  return `${publicUrl}/${key}`;
};
