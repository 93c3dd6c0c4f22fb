/**
 * Presigned uploads (issue #14): a caller who may change an image (upload-rights.ts, the same
 * checks as its upload endpoint) gets a 5-minute presigned POST for one png or jpeg of at most
 * that endpoint's size, to send straight to S3; the upload endpoint then takes it by its key.
 */
import { UPLOAD_RULES } from '@plie/shared';
import { UnauthorizedError, ValidationError } from '../../errors';
import { defineHandlers } from '../../http/handler';
import { presignUpload } from '../../services/files';
import { UPLOAD_RIGHTS } from './upload-rights';

export const uploadHandlers = defineHandlers('uploads', {
  presign: async ({ body }, { user }) => {
    if (!user) throw new UnauthorizedError('auth.loginRequired');
    await UPLOAD_RIGHTS[body.target](body.id, user);
    const { maxBytes } = UPLOAD_RULES[body.target];
    if (body.size > maxBytes) throw new ValidationError('file.tooLarge', { size: 'file.tooLarge' });
    return presignUpload({
      target: body.target,
      uploaderId: user.id,
      contentType: body.contentType,
      maxBytes,
    });
  },
});
