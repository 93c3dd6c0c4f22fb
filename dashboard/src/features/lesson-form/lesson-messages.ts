import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES } from '@plie/shared';
import { translateRoomMessage } from '../rooms/room-messages';

/**
 * The lesson rules' messages (spec §5) and the API's lesson errors (spec §8) as the user reads them;
 * room, address and account messages go on to `translateRoomMessage`, and an unknown text is shown
 * as it came.
 */
const TRANSLATED: Record<string, MessageDescriptor> = {
  [MESSAGES.missingStyle]: msg`Missing style field`,
  [MESSAGES.missingTeacher]: msg`Missing teacher`,
  [MESSAGES.missingPlace]: msg`Missing place of the lesson`,
  [MESSAGES.placeBoth]: msg`Choose a studio room or a custom address, not both`,
  [MESSAGES.missingDate]: msg`Missing date of the lesson`,
  [MESSAGES.weekdayMismatch]: msg`The weekday does not match the date of the lesson`,
  [MESSAGES.hourInvalid]: msg`Hour must be between 0 and 23`,
  [MESSAGES.minuteInvalid]: msg`Minute must be between 0 and 59`,
  [MESSAGES.weekdayInvalid]: msg`Choose a day of the week`,
  [MESSAGES.availabilityNeedsRoomOrTeacher]: msg`Fill in required data`,
  [MESSAGES.ageInvalid]: msg`Age must be between 0 and 100`,
  [MESSAGES.ageRangeInvalid]: msg`The minimum age cannot be above the maximum age`,
  [MESSAGES.timezoneInvalid]: msg`Unknown time zone`,
  [MESSAGES.urlInvalid]: msg`Invalid link`,
  [MESSAGES.dateInvalid]: msg`Choose a valid date`,
  'Time slot is not available.': msg`Time slot is not available.`,
  'Teachers can add lessons only to their own schedule': msg`Teachers can add lessons only to their own schedule`,
  'The teacher is not on this studio’s team': msg`The teacher is not on this studio’s team`,
  'This user is not a teacher': msg`This user is not a teacher`,
  'Such user not found': msg`Such user not found`,
  'The room belongs to another studio': msg`The room belongs to another studio`,
  'The room no longer exists': msg`The room no longer exists`,
  'Lesson not found': msg`This lesson no longer exists`,
  'The lesson was changed meanwhile: please reload and try again': msg`The lesson was changed meanwhile: please reload and try again`,
};

/** A lesson rule's or the server's message in the interface language. */
export const translateLessonMessage = (i18n: I18n, message: string): string => {
  const descriptor = TRANSLATED[message];
  return descriptor ? i18n._(descriptor) : translateRoomMessage(i18n, message);
};
