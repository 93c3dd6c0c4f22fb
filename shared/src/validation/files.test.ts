import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  detectImageType,
  imageFileSchema,
  isWithinImageDimensions,
  validateFileCount,
  validateImageFile,
} from './files';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const file = (head: number[], size = head.length): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

describe('image files (spec §5: one png or jpeg by content; avatar ≤ 800000 B, banner ≤ 8000000 B)', () => {
  it.each([
    ['png', file(PNG), 'image/png'],
    ['jpeg', file(JPEG), 'image/jpeg'],
    ['gif', file([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), undefined],
    ['webp', file([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), undefined],
    ['truncated png', file(PNG.slice(0, 4)), undefined],
    ['empty', new Uint8Array(0), undefined],
    ['text named .png', new TextEncoder().encode('hello.png'), undefined],
  ])('%s is %s', (_, bytes, type) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  it.each([
    ['avatar', file(PNG, 800_000), true, undefined],
    ['avatar', file(PNG, 800_001), false, 'File is too large'],
    ['avatar', file(JPEG, 1_000), true, undefined],
    ['banner', file(JPEG, 8_000_000), true, undefined],
    ['banner', file(JPEG, 8_000_001), false, 'File is too large'],
    ['banner', file([0x25, 0x50, 0x44, 0x46], 100), false, 'Only png or jpeg images are allowed'],
  ] as const)('%s of %# → ok %s', (kind, bytes, ok, message) => {
    const result = validateImageFile(bytes, kind);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(message);
    expect(v.safeParse(imageFileSchema(kind), bytes).issues?.[0]?.message).toBe(message);
  });

  it('reports the type, extension and size of an accepted file', () => {
    expect(validateImageFile(file(JPEG, 10), 'avatar')).toEqual({
      ok: true,
      value: { mimeType: 'image/jpeg', extension: 'jpg', size: 10 },
    });
  });

  it.each([
    [1, true],
    [0, false],
    [2, false],
  ])('%i files ok: %s', (count, ok) => {
    expect(validateFileCount(count).ok).toBe(ok);
  });
});

describe('image dimensions the API decodes', () => {
  it.each([
    [1, 1, true],
    [4096, 4096, true],
    [8000, 2000, true],
    [8001, 1, false],
    [1, 8001, false],
    [4097, 4096, false],
    [100_000, 100_000, false],
    [0, 10, false],
    [10, 0, false],
    [1.5, 10, false],
  ])('%i × %i decodable: %s', (width, height, expected) => {
    expect(isWithinImageDimensions(width, height)).toBe(expected);
  });
});
