import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES } from '@plie/shared';
import { translateStudioMessage } from '../studios/studio-messages';
import { VIDEO_LINK_INVALID, VIDEO_TITLE_REQUIRED } from './edit-studio-form';

/**
 * The API's studio, team and invite refusals (spec §8 "Teacher invite", "Members", "Studio
 * delete") and the edit form's video problems as the user reads them; the studio form's and
 * account messages are translated by `translateStudioMessage`, and an unknown text is shown as it came.
 */
const TRANSLATED: Record<string, MessageDescriptor> = {
  [MESSAGES.inviteTeacherEmpty]: msg`Please enter a teacher's email`,
  'Such user not found': msg`Such user not found`,
  'Studio not found': msg`This studio no longer exists`,
  'This user is already a member of the studio': msg`This user is already a member of the studio`,
  'This user has not joined the studio yet': msg`This user has not joined the studio yet`,
  'This user is not a member of the studio': msg`This user is not a member of the studio`,
  'This invite was rejected': msg`This invite was rejected`,
  'Invite not found': msg`This invite no longer exists`,
  'You cannot change your own role': msg`You cannot change your own role`,
  'The owner must hand the studio over first': msg`The owner must hand the studio over first`,
  'Only the studio’s owner can make someone the owner': msg`Only the studio’s owner can make someone the owner`,
  'Only the studio’s owner can do this': msg`Only the studio’s owner can do this`,
  'This user already owns a studio: only a platform admin can own more than one': msg`This user already owns a studio: only a platform admin can own more than one`,
  'This invite or membership changed meanwhile: reload and try again': msg`This invite or membership changed meanwhile: reload and try again`,
  'The studio was changed meanwhile: please reload and try again': msg`The studio was changed meanwhile: please reload and try again`,
  'You are not allowed to change studio data': msg`You are not allowed to change studio data`,
  'The room has lessons: move or delete them first': msg`The room has lessons: move or delete them first`,
  [VIDEO_TITLE_REQUIRED]: msg`Enter the video’s title`,
  [VIDEO_LINK_INVALID]: msg`Enter the video’s link, such as https://www.youtube.com/watch?v=…`,
};

/** A studio page refusal in the interface language. */
export const translateStudioPageMessage = (i18n: I18n, message: string): string => {
  const descriptor = TRANSLATED[message];
  return descriptor ? i18n._(descriptor) : translateStudioMessage(i18n, message);
};
