/**
 * E-mail confirmation: a one-time link in the user's language, and its use. Only the latest link
 * works: each link carries an id that the user record remembers, so a new one ends the older ones.
 */
import { randomUUID } from 'node:crypto';
import { AUTH, webPath } from '@plie/shared';
import { publicWebUrl, sendMail } from '../../services/mail';
import { createOneTimeToken, readOneTimeToken, spendOneTimeTokenItem } from '../../services/one-time-tokens';
import { confirmEmailMail } from './mails/confirm-email';
import { getUserById, markEmailConfirmed, setConfirmationLinkId, type UserRecord } from './user-repository';

export const sendConfirmationMail = async (user: UserRecord, now: Date): Promise<void> => {
  const linkId = randomUUID();
  await setConfirmationLinkId(user.id, linkId);
  const token = await createOneTimeToken(
    'confirmEmail',
    `${user.id}#${linkId}`,
    now,
    AUTH.confirmationLinkTtlHours,
  );
  const url = `${publicWebUrl()}${webPath.confirmEmail({ token })}`;
  await sendMail(confirmEmailMail({ to: user.email, name: user.name, language: user.language ?? 'en', url }));
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
