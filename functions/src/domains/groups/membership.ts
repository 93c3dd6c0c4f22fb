/**
 * Group membership (spec §4 "Group member"): joining books the member at once into the group's
 * classes from today to the end of next month and e-mails them (through the outbox) a one-time leave link; leaving or
 * being removed cancels the member (`isDeleted`, `cancelledAt`), frees their e-mail for a later
 * join, and cancels their upcoming classes booked by the group (`leaving.ts`); an expiration date moved earlier
 * cancels the booked classes after it, one moved later books those up to the end of next month.
 *
 * Both are resumable (issue #16): a join retried by the same e-mail while the member is active books
 * what the first one did not and has its e-mail sent (`finishJoin`); a change of the expiration
 * date records the date it moved from until its bookings are reconciled, so a retry finishes them.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  addDays,
  GROUP,
  type GroupOccurrence,
  isoDateInTimeZone,
  joinBookingRange,
  type Language,
  webPath,
} from '@plie/shared';
import { ConflictError } from '../../errors';
import { publicWebUrl } from '../../services/mail';
import { createOneTimeToken } from '../../services/one-time-tokens';
import {
  getOutboxMessage,
  newOutboxMessage,
  outboxPut,
  releaseOutboxMessage,
  writeOutboxMessage,
} from '../../services/outbox';
import type { LessonRecord } from '../lessons/lesson-repository';
import { type BookingReport, bookMember, cancelGroupBookingsOf, earlierBookingsOf } from './group-booking';
import {
  addMember,
  endMembership,
  expirationReconciled,
  type GroupMemberRecord,
  membershipsOfUser,
  setExpirationDate,
} from './group-member-repository';
import type { GroupRecord } from './group-repository';
import { groupTimeZone } from './group-view';

export interface Joiner {
  name: string;
  email: string;
  instagram?: string | undefined;
  userId?: string | undefined;
  user?: { username?: string; photo?: string } | undefined;
  joinStarting: string;
  language: Language;
  /** Set for a guest, who accepted the legal documents then. */
  legalAcceptedAt?: string | undefined;
}

export type JoinOutcome =
  | {
      created: true;
      member: GroupMemberRecord;
      booking: { booked: GroupOccurrence[]; full: GroupOccurrence[] };
    }
  | { created: false; member: GroupMemberRecord };

/** The leave link's token names the member within its group. */
const leaveSubject = (member: Pick<GroupMemberRecord, 'groupId' | 'id'>) => `${member.groupId}/${member.id}`;
export const memberOfLeaveSubject = (subject: string) => {
  const [groupId, memberId] = subject.split('/');
  return groupId && memberId ? { groupId, memberId } : undefined;
};

/** The one-time link that ends the membership (and cancels its upcoming classes). */
export const leaveLinkOf = async (member: Pick<GroupMemberRecord, 'groupId' | 'id'>, at: Date) => {
  const token = await createOneTimeToken('leaveGroup', leaveSubject(member), at, GROUP.leaveLinkTtlDays * 24);
  return `${publicWebUrl()}${webPath.leaveGroup({ token })}`;
};

/** The outbox message of a join's e-mail: one per membership. */
export const joinMessageId = (memberId: string) => `groupJoined.${memberId}`;

/**
 * How long the join e-mail waits for the join's bookings (longer than the function may run): the
 * join releases it when its bookings are done; a join cut short leaves it to go out after this,
 * listing what was booked by then.
 */
export const JOIN_MAIL_HOLD_MS = 6 * 60 * 1000;

/**
 * Adds the person to the group (an active member with the same e-mail → that member, nothing done),
 * books them into its classes from today to the end of next month, and has the outbox mail them
 * those classes and the leave link (member-mails `joinMailOf`, composed at send time).
 */
export const joinGroup = async (
  group: GroupRecord,
  lessons: readonly LessonRecord[],
  joiner: Joiner,
  at: Date,
): Promise<JoinOutcome> => {
  const stamp = at.toISOString();
  const member: GroupMemberRecord = {
    id: randomUUID(),
    groupId: group.id,
    ...(joiner.userId ? { userId: joiner.userId } : {}),
    ...(joiner.user ? { user: joiner.user } : {}),
    name: joiner.name,
    email: joiner.email.trim().toLowerCase(),
    ...(joiner.instagram ? { instagram: joiner.instagram } : {}),
    joinStarting: joiner.joinStarting,
    expirationDate: GROUP.defaultExpirationDate,
    isDeleted: false,
    language: joiner.language,
    ...(joiner.legalAcceptedAt ? { legalAcceptedAt: joiner.legalAcceptedAt } : {}),
    createdAt: stamp,
    updatedAt: stamp,
  };
  // The join e-mail is written with the membership (held while the classes are booked), then released.
  const messageId = joinMessageId(member.id);
  const joinMail = newOutboxMessage(
    messageId,
    { kind: 'groupJoined', params: { groupId: group.id, memberId: member.id } },
    at,
    { holdUntil: new Date(at.getTime() + JOIN_MAIL_HOLD_MS) },
  );
  const added = await addMember(member, [outboxPut(joinMail)]);
  if (!added.created) {
    await finishJoin(group, lessons, added.existing, at);
    return { created: false, member: added.existing };
  }
  const range = joinBookingRange(isoDateInTimeZone(at, groupTimeZone(lessons)));
  const report = await bookMember(group, lessons, member, range, at);
  await releaseOutboxMessage(messageId, at, { full: report.full });
  // The answer names the classes; their cancel links go only to the member's mailbox.
  const booked = report.booked.map(({ lessonId, date }) => ({ lessonId, date }));
  return { created: true, member, booking: { booked, full: report.full } };
};

