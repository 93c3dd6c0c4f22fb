/**
 * E-mail confirmation: a one-time link in the user's language, and its use. Only the latest link
 * works: each link carries an id that the user record remembers, so a new one ends the older ones.
 *
 * The mail goes through the outbox (ADR 0017): the sign-up writes its message in the account's own
 * transaction, "send it again" writes a new one; the outbox worker composes the mail at send time
 * (`confirmationMailOf`), making the link then. So a mail outage never fails a sign-up, and no live
 * link sits in the table before it is sent.
 */
import { randomUUID } from 'node:crypto';
import { AUTH, webPath } from '@plie/shared';
import type { TransactItems } from '../../db/transactions';
import { type Mail, publicWebUrl } from '../../services/mail';
import { createOneTimeToken, readOneTimeToken, spendOneTimeTokenItem } from '../../services/one-time-tokens';
import { newOutboxMessage, outboxPut, writeOutboxMessage } from '../../services/outbox';
import { confirmEmailMail } from './mails/confirm-email';
import {
  getUserById,
  getUserByIdConsistently,
  markEmailConfirmed,
  setConfirmationLinkId,
} from './user-repository';

/** The outbox message of one request for a confirmation mail (a sign-up, a "send it again"): one per request. */
export const confirmationMailMessageId = (userId: string, requestId: string = randomUUID()) =>
  `confirmEmail.${userId}.${requestId}`;

const confirmationMessage = (userId: string, at: Date) =>
  newOutboxMessage(confirmationMailMessageId(userId), { kind: 'confirmEmail', params: { userId } }, at);

/** The transaction item that asks for the confirmation mail of a user being created (the sign-up's). */
export const confirmationMailPut = (userId: string, at: Date): TransactItems[number] =>
  outboxPut(confirmationMessage(userId, at));

/** Asks for a fresh confirmation mail ("send it again"): a new outbox message, sent by the worker. */
export const requestConfirmationMail = async (userId: string, at: Date): Promise<void> => {
  await writeOutboxMessage(confirmationMessage(userId, at));
};

/**
 * The confirmation mail of the user as of `at` (the outbox worker composes it at send time): a new
 * link id on the user (ending the older links) and its one-time token. None when the account is
 * gone or its e-mail confirmed meanwhile.
 */
export const confirmationMailOf = async (userId: string, at: Date): Promise<Mail | undefined> => {
  const user = await getUserByIdConsistently(userId);
  if (!user || user.isEmailConfirmed) return undefined;
  const linkId = randomUUID();
  await setConfirmationLinkId(user.id, linkId);
  const token = await createOneTimeToken(
    'confirmEmail',
    `${user.id}#${linkId}`,
    at,
    AUTH.confirmationLinkTtlHours,
  );
  const url = `${publicWebUrl()}${webPath.confirmEmail({ token })}`;
  return confirmEmailMail({ to: user.email, name: user.name, language: user.language ?? 'en', url });
};

/** What a use of the confirmation link found: confirmed now, confirmed before, or a link that does not hold. */
export type ConfirmationOutcome = 'confirmed' | 'alreadyConfirmed' | 'invalid';

/** The token was refused in the transaction: spent by another click meanwhile, or just expired. */
class TokenRefused extends Error {
  constructor(readonly spent: boolean) {
    super('one-time token refused');
  }
}

/**
 * Confirms the e-mail of the token's user, spending the token in the same transaction (a failure
 * leaves the link working). Invalid when the link is unknown, expired or replaced by a newer one;
 * a second click (or an address confirmed another way) is `alreadyConfirmed`.
 */
export const confirmEmail = async (token: string, now: Date): Promise<ConfirmationOutcome> => {
  const link = await readOneTimeToken('confirmEmail', token, now);
  const [userId, linkId] = (link?.subjectId ?? '').split('#');
  const user = userId ? await getUserById(userId) : undefined;
  if (!link || !user) return 'invalid';
  if (link.spent) return user.isEmailConfirmed ? 'alreadyConfirmed' : 'invalid';
  // A link sent before this scheme carries no id: it holds only while no newer link was sent.
  if (linkId !== user.confirmationLinkId) return 'invalid';
  if (user.isEmailConfirmed) return 'alreadyConfirmed';
  try {
    const written = await markEmailConfirmed(user, linkId, now.toISOString(), {
      items: [spendOneTimeTokenItem('confirmEmail', token, now)],
      refused: async () =>
        new TokenRefused(Boolean((await readOneTimeToken('confirmEmail', token, now))?.spent)),
    });
    return written ? 'confirmed' : 'invalid';
  } catch (error) {
    if (error instanceof TokenRefused) return error.spent ? 'alreadyConfirmed' : 'invalid';
    throw error;
  }
};
