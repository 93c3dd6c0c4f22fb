import { invalid, type ValidationResult, valid, validateFileCount, validateImageFile } from '@plie/shared';

/**
 * The shared file rules (spec §5 "Files") applied to what the user picked, before uploading:
 * one file, a png or jpeg by its first bytes, at most 800000 bytes. The server checks again.
 */
export const checkAvatarFiles = async (files: ArrayLike<Blob>): Promise<ValidationResult<Blob>> => {
  const count = validateFileCount(files.length);
  if (!count.ok) return invalid(count.message);
  const file = files[0]!;
  const image = validateImageFile(new Uint8Array(await file.arrayBuffer()), 'avatar');
  return image.ok ? valid(file) : invalid(image.message);
};