/** A follow-up join e-mail's outbox id: the member and the classes it holds, so one set of classes mails once. */
const followUpJoinMessageId = (memberId: string, report: BookingReport) => {
  const held = [...report.booked, ...report.alreadyBooked]
    .map(({ lessonId, date }) => `${lessonId}|${date}`)
    .sort()
    .join(',');
  return `${joinMessageId(memberId)}.${createHash('sha256').update(held).digest('hex').slice(0, 16)}`;
};

/**
 * Finishes a join cut short (the same e-mail joining again while the member is active): books what
 * is left of the join's classes (its range as of the day it joined, from today on), leaving those this
 * membership booked or cancelled as they are, then has its e-mail go out listing them — the held join
 * mail released, or, when that went out already and more was booked now, a follow-up one. A join that
 * had finished books nothing and writes nothing.
 */
const finishJoin = async (
  group: GroupRecord,
  lessons: readonly LessonRecord[],
  member: GroupMemberRecord,
  at: Date,
): Promise<void> => {
  const zone = groupTimeZone(lessons);
  const joined = joinBookingRange(isoDateInTimeZone(new Date(member.createdAt), zone));
  const today = isoDateInTimeZone(at, zone);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, compared as such
  const range = { from: today > joined.from ? today : joined.from, to: joined.to };
  if (range.from > range.to) return;
  const earlier = await earlierBookingsOf(group, lessons, range);
  const report = await bookMember(group, lessons, member, range, at, earlier);
  const messageId = joinMessageId(member.id);
  const message = await getOutboxMessage(messageId);
  if (message && !message.sentAt) {
    if (message.nextAttemptAt > at.toISOString())
      await releaseOutboxMessage(messageId, at, { full: report.full });
    return;
  }
  if (report.booked.length === 0) return;
  await writeOutboxMessage(
    newOutboxMessage(
      followUpJoinMessageId(member.id, report),
      { kind: 'groupJoined', params: { groupId: group.id, memberId: member.id, full: report.full } },
      at,
    ),
  );
};

/**
 * Moves the member's expiration date: earlier cancels the classes booked after it; later books the
 * classes from the old date to the end of next month (what a join would hold by now; the monthly job
 * does the rest). The date is written with the one it moved from (kept until the bookings are
 * reconciled, then cleared): a retry — even with the same date — reconciles from that one, so a
 * change cut short between its steps is finished, and the classes after the date are always cancelled.
 */
export const changeExpiration = async (
  member: GroupMemberRecord,
  group: GroupRecord,
  lessons: readonly LessonRecord[],
  expirationDate: string,
  at: Date,
): Promise<GroupMemberRecord> => {
  const movedFrom = member.expirationMovedFrom ?? member.expirationDate;
  if (expirationDate === member.expirationDate && member.expirationMovedFrom === undefined) {
    // Nothing recorded as unfinished: only make sure no class after the date is still booked.
    await cancelGroupBookingsOf(member, group, lessons, at, { after: expirationDate });
    return member;
  }
  const updated = await setExpirationDate(member, expirationDate, movedFrom, at.toISOString());
  await cancelGroupBookingsOf(updated, group, lessons, at, { after: expirationDate });
  // Classes may have been cancelled down to the lower of the two: an unfinished change to the stored date.
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, compared as such
  const lowest = member.expirationDate < movedFrom ? member.expirationDate : movedFrom;
  if (expirationDate > lowest) {
    const horizon = joinBookingRange(isoDateInTimeZone(at, groupTimeZone(lessons)));
    const dayAfter = addDays(lowest, 1);
    // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, compared as such
    const range = { from: dayAfter > horizon.from ? dayAfter : horizon.from, to: horizon.to };
    // Without the earlier bookings: those after the old date were cancelled by that date, not by the member.
    if (range.from <= range.to) await bookMember(group, lessons, updated, range, at);
  }
  return expirationReconciled(updated, at.toISOString());
};

/** A deleted account leaves all its groups (its upcoming attendances are cancelled by the caller). */
export const leaveAllGroupsOf = async (userId: string, at: Date): Promise<void> => {
  for (const member of await membershipsOfUser(userId)) {
    if (member.isDeleted) continue;
    await endMembership(member, at.toISOString()).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
    });
  }
};
