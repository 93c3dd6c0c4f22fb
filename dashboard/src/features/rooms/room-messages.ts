import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES } from '@plie/shared';
import { translateMessage } from '../../app/messages';
import { RENT_PRICE_INVALID } from './room-form';

/**
 * The room rules' messages and the API's room, studio and address errors (English keys or texts)
 * as the user reads them, in their language; the account messages are translated by
 * `translateMessage`, and an unknown text is shown as it came.
 */
const TRANSLATED: Record<string, MessageDescriptor> = {
  [MESSAGES.roomRequiredFields]: msg`Please fill in all required fields`,
  [MESSAGES.roomNameRequired]: msg`Room name is required`,
  [MESSAGES.roomCapacityRequired]: msg`Capacity is required: a whole number, 1 or more`,
  [MESSAGES.addressRequired]: msg`Full address, city and country are required`,
  [RENT_PRICE_INVALID]: msg`The rent price must be a number, 0 or more`,
  'You are not allowed to change studio data': msg`You are not allowed to change studio data`,
  'The room has lessons: move or delete them first': msg`The room has lessons: move or delete them first`,
  'Room not found': msg`This room no longer exists.`,
  'Studio not found': msg`This studio does not exist`,
  'Unknown country': msg`Choose a country from the list`,
  'Address not found': msg`Address not found — check the spelling`,
  'The address search is unavailable, try again later': msg`The address search is unavailable, try again later`,
  'Please confirm your e-mail first': msg`Please confirm your e-mail first.`,
};

/** A room rule's or the server's message in the interface language. */
export const translateRoomMessage = (i18n: I18n, message: string): string => {
  const descriptor = TRANSLATED[message];
  return descriptor ? i18n._(descriptor) : translateMessage(i18n, message);
};
