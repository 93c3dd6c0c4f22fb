import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ErrorWording, type Refusal, translateError } from '../../app/error-messages';
import { RENT_PRICE_INVALID } from './room-form';

/** The room form's own problems (not the API's: those have codes). */
const ROOM_FORM_TEXTS: Record<string, MessageDescriptor> = {
  [RENT_PRICE_INVALID]: msg`The rent price must be a number, 0 or more`,
};

/** How the room screens word some refusals in their context; the rest read as app/error-messages.ts says. */
const ROOM_WORDING: ErrorWording = {
  'studio.notFound': msg`This studio does not exist`,
};

/** A room rule's or the server's refusal in the interface language. */
export const translateRoomMessage = (i18n: I18n, message: string | Refusal): string => {
  const own = typeof message === 'string' ? ROOM_FORM_TEXTS[message] : undefined;
  return own ? i18n._(own) : translateError(i18n, message, ROOM_WORDING);
};
