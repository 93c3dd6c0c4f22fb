import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES } from '@plie/shared';
import { translateMessage } from '../../app/messages';
import { COLOR_INVALID } from './studio-form';

/**
 * The studio rules' messages and the API's studio errors (English keys or texts) as the user
 * reads them, in their language; the account messages (e-mail, instagram…) are translated by
 * `translateMessage`, and an unknown text is shown as it came.
 */
const TRANSLATED: Record<string, MessageDescriptor> = {
  [MESSAGES.studioCreateRequiredFields]: msg`Please fill in all required fields`,
  [MESSAGES.studioUpdateRequiredFields]: msg`Please fill in all required fields`,
  [MESSAGES.studioNameInvalid]: msg`The page address needs 3–20 characters: letters, digits, _ or -, starting with a letter.`,
  [MESSAGES.studioNameTaken]: msg`Studio name taken`,
  'Studio name taken': msg`Studio name taken`,
  [MESSAGES.urlInvalid]: msg`Enter a website address, such as https://salsa-studio.pl`,
  [COLOR_INVALID]: msg`Enter a colour as a hex code, such as #0ca678`,
  'You already own a studio: only a platform admin can create another one': msg`You already own a studio: only a platform admin can create another one.`,
  'Please confirm your e-mail first': msg`Please confirm your e-mail first.`,
};

/** A studio rule's or the server's message in the interface language. */
export const translateStudioMessage = (i18n: I18n, message: string): string => {
  const descriptor = TRANSLATED[message];
  return descriptor ? i18n._(descriptor) : translateMessage(i18n, message);
};
