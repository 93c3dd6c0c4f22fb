/**
 * Uploaded images (spec §5): one file, png or jpeg — recognised by the file's first bytes,
 * never by its name or declared type — at most 800000 bytes for an avatar, 8000000 for a banner.
 * The API then decodes it within `IMAGE_DIMENSIONS` and stores only its re-encoding.
 */
import * as v from 'valibot';
import { FILES } from '../constants';
import { MESSAGES } from './messages';
import { invalid, type ValidationResult, valid } from './result';

export type ImageMimeType = (typeof FILES.mimeTypes)[number];
export type ImageKind = 'avatar' | 'banner';

export const IMAGE_MAX_BYTES: Readonly<Record<ImageKind, number>> = {
  avatar: FILES.avatarMaxBytes,
  banner: FILES.bannerMaxBytes,
};

/**
 * The largest image the API decodes: each side at most `maxSide` pixels and at most `maxPixels`
 * in all (4096 × 4096: a 12-megapixel phone photo fits; decoded RGBA takes 4 bytes a pixel).
 */
export const IMAGE_DIMENSIONS = { maxSide: 8000, maxPixels: 4096 * 4096 } as const;

/** Whether an image of `width` × `height` may be decoded. */
export const isWithinImageDimensions = (width: number, height: number): boolean =>
  Number.isInteger(width) &&
  Number.isInteger(height) &&
  width > 0 &&
  height > 0 &&
  width <= IMAGE_DIMENSIONS.maxSide &&
  height <= IMAGE_DIMENSIONS.maxSide &&
  width * height <= IMAGE_DIMENSIONS.maxPixels;

export const IMAGE_EXTENSIONS: Readonly<Record<ImageMimeType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

const SIGNATURES: ReadonlyArray<{ mimeType: ImageMimeType; bytes: readonly number[] }> = [
  { mimeType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The image type given by the file's magic bytes, or undefined when it is neither png nor jpeg. */
export const detectImageType = (bytes: Uint8Array): ImageMimeType | undefined =>
  SIGNATURES.find(({ bytes: signature }) => signature.every((byte, index) => bytes[index] === byte))
    ?.mimeType;

export interface CheckedImage {
  mimeType: ImageMimeType;
  extension: string;
  size: number;
}

export const validateImageFile = (bytes: Uint8Array, kind: ImageKind): ValidationResult<CheckedImage> => {
  const mimeType = detectImageType(bytes);
  if (!mimeType) return invalid(MESSAGES.fileType);
  if (bytes.byteLength > IMAGE_MAX_BYTES[kind]) return invalid(MESSAGES.fileTooLarge);
  return valid({ mimeType, extension: IMAGE_EXTENSIONS[mimeType], size: bytes.byteLength });
};

/** One file per upload. */
export const validateFileCount = (count: number): ValidationResult<number> =>
  count === FILES.maxCount ? valid(count) : invalid(MESSAGES.fileCount);

/** The bytes of an avatar or banner upload. */
export const imageFileSchema = (kind: ImageKind) =>
  v.pipe(
    v.instance(Uint8Array, MESSAGES.fileType),
    v.check((bytes) => detectImageType(bytes) !== undefined, MESSAGES.fileType),
    v.check((bytes) => bytes.byteLength <= IMAGE_MAX_BYTES[kind], MESSAGES.fileTooLarge),
  );
