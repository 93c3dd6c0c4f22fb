/**
 * "Send me my booking e-mail again" (issue #16): a guest who lost their confirmation e-mail asks,
 * by address, for their links. The request only writes an outbox message (`bookingLinks`); the
 * outbox worker finds the address's upcoming bookings and groups at send time and mails them, each
 * with a fresh link — or nothing when there are none (workflows/outbox/booking-links-mail.ts). The
 * answer is the same whatever the address, so it never tells whether the address is known; the
 * requests are limited per client (the route's bucket) and per address asked about.
 */
import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '@plie/shared';
import { newOutboxMessage, writeOutboxMessage } from '../../services/outbox';
import { limitBookingLinksTo } from '../../services/rate-limits';

/** One message a request (the address is not in the id: ids are logged). */
export const bookingLinksMessageId = (requestId: string = randomUUID()) => `bookingLinks.${requestId}`;

/** Counts the request against the address's limit (429 over it), then writes its outbox message. */
export const requestBookingLinks = async (email: string, at: Date): Promise<void> => {
  const address = normalizeEmail(email);
  await limitBookingLinksTo(address, at);
  await writeOutboxMessage(
    newOutboxMessage(bookingLinksMessageId(), { kind: 'bookingLinks', params: { email: address } }, at),
  );
};
