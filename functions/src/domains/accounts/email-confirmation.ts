/** E-mail confirmation: a one-time link in the user's language, and its use. */
import { AUTH } from '@plie/shared';
import { publicWebUrl, sendMail } from '../../services/mail';
import { consumeOneTimeToken, createOneTimeToken } from '../../services/one-time-tokens';
import { confirmEmailMail } from './mails/confirm-email';
import { getUserById, saveUser, type UserRecord } from './user-repository';

export const INVALID_CONFIRMATION_LINK = 'This confirmation link is invalid or has expired';

export const sendConfirmationMail = async (user: UserRecord, now: Date): Promise<void> => {
  const token = await createOneTimeToken('confirmEmail', user.id, now, AUTH.confirmationLinkTtlHours);
  const url = `${publicWebUrl()}/confirm-email?token=${encodeURIComponent(token)}`;
  await sendMail(confirmEmailMail({ to: user.email, name: user.name, language: user.language ?? 'en', url }));
};

/** Confirms the e-mail of the token's user; false when the link is unknown, used or expired. */
export const confirmEmail = async (token: string, now: Date): Promise<boolean> => {
  const userId = await consumeOneTimeToken('confirmEmail', token, now);
  const user = userId ? await getUserById(userId) : undefined;
  if (!user) return false;
  if (!user.isEmailConfirmed)
    await saveUser({ ...user, isEmailConfirmed: true, updatedAt: now.toISOString() });
  return true;
};
