/**
 * Uploaded images are decoded and re-encoded before anything stores them (ARCHITECTURE §3): what
 * is served is only what was decoded — never the caller's bytes, so a png header followed by HTML
 * or a script, metadata (EXIF, text chunks) or data after the image's end never reach the bucket.
 * The dimensions are read from the header first (`image-size`) and refused past
 * `IMAGE_DIMENSIONS` before any pixel is allocated; the decoders (pure JS, no binaries) are bounded
 * again by the same limits. PNG → PNG (pngjs, 8-bit RGBA), JPEG → JPEG (jpeg-js, quality 85).
 */
import { IMAGE_DIMENSIONS, type ImageMimeType, isWithinImageDimensions } from '@plie/shared';
import { imageSize } from 'image-size';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** JPEG quality of the re-encoding. */
export const JPEG_QUALITY = 85;
/** jpeg-js's own memory bound while decoding (RGBA of the largest image, plus its working buffers). */
const JPEG_MAX_MEMORY_MB = Math.ceil((IMAGE_DIMENSIONS.maxPixels * 4 * 3) / 1_000_000);

export interface ReencodedImage {
  bytes: Uint8Array;
  mimeType: ImageMimeType;
  width: number;
  height: number;
}

export type ReencodeResult =
  | { ok: true; image: ReencodedImage }
  /** `notAnImage`: not a whole png/jpeg of the declared type; `tooLarge`: more pixels than decoded. */
  | { ok: false; reason: 'notAnImage' | 'tooLarge' };

const SIZE_TYPES: Record<ImageMimeType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The image's dimensions from its header, if it is one of `mimeType`. */
const headerSize = (bytes: Uint8Array, mimeType: ImageMimeType) => {
  try {
    const size = imageSize(bytes);
    return size.type === SIZE_TYPES[mimeType] ? size : undefined;
  } catch {
    return undefined;
  }
};

interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The pixels turned upright by an EXIF orientation (2–8), which the re-encoding drops: a phone
 * photo taken sideways stays the right way up.
 */
export const orientPixels = (pixels: Pixels, orientation: number | undefined): Pixels => {
  if (!orientation || orientation < 2 || orientation > 8) return pixels;
  const { width: w, height: h, data } = pixels;
  const swaps = orientation >= 5;
  const width = swaps ? h : w;
  const height = swaps ? w : h;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const [tx, ty] = (
        {
          2: [w - 1 - x, y],
          3: [w - 1 - x, h - 1 - y],
          4: [x, h - 1 - y],
          5: [y, x],
          6: [h - 1 - y, x],
          7: [h - 1 - y, w - 1 - x],
          8: [y, w - 1 - x],
        } as Record<number, [number, number]>
      )[orientation]!;
      out.set(data.subarray((y * w + x) * 4, (y * w + x) * 4 + 4), (ty * width + tx) * 4);
    }
  }
  return { width, height, data: out };
};

const decodeAndEncode = (bytes: Uint8Array, mimeType: ImageMimeType, orientation: number | undefined) => {
  if (mimeType === 'image/png') {
    const decoded = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const encoded = PNG.sync.write(decoded, { colorType: 6, inputColorType: 6, bitDepth: 8 });
    const { width, height } = decoded;
    return { decodedWidth: width, decodedHeight: height, width, height, bytes: new Uint8Array(encoded) };
  }
  const decoded = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: false,
    maxResolutionInMP: IMAGE_DIMENSIONS.maxPixels / 1_000_000,
    maxMemoryUsageInMB: JPEG_MAX_MEMORY_MB,
  });
  const upright = orientPixels(decoded, orientation);
  // Only the pixels: the decoder's `comments` (COM segments) would be written back.
  const encoded = jpeg.encode(
    { data: upright.data, width: upright.width, height: upright.height },
    JPEG_QUALITY,
  );
  return {
    decodedWidth: decoded.width,
    decodedHeight: decoded.height,
    width: upright.width,
    height: upright.height,
    bytes: new Uint8Array(encoded.data),
  };
};

/**
 * Decodes `bytes` as `mimeType` (as their magic bytes said) within the dimension limits and
 * re-encodes the pixels (a jpeg turned upright by its EXIF orientation); metadata is dropped.
 */
export const reencodeImage = (bytes: Uint8Array, mimeType: ImageMimeType): ReencodeResult => {
  const size = headerSize(bytes, mimeType);
  if (!size) return { ok: false, reason: 'notAnImage' };
  if (!isWithinImageDimensions(size.width, size.height)) return { ok: false, reason: 'tooLarge' };
  let image: ReturnType<typeof decodeAndEncode>;
  try {
    image = decodeAndEncode(bytes, mimeType, mimeType === 'image/jpeg' ? size.orientation : undefined);
  } catch {
    return { ok: false, reason: 'notAnImage' };
  }
  // The decoder read the same header; a second frame or header of other dimensions is refused.
  if (image.decodedWidth !== size.width || image.decodedHeight !== size.height) {
    return { ok: false, reason: 'notAnImage' };
  }
  return { ok: true, image: { bytes: image.bytes, width: image.width, height: image.height, mimeType } };
};
