import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ErrorWording, type Refusal, translateError } from '../../app/error-messages';
import { COLOR_INVALID } from './studio-form';

/** The studio form's own problems (not the API's: those have codes). */
const STUDIO_FORM_TEXTS: Record<string, MessageDescriptor> = {
  [COLOR_INVALID]: msg`Enter a colour as a hex code, such as #0ca678`,
};

/** How the studio forms word some refusals in their context; the rest read as app/error-messages.ts says. */
export const STUDIO_WORDING: ErrorWording = {
  'url.invalid': msg`Enter a website address, such as https://salsa-studio.pl`,
};

/** A studio rule's or the server's refusal in the interface language. */
export const translateStudioMessage = (i18n: I18n, message: string | Refusal): string => {
  const own = typeof message === 'string' ? STUDIO_FORM_TEXTS[message] : undefined;
  return own ? i18n._(own) : translateError(i18n, message, STUDIO_WORDING);
};
