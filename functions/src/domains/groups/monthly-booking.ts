/**
 * The monthly job (spec §4: "Group sign-up joins the classes of the next month automatically"):
 * every group's active, unexpired members are signed up for the group's classes of the whole next
 * calendar month (in the group's zone). Run by EventBridge on the 25th (infra/src/scheduled-jobs.ts)
 * and by the local runtime's timer; `at` is the run's moment (tests pass their own).
 *
 * Safe to run again: what the group booked that month is read first (one query per lesson), so a
 * second run books nothing new, a class a member cancelled is not booked again, and a class that
 * was full is tried again (a place may have freed up); each booking also holds the occurrence's
 * e-mail guard, so even two runs at once book nobody twice. A member booked into new classes gets one
 * e-mail: those classes, each with the link that cancels just it, the ones found full, and the link
 * to leave the group; a run that books nothing new for a member sends them nothing.
 */
import { type IsoDate, isoDateInTimeZone, nextMonthOf } from '@plie/shared';
import { sendMail } from '../../services/mail';
import { type BookingReport, bookMember, earlierBookingsOf, occurrencesOf } from './group-booking';
import { classLinks, monthOfGroupMail, writtenClass, writtenMonth } from './group-mail';
import { listMembersOfGroup } from './group-member-repository';
import { getGroupById, listActiveGroups } from './group-repository';
import { groupTimeZone, lessonsOfGroup } from './group-view';
import { leaveLinkOf } from './membership';

/** One class a member could not be seated in (the room was full). */
export interface Unseated {
  groupId: string;
  memberId: string;
  lessonId: string;
  date: IsoDate;
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
}

const add = (summary: MonthlyBookingSummary, report: BookingReport, groupId: string, memberId: string) => {
  summary.booked += report.booked.length;
  summary.alreadyBooked += report.alreadyBooked.length;
  summary.full += report.full.length;
  summary.skipped += report.skipped.length;
  summary.unseated.push(...report.full.map((occurrence) => ({ groupId, memberId, ...occurrence })));
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
  };
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
      const report = await bookMember(group, lessons, member, month, at, earlier);
      add(summary, report, group.id, member.id);
      if (report.booked.length > 0)
        await sendMail(
          monthOfGroupMail({
            to: member.email,
            name: member.name,
            language: member.language,
            month: {
              groupName: group.name,
              month: writtenMonth(month.from, member.language),
              classes: classLinks(report.booked, lessons, member.language),
              full: report.full.flatMap(
                (occurrence) => writtenClass(lessons, occurrence, member.language) ?? [],
              ),
            },
            leaveUrl: await leaveLinkOf(member, at),
          }),
        );
    }
  }
  return summary;
};
