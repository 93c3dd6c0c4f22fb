/**
 * The rule for inactive accounts (issue #17 item 8; the terms: accounts inactive over
 * `ACCOUNT_RETENTION.inactivityMonths` may be deleted): an account is warned by e-mail once it has
 * been inactive for that many months less `INACTIVITY_WARNING_DAYS`, and deleted once it has been
 * inactive for the whole period and its warning is at least `INACTIVITY_WARNING_DAYS` old — so no
 * account is ever deleted without 30 days' notice, even one warned late. Activity clears the warning
 * (accounts/activity.ts), so the next inactivity period warns again.
 *
 * Also the warning mail as the outbox composes it (ADR 0017): nothing is sent when the account is
 * gone or was used since the warning.
 */
import { ACCOUNT_RETENTION } from '@plie/shared';
import type { Mail } from '../../services/mail';
import { inactivityWarningMail } from './mails/inactivity-warning';
import { getUserByIdConsistently, type UserRecord } from './user-repository';

/** Days between the warning and the deletion. */
export const INACTIVITY_WARNING_DAYS = 30;
const DAY_MS = 24 * 3_600_000;

/** `at` moved by `months` calendar months (UTC). */
export const monthsFrom = (at: Date, months: number) => {
  const moved = new Date(at);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

/** Last activity before this → warn. */
export const warnIfLastActiveBefore = (at: Date) =>
  new Date(monthsFrom(at, -ACCOUNT_RETENTION.inactivityMonths).getTime() + INACTIVITY_WARNING_DAYS * DAY_MS);

/** Last activity before this (and warned long enough ago) → delete. */
export const deleteIfLastActiveBefore = (at: Date) => monthsFrom(at, -ACCOUNT_RETENTION.inactivityMonths);

/** The day the account is deleted unless used: the inactivity period's end, or 30 days after the warning if later. */
export const deletionDayOf = (user: Pick<UserRecord, 'lastActiveAt' | 'inactivityWarnedAt'>) => {
  const periodEnd = monthsFrom(
    new Date(user.lastActiveAt ?? 0),
    ACCOUNT_RETENTION.inactivityMonths,
  ).getTime();
  const noticeEnd = user.inactivityWarnedAt
    ? Date.parse(user.inactivityWarnedAt) + INACTIVITY_WARNING_DAYS * DAY_MS
    : 0;
  return new Date(Math.max(periodEnd, noticeEnd));
};

/** Whether the account may be deleted at `at` (inactive the whole period, warned 30 days ago or more). */
export const isDueForDeletion = (user: Pick<UserRecord, 'lastActiveAt' | 'inactivityWarnedAt'>, at: Date) =>
  user.lastActiveAt !== undefined &&
  user.inactivityWarnedAt !== undefined &&
  Date.parse(user.lastActiveAt) < deleteIfLastActiveBefore(at).getTime() &&
  Date.parse(user.inactivityWarnedAt) <= at.getTime() - INACTIVITY_WARNING_DAYS * DAY_MS;

/** One warning per inactivity period: the id names the account and the activity it dates from. */
export const inactivityWarningMessageId = (user: Pick<UserRecord, 'id' | 'lastActiveAt'>) =>
  `inactivityWarning.${user.id}.${user.lastActiveAt}`;

/** The warning as of now: none when the account is gone or was used since (its warning cleared). */
export const inactivityWarningMailOf = async (userId: string): Promise<Mail | undefined> => {
  const user = await getUserByIdConsistently(userId);
  if (!user?.inactivityWarnedAt) return undefined;
  return inactivityWarningMail({
    to: user.email,
    name: user.name,
    language: user.language ?? 'en',
    deletionOn: deletionDayOf(user),
  });
};
