import { invalid, type ValidationResult, valid, validateFileCount, validateImageFile } from '@plie/shared';

export type ImageKind = 'avatar' | 'banner';

/**
 * The shared file rules (spec §5 "Files") applied to what the user picked, before uploading:
 * one file, a png or jpeg by its first bytes, at most 800000 bytes (a banner: 8000000). The
 * server checks again.
 */
export const checkImageFiles = async (
  files: ArrayLike<Blob>,
  kind: ImageKind = 'avatar',
): Promise<ValidationResult<Blob>> => {
  const count = validateFileCount(files.length);
  if (!count.ok) return invalid(count.message);
  const file = files[0]!;
  const image = validateImageFile(new Uint8Array(await file.arrayBuffer()), kind);
  return image.ok ? valid(file) : invalid(image.message);
};
