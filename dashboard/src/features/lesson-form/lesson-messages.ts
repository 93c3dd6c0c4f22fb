import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ErrorWording, type Refusal, translateError } from '../../app/error-messages';

/**
 * How the lesson form words some refusals in its context (a lesson's date, not a date of birth);
 * every other code reads as app/error-messages.ts says.
 */
const LESSON_WORDING: ErrorWording = {
  'date.invalid': msg`Choose a valid date`,
  'studio.notFound': msg`This studio does not exist`,
};

/** A lesson rule's or the server's refusal in the interface language. */
export const translateLessonMessage = (i18n: I18n, message: string | Refusal): string =>
  translateError(i18n, message, LESSON_WORDING);
