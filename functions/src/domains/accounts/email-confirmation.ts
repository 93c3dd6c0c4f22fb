/**
 * E-mail confirmation: a one-time link in the user's language, and its use. Only the latest link
 * works: each link carries an id that the user record remembers, so a new one ends the older ones.
 */
import { randomUUID } from 'node:crypto';
import { AUTH, webPath } from '@plie/shared';
import { publicWebUrl, sendMail } from '../../services/mail';
import { consumeOneTimeToken, createOneTimeToken } from '../../services/one-time-tokens';
import { confirmEmailMail } from './mails/confirm-email';
import { getUserById, saveUser, setConfirmationLinkId, type UserRecord } from './user-repository';

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

/** Confirms the e-mail of the token's user; false when the link is unknown, used, expired or replaced. */
export const confirmEmail = async (token: string, now: Date): Promise<boolean> => {
  const subject = await consumeOneTimeToken('confirmEmail', token, now);
  const [userId, linkId] = (subject ?? '').split('#');
  const user = userId ? await getUserById(userId) : undefined;
  if (!user) return false;
  // A link sent before this scheme carries no id: it holds only while no newer link was sent.
  if (linkId !== user.confirmationLinkId) return false;
  if (!user.isEmailConfirmed)
    await saveUser({ ...user, isEmailConfirmed: true, updatedAt: now.toISOString() });
  return true;
};
