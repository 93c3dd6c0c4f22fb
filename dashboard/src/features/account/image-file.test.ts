import { FILES, MESSAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { checkImageFiles } from './image-file';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `size` bytes starting with `signature`. */
const makeFile = (signature: number[], size = 64, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return new Blob([bytes], { type });
};

describe('an avatar picked for upload (spec §5 "Files")', () => {
  it.each([
    ['a png', makeFile(PNG_SIGNATURE)],
    ['a jpeg', makeFile(JPEG_SIGNATURE, 64, 'image/jpeg')],
    ['a png of exactly 800000 bytes', makeFile(PNG_SIGNATURE, FILES.avatarMaxBytes)],
  ])('%s is accepted', async (_, file) => {
    expect(await checkImageFiles([file])).toEqual({ ok: true, value: file });
  });

  it.each([
    ['no file', [], MESSAGES.fileCount],
    ['two files', [makeFile(PNG_SIGNATURE), makeFile(PNG_SIGNATURE)], MESSAGES.fileCount],
    ['a png of 800001 bytes', [makeFile(PNG_SIGNATURE, FILES.avatarMaxBytes + 1)], MESSAGES.fileTooLarge],
    ['a gif', [makeFile([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 64, 'image/gif')], MESSAGES.fileType],
    ['a text file named .png', [new Blob(['not an image'], { type: 'image/png' })], MESSAGES.fileType],
  ])('%s is refused: %s', async (_, files, message) => {
    expect(await checkImageFiles(files)).toEqual({ ok: false, message });
  });
});

describe('a banner picked for upload (8000000 bytes at most)', () => {
  it('accepts a banner bigger than an avatar may be, refuses one over its own limit', async () => {
    const large = makeFile(PNG_SIGNATURE, FILES.avatarMaxBytes + 1);
    expect(await checkImageFiles([large], 'banner')).toEqual({ ok: true, value: large });
    const tooLarge = makeFile(PNG_SIGNATURE, FILES.bannerMaxBytes + 1);
    expect(await checkImageFiles([tooLarge], 'banner')).toEqual({
      ok: false,
      message: MESSAGES.fileTooLarge,
    });
  });
});
