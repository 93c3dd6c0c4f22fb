/**
 * The monthly job (spec §4: "Group sign-up joins the classes of the next month automatically"):
 * every group's active, unexpired members are signed up for the group's classes of the whole next
 * calendar month (in the group's zone). Run by EventBridge on the 25th (infra/src/scheduled-jobs.ts)
 * and by the local runtime's timer; `at` is the run's moment (tests pass their own).
 *
 * Safe to run again: what the group booked that month is read first (one query per lesson), so a
 * second run books nothing new, a class a member cancelled is not booked again, and a class that
 * was full is tried again (a place may have freed up); each booking also holds the occurrence's
 * e-mail guard, so even two runs at once book nobody twice.
 *
 * Each member is booked on their own: a failure is recorded in the summary and logged, and the
 * others go on (the next run finishes that member). After a member's bookings, the month's e-mail is
 * written to the outbox (ADR 0017; composed at send time: that month's classes, each with the link
 * that cancels just it, those found full, and the link to leave), under an id made of the classes
 * held — so a run that books nothing new writes nothing, a run cut short before the e-mail writes it
 * on the next run, and a mail outage stops no booking.
 *
 * First it finishes the deletions cut short (their tombstones, `listDeletingGroups`): the classes
 * such a group booked are cancelled and its members removed, each group on its own.
 */
import { createHash } from 'node:crypto';
import { type IsoDate, isoDateInTimeZone, nextMonthOf } from '@plie/shared';
import { logger } from '../../services/log';
import { newOutboxMessage, writeOutboxMessage } from '../../services/outbox';
import { type BookingReport, bookMember, earlierBookingsOf, occurrencesOf } from './group-booking';
import { deleteGroup } from './group-lifecycle';
import { type GroupMemberRecord, listMembersOfGroup } from './group-member-repository';
import { getGroupById, listActiveGroups, listDeletingGroups } from './group-repository';
import { groupTimeZone, lessonsOfGroup } from './group-view';

/** One class a member could not be seated in (the room was full). */
export interface Unseated {
  groupId: string;
  memberId: string;
  lessonId: string;
  date: IsoDate;
}

/** A member whose booking failed this run (the next run tries again); the error's name only. */
export interface FailedMember {
  groupId: string;
  memberId: string;
  error: string;
}

/** Counts of member × class, for the logs and the tests. */
export interface MonthlyBookingSummary {
  groups: number;
  /** Active, unexpired members looked at. */
  members: number;
  booked: number;
  alreadyBooked: number;
  full: number;
  /** Cancelled or expired members' classes, classes after a member's expiration or cancelled by them. */
  skipped: number;
  unseated: Unseated[];
  /** Month e-mails written to the outbox this run. */
  mails: number;
  failed: FailedMember[];
  /** Deletions of groups cut short that this run finished. */
  deletionsFinished: number;
}

const add = (summary: MonthlyBookingSummary, report: BookingReport, groupId: string, memberId: string) => {
  summary.booked += report.booked.length;
  summary.alreadyBooked += report.alreadyBooked.length;
  summary.full += report.full.length;
  summary.skipped += report.skipped.length;
  summary.unseated.push(...report.full.map((occurrence) => ({ groupId, memberId, ...occurrence })));
};

/**
 * The month e-mail's outbox id: the member, the month and the classes it holds booked, so a run
 * that books nothing new writes nothing new, and one that books more writes a new e-mail.
 */
export const monthMessageId = (member: GroupMemberRecord, month: IsoDate, report: BookingReport) => {
  const held = [...report.booked, ...report.alreadyBooked]
    .map(({ lessonId, date }) => `${lessonId}|${date}`)
    .sort()
    .join(',');
  const digest = createHash('sha256').update(held).digest('hex').slice(0, 16);
  return `groupMonth.${member.id}.${month}.${digest}`;
};

export const bookGroupsForNextMonth = async (at: Date): Promise<MonthlyBookingSummary> => {
  const summary: MonthlyBookingSummary = {
    groups: 0,
    members: 0,
    booked: 0,
    alreadyBooked: 0,
    full: 0,
    skipped: 0,
    unseated: [],
    mails: 0,
    failed: [],
    deletionsFinished: 0,
  };
  for (const tombstone of await listDeletingGroups()) {
    try {
      await deleteGroup(tombstone, at);
      summary.deletionsFinished += 1;
    } catch (error) {
      logger.error('Finishing a group deletion failed', { groupId: tombstone.id, error });
    }
  }
  for (const listed of await listActiveGroups()) {
    // The index may still list a group deleted a moment ago.
    const group = await getGroupById(listed.id, { consistent: true });
    if (!group) continue;
    const lessons = await lessonsOfGroup(group);
    summary.groups += 1;
    const month = nextMonthOf(isoDateInTimeZone(at, groupTimeZone(lessons)));
    const classes = occurrencesOf(lessons, month);
    const earlier = await earlierBookingsOf(group, lessons, month);
    for (const member of await listMembersOfGroup(group.id)) {
      if (member.isDeleted || member.expirationDate < month.from) {
        summary.skipped += classes.length;
        continue;
      }
      summary.members += 1;
      // Each member on their own: one member's failure is logged and left to the next run.
      try {
        const report = await bookMember(group, lessons, member, month, at, earlier);
        add(summary, report, group.id, member.id);
        if (report.booked.length + report.alreadyBooked.length === 0) continue;
        const mail = newOutboxMessage(
          monthMessageId(member, month.from, report),
          {
            kind: 'groupMonth',
            params: { groupId: group.id, memberId: member.id, month: month.from, full: report.full },
          },
          at,
        );
        if (await writeOutboxMessage(mail)) summary.mails += 1;
      } catch (error) {
        const name = error instanceof Error ? error.name : 'Error';
        summary.failed.push({ groupId: group.id, memberId: member.id, error: name });
        logger.error('Monthly booking of a member failed', { groupId: group.id, memberId: member.id, error });
      }
    }
  }
  return summary;
};
