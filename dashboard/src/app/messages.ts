import type { I18n } from '@lingui/core';
import { type Refusal, translateError } from './error-messages';

/**
 * A rule's or the server's refusal in the interface language, by its code (app/error-messages.ts):
 * pass the API's error body (or a `Failure`) so its `code` is read; a shared rule's text is read as
 * its rule's code; any other text is shown as it came.
 */
export const translateMessage = (i18n: I18n, message: string | Refusal): string =>
  translateError(i18n, message);
