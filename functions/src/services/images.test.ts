import { IMAGE_DIMENSIONS } from '@plie/shared';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { makeJpeg, makePng } from '../../test/api';
import { orientPixels, reencodeImage } from './images';

/** A 3 × 2 image whose pixels are numbered 1…6 (row by row), one byte of each RGBA. */
const numbered = {
  width: 3,
  height: 2,
  data: new Uint8Array([1, 2, 3, 4, 5, 6].flatMap((n) => [n, n, n, n])),
};
const numbersOf = (pixels: { data: Uint8Array }) => [...pixels.data].filter((_, index) => index % 4 === 0);

describe('EXIF orientation', () => {
  it.each([
    [1, 3, 2, [1, 2, 3, 4, 5, 6]],
    [2, 3, 2, [3, 2, 1, 6, 5, 4]],
    [3, 3, 2, [6, 5, 4, 3, 2, 1]],
    [4, 3, 2, [4, 5, 6, 1, 2, 3]],
    [5, 2, 3, [1, 4, 2, 5, 3, 6]],
    [6, 2, 3, [4, 1, 5, 2, 6, 3]],
    [7, 2, 3, [6, 3, 5, 2, 4, 1]],
    [8, 2, 3, [3, 6, 2, 5, 1, 4]],
  ])('orientation %i turns 3 × 2 into %i × %i: %j', (orientation, width, height, order) => {
    const upright = orientPixels(numbered, orientation);
    expect([upright.width, upright.height]).toEqual([width, height]);
    expect(numbersOf(upright)).toEqual(order);
  });
});

/** A jpeg with an EXIF segment saying `orientation`. */
const withOrientation = (bytes: Uint8Array, orientation: number) => {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8, // big-endian TIFF header, first IFD at 8
    0,
    1, // one entry
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0, // Orientation, SHORT, 1
    0,
    0,
    0,
    0, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
  return new Uint8Array(Buffer.concat([bytes.subarray(0, 2), app1, bytes.subarray(2)]));
};

describe('re-encoding', () => {
  it('turns a sideways phone photo upright and drops its EXIF', () => {
    const result = reencodeImage(withOrientation(makeJpeg(16, 8), 6), 'image/jpeg');
    expect(result.ok && [result.image.width, result.image.height]).toEqual([8, 16]);
    if (!result.ok) return;
    expect(Buffer.from(result.image.bytes).includes('Exif')).toBe(false);
    expect(jpeg.decode(result.image.bytes, { useTArray: true })).toMatchObject({ width: 8, height: 16 });
  });

  it('keeps a png’s pixels exactly', () => {
    const png = makePng(5, 3);
    const result = reencodeImage(png, 'image/png');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(PNG.sync.read(Buffer.from(result.image.bytes)).data).toEqual(PNG.sync.read(Buffer.from(png)).data);
  });

  it.each([
    ['a jpeg called a png', () => makeJpeg(), 'image/png' as const, 'notAnImage'],
    ['a png called a jpeg', () => makePng(), 'image/jpeg' as const, 'notAnImage'],
    ['an empty file', () => new Uint8Array(), 'image/png' as const, 'notAnImage'],
  ])('refuses %s', (_, bytes, mimeType, reason) => {
    expect(reencodeImage(bytes(), mimeType)).toEqual({ ok: false, reason });
  });

  it('decodes the largest allowed side', () => {
    const result = reencodeImage(makePng(IMAGE_DIMENSIONS.maxSide, 1), 'image/png');
    expect(result.ok).toBe(true);
  });
});
