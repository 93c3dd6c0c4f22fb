/**
 * Issue #16 "resumable workflows" for groups: joining, changing a member's expiration date and
 * deleting a group are each cut at every write step in turn — the n-th call of a DynamoDB command
 * failing before or after it is written (a Lambda dying there) — then retried, and must end as if
 * nothing had failed: each class's seats equal its active attendances, no member holds a class
 * outside their range, a join's e-mail goes out once with a working cancel link for each booked
 * class, and a deleted group leaves no booking and no member behind.
 */
import { errorText } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { type DynamoCommandName, failedByFault, failNthCall } from '../../../test/db-faults';
import {
  createGroupWorld,
  createTestLesson,
  GROUP_TEST_NOW,
  GROUP_TEST_TODAY,
  GROUP_TEST_TUESDAYS,
  type GroupWorld,
  groupCalls,
} from '../../../test/groups';
import { deliverPendingMail, mailsTo } from '../../../test/mailbox';
import { occupancyOfClasses, seatInvariant } from '../../../test/seat-invariant';
import { resetClock, setClock } from '../../services/clock';
import { listAttendancesOfLesson } from '../attendance/attendance-repository';
import { getLessonById } from '../lessons/lesson-repository';
import { getMember, listMembersOfGroup } from './group-member-repository';
import { getGroupById } from './group-repository';
import { leaveLinkOf } from './membership';
import { bookGroupsForNextMonth } from './monthly-booking';

const api = createTestApi();
const groups = groupCalls(api);
let world: GroupWorld;

const NOW = GROUP_TEST_NOW;
const TODAY = GROUP_TEST_TODAY;
const TUESDAYS: readonly string[] = GROUP_TEST_TUESDAYS;
/** After the join mail's hold (6 minutes) ran out. */
const AFTER_HOLD = new Date(NOW.getTime() + 7 * 60_000);

beforeAll(async () => {
  world = await createGroupWorld(api);
  setClock(() => NOW);
}, 60_000);
afterAll(() => resetClock());

let emailCounter = 0;
const guestEmail = () => {
  emailCounter += 1;
  return `resume${emailCounter}.${Date.now().toString(36)}@plie.test`;
};

/** A new group of one Tuesday lesson in the big room (every class has its seat counter). */
const makeGroup = async () => {
  const lesson = await createTestLesson(api, world, 1);
  const created = await groups.create({ lessonIds: [lesson.id] }, world.owner);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { groupId: created.body.id as string, lessonId: lesson.id };
};

const guestJoin = (groupId: string, email: string) =>
  groups.join({ groupId, name: 'Marta Tancerz', email, joinStarting: TODAY, legalAccepted: true });

const joinedGuest = async (groupId: string) => {
  const email = guestEmail();
  const joined = await guestJoin(groupId, email);
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return { id: joined.body.id as string, email };
};

/** The dates of the group's active bookings of this e-mail in the lesson, from today on. */
const bookedDatesOf = async (lessonId: string, groupId: string, email: string) =>
  (await listAttendancesOfLesson(lessonId, TODAY, '2099-01-01'))
    .filter((each) => each.groupId === groupId && each.email === email && !each.isDeleted)
    .map((each) => each.date)
    .sort();

/** The join e-mails in the person's inbox (the ones with a leave link), and the cancel tokens of each. */
const joinMailsTo = async (email: string) =>
  (await mailsTo(email))
    .filter((mail) => mail.text.includes('/leave-group?token='))
    .map((mail) => [...mail.text.matchAll(/\/cancel-attendance\?token=([\w-]{43})/g)].map((m) => m[1]!));

const cancelByLink = (token: string) => api({ method: 'DELETE', path: `/api/attendance/cancel/${token}` });

interface Cut {
  command: DynamoCommandName;
  n: number;
  step: string;
}

/** Each step cut before its write (nothing of it written) and after it (written, the caller never told). */
const beforeAndAfter = (cuts: Cut[]) =>
  cuts.flatMap((cut) => (['before', 'after'] as const).map((when) => ({ ...cut, when })));

/**
 * How many writes of each kind an operation makes (the steps the cuts below name): a fault that
 * never fires counts them. Each request also makes one UpdateItem first (its rate limit).
 */
const writesOf = async (run: () => Promise<{ status: number }>) => {
  const commands: DynamoCommandName[] = [
    'TransactWriteItemsCommand',
    'UpdateItemCommand',
    'BatchWriteItemCommand',
    'DeleteItemCommand',
  ];
  const probes = commands.map((command) => [command, failNthCall(command, Number.MAX_SAFE_INTEGER)] as const);
  const response = await run();
  expect(response.status).toBeLessThan(300);
  for (const [, probe] of probes) probe.remove();
  return Object.fromEntries(probes.map(([command, probe]) => [command, probe.calls]));
};

describe('the write steps the cuts below name', () => {
  it('a join: its membership, 8 classes, then the release of its e-mail (after 3 rate-limit updates)', async () => {
    const { groupId } = await makeGroup();
    expect(await writesOf(() => guestJoin(groupId, guestEmail()))).toMatchObject({
      TransactWriteItemsCommand: 9,
      UpdateItemCommand: 4,
    });
  });

  it('an expiration change: the date, 5 classes, then the reconciled mark (after the rate limit)', async () => {
    const { groupId } = await makeGroup();
    const member = await joinedGuest(groupId);
    const change = (expirationDate: string) =>
      writesOf(() => groups.updateMember(groupId, { id: member.id, expirationDate }, world.owner));
    const expected = { TransactWriteItemsCommand: 5, UpdateItemCommand: 3 };
    expect(await change('2029-12-31')).toMatchObject(expected);
    expect(await change('2100-01-01')).toMatchObject(expected);
  });

  it('a delete of a group of two members: the tombstone, 16 cancellations, the members, the tombstone', async () => {
    const { groupId } = await makeGroup();
    await joinedGuest(groupId);
    await joinedGuest(groupId);
    expect(await writesOf(() => groups.delete(groupId, world.owner))).toMatchObject({
      TransactWriteItemsCommand: 17,
      BatchWriteItemCommand: 1,
      DeleteItemCommand: 1,
    });
  });
});

describe('a join cut short is finished by the same join again', () => {
  it.each(
    beforeAndAfter([
      { command: 'TransactWriteItemsCommand', n: 1, step: 'the membership' },
      { command: 'TransactWriteItemsCommand', n: 2, step: 'the first class' },
      { command: 'TransactWriteItemsCommand', n: 5, step: 'the fourth class' },
      { command: 'TransactWriteItemsCommand', n: 9, step: 'the last class' },
      { command: 'UpdateItemCommand', n: 4, step: 'the release of the e-mail' },
    ]),
  )(
    'cut at $step, $when the write: the retry books every class, one e-mail with a working link for each',
    async ({ command, n, when }) => {
      const { groupId, lessonId } = await makeGroup();
      const email = guestEmail();
      const fault = failNthCall(command, n, { when });
      expect(await failedByFault(guestJoin(groupId, email))).toBe(true);
      expect(fault.fired).toBe(true);
      fault.remove();
      await seatInvariant(lessonId, TUESDAYS);

      const retried = await guestJoin(groupId, email);
      if (n === 1 && command === 'TransactWriteItemsCommand' && when === 'before') {
        // Nothing was written: the retry is a first join.
        expect(retried.status, JSON.stringify(retried.body)).toBe(201);
      } else {
        // The spec's answer to a guest joining again is kept; the missing work is done all the same.
        expect(retried).toMatchObject({ status: 409, body: { message: errorText('group.alreadyMember') } });
      }
      expect(await bookedDatesOf(lessonId, groupId, email)).toEqual([...TUESDAYS]);
      expect((await seatInvariant(lessonId, TUESDAYS)).map((each) => each.active)).toEqual(
        TUESDAYS.map(() => 1),
      );

      await deliverPendingMail(NOW);
      await deliverPendingMail(AFTER_HOLD);
      const mails = await joinMailsTo(email);
      expect(mails).toHaveLength(1);
      const links = mails[0]!;
      expect(new Set(links).size).toBe(TUESDAYS.length);
      expect((await cancelByLink(links[0]!)).status).toBeLessThan(300);
      expect(await bookedDatesOf(lessonId, groupId, email)).toEqual(TUESDAYS.slice(1));
      await seatInvariant(lessonId, TUESDAYS);
      // Joining once more books nothing again (the class cancelled stays cancelled) and mails nothing.
      expect((await guestJoin(groupId, email)).status).toBe(409);
      await deliverPendingMail(AFTER_HOLD);
      expect(await bookedDatesOf(lessonId, groupId, email)).toEqual(TUESDAYS.slice(1));
      expect(await joinMailsTo(email)).toHaveLength(1);
    },
  );

  it('signed in: the member joining again is answered 200 as before, and their classes are all booked', async () => {
    const { groupId, lessonId } = await makeGroup();
    const self = { groupId, userId: world.dancer.id, name: world.dancer.name, email: world.dancer.email };
    failNthCall('TransactWriteItemsCommand', 3);
    expect(await failedByFault(groups.join({ ...self, joinStarting: TODAY }, world.dancer))).toBe(true);
    expect(await bookedDatesOf(lessonId, groupId, world.dancer.email)).toEqual(TUESDAYS.slice(0, 1));

    const retried = await groups.join({ ...self, joinStarting: TODAY }, world.dancer);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await bookedDatesOf(lessonId, groupId, world.dancer.email)).toEqual([...TUESDAYS]);
    await seatInvariant(lessonId, TUESDAYS);
  });

  it('retried after the held e-mail went out: the rest is booked and a follow-up e-mail lists every class', async () => {
    const { groupId, lessonId } = await makeGroup();
    const email = guestEmail();
    failNthCall('TransactWriteItemsCommand', 3);
    expect(await failedByFault(guestJoin(groupId, email))).toBe(true);
    await deliverPendingMail(AFTER_HOLD);
    expect((await joinMailsTo(email)).map((links) => links.length)).toEqual([1]);

    expect((await guestJoin(groupId, email)).status).toBe(409);
    await deliverPendingMail(AFTER_HOLD);
    expect((await joinMailsTo(email)).map((links) => links.length)).toEqual([1, TUESDAYS.length]);
    expect(await bookedDatesOf(lessonId, groupId, email)).toEqual([...TUESDAYS]);
    await seatInvariant(lessonId, TUESDAYS);
  });

  it('never retried: the monthly job books the member into the next month all the same', async () => {
    const { groupId, lessonId } = await makeGroup();
    const email = guestEmail();
    failNthCall('TransactWriteItemsCommand', 3);
    expect(await failedByFault(guestJoin(groupId, email))).toBe(true);
    const february = ['2030-02-05', '2030-02-12', '2030-02-19', '2030-02-26'];
    await bookGroupsForNextMonth(new Date('2030-01-25T12:00:00Z'));
    expect((await bookedDatesOf(lessonId, groupId, email)).filter((date) => date >= '2030-02-01')).toEqual(
      february,
    );
    await seatInvariant(lessonId, february);
  });
});

describe('an expiration change cut short is finished by the same change again', () => {
  const change = (groupId: string, id: string, expirationDate: string) =>
    groups.updateMember(groupId, { id, expirationDate }, world.owner);
  const steps = beforeAndAfter([
    { command: 'UpdateItemCommand', n: 2, step: 'the date' },
    { command: 'TransactWriteItemsCommand', n: 1, step: 'the first class' },
    { command: 'TransactWriteItemsCommand', n: 3, step: 'the third class' },
    { command: 'TransactWriteItemsCommand', n: 5, step: 'the last class' },
    { command: 'UpdateItemCommand', n: 3, step: 'the reconciled mark' },
  ]);

  it.each(steps)(
    'moved earlier, cut at $step, $when the write: no class after the date stays booked',
    async ({ command, n, when }) => {
      const { groupId, lessonId } = await makeGroup();
      const member = await joinedGuest(groupId);
      const fault = failNthCall(command, n, { when });
      expect(await failedByFault(change(groupId, member.id, '2029-12-31'))).toBe(true);
      expect(fault.fired).toBe(true);
      fault.remove();
      await seatInvariant(lessonId, TUESDAYS);

      expect(await change(groupId, member.id, '2029-12-31')).toMatchObject({
        status: 200,
        body: { expirationDate: '2029-12-31' },
      });
      expect(await bookedDatesOf(lessonId, groupId, member.email)).toEqual(
        TUESDAYS.filter((date) => date <= '2029-12-31'),
      );
      await seatInvariant(lessonId, TUESDAYS);
      expect((await getMember(groupId, member.id))?.expirationMovedFrom).toBeUndefined();
    },
  );

  it.each(steps)(
    'moved later, cut at $step, $when the write: every class up to the horizon is booked again',
    async ({ command, n, when }) => {
      const { groupId, lessonId } = await makeGroup();
      const member = await joinedGuest(groupId);
      expect((await change(groupId, member.id, '2029-12-31')).status).toBe(200);
      const fault = failNthCall(command, n, { when });
      expect(await failedByFault(change(groupId, member.id, '2100-01-01'))).toBe(true);
      expect(fault.fired).toBe(true);
      fault.remove();
      await seatInvariant(lessonId, TUESDAYS);

      expect((await change(groupId, member.id, '2100-01-01')).status).toBe(200);
      expect(await bookedDatesOf(lessonId, groupId, member.email)).toEqual([...TUESDAYS]);
      await seatInvariant(lessonId, TUESDAYS);
      expect((await getMember(groupId, member.id))?.expirationMovedFrom).toBeUndefined();
    },
  );

  it('moved earlier and, before the retry, later again: what the first change left is reconciled too', async () => {
    const { groupId, lessonId } = await makeGroup();
    const member = await joinedGuest(groupId);
    failNthCall('TransactWriteItemsCommand', 1);
    expect(await failedByFault(change(groupId, member.id, '2029-12-18'))).toBe(true);
    expect((await change(groupId, member.id, '2030-01-08')).status).toBe(200);
    expect(await bookedDatesOf(lessonId, groupId, member.email)).toEqual(
      TUESDAYS.filter((date) => date <= '2030-01-08'),
    );
    await seatInvariant(lessonId, TUESDAYS);
  });

  it('moved earlier, cut half-way, then later before the retry: the classes it cancelled are booked again', async () => {
    const { groupId, lessonId } = await makeGroup();
    const member = await joinedGuest(groupId);
    failNthCall('TransactWriteItemsCommand', 3);
    expect(await failedByFault(change(groupId, member.id, '2029-12-18'))).toBe(true);
    expect(await bookedDatesOf(lessonId, groupId, member.email)).not.toEqual([...TUESDAYS]);
    expect((await change(groupId, member.id, '2100-01-01')).status).toBe(200);
    expect(await bookedDatesOf(lessonId, groupId, member.email)).toEqual([...TUESDAYS]);
    await seatInvariant(lessonId, TUESDAYS);
  });
});

describe('a group delete cut short is finished by the delete again, or by the monthly job', () => {
  /** A group of two guest members (16 classes booked). */
  const groupOfTwo = async () => {
    const made = await makeGroup();
    const members = [await joinedGuest(made.groupId), await joinedGuest(made.groupId)];
    return { ...made, members };
  };

  /** Nothing of the group is left: no item, no member, no active booking, its lesson free. */
  const expectGone = async (groupId: string, lessonId: string) => {
    expect(await getGroupById(groupId, { consistent: true, includeDeleting: true })).toBeUndefined();
    expect(await listMembersOfGroup(groupId)).toEqual([]);
    expect((await seatInvariant(lessonId, TUESDAYS)).map((each) => each.active)).toEqual(
      TUESDAYS.map(() => 0),
    );
    expect((await getLessonById(lessonId, { consistent: true }))?.groupId).toBeUndefined();
    expect((await groups.get(groupId, world.owner)).status).toBe(404);
    expect((await groups.delete(groupId, world.owner)).status).toBe(404);
  };

  it.each(
    beforeAndAfter([
      { command: 'TransactWriteItemsCommand', n: 1, step: 'the tombstone' },
      { command: 'TransactWriteItemsCommand', n: 2, step: 'the first cancellation' },
      { command: 'TransactWriteItemsCommand', n: 9, step: 'the eighth cancellation' },
      { command: 'TransactWriteItemsCommand', n: 17, step: 'the last cancellation' },
      { command: 'BatchWriteItemCommand', n: 1, step: 'the members' },
      { command: 'DeleteItemCommand', n: 1, step: 'the tombstone’s removal' },
    ]),
  )(
    'cut at $step, $when the write: the group is gone meanwhile, and the retry finishes it',
    async ({ command, n, when }) => {
      const { groupId, lessonId, members } = await groupOfTwo();
      const fault = failNthCall(command, n, { when });
      expect(await failedByFault(groups.delete(groupId, world.owner))).toBe(true);
      expect(fault.fired).toBe(true);
      fault.remove();
      await seatInvariant(lessonId, TUESDAYS);

      const started = !(n === 1 && command === 'TransactWriteItemsCommand' && when === 'before');
      if (started) {
        // Deleted as far as anyone sees: not shown, not listed, not joinable.
        expect((await groups.get(groupId, world.owner)).status).toBe(404);
        const listed = (await groups.ofStudio(world.studio.id, world.owner)).body as { id: string }[];
        expect(listed.map((group) => group.id)).not.toContain(groupId);
        expect(await guestJoin(groupId, guestEmail())).toMatchObject({
          status: 404,
          body: { message: errorText('group.notFound') },
        });
        expect((await groups.join({ groupId, ...joinerOf(members[0]!) })).status).toBe(404);
      }

      const finished = command === 'DeleteItemCommand' && when === 'after';
      // Cut after its very last write, the deletion was whole: nothing is left to find (404, as for any group gone).
      expect(await groups.delete(groupId, world.studioAdmin)).toMatchObject(
        finished ? { status: 404 } : { status: 200, body: { success: true } },
      );
      await expectGone(groupId, lessonId);
    },
  );

  const joinerOf = (member: { email: string }) => ({
    name: 'Marta Tancerz',
    email: member.email,
    joinStarting: TODAY,
    legalAccepted: true,
  });

  it('left half-way and never retried: the monthly job finishes the deletion', async () => {
    const { groupId, lessonId } = await groupOfTwo();
    failNthCall('TransactWriteItemsCommand', 5, { when: 'after' });
    expect(await failedByFault(groups.delete(groupId, world.owner))).toBe(true);
    const summary = await bookGroupsForNextMonth(new Date('2029-12-25T12:00:00Z'));
    expect(summary.deletionsFinished).toBeGreaterThanOrEqual(1);
    expect(summary.failed.filter((failure) => failure.groupId === groupId)).toEqual([]);
    await expectGone(groupId, lessonId);
  });

  it('a member’s leave link of a group being deleted cancels their classes; once it is gone, already done', async () => {
    const { groupId, lessonId, members } = await groupOfTwo();
    const [leaver, other] = members as [{ id: string; email: string }, { id: string; email: string }];
    const token = new URL(await leaveLinkOf({ groupId, id: leaver.id }, NOW)).searchParams.get('token')!;
    failNthCall('TransactWriteItemsCommand', 2);
    expect(await failedByFault(groups.delete(groupId, world.owner))).toBe(true);

    expect(await groups.leaveByToken(token)).toMatchObject({ status: 200, body: { success: true } });
    expect(await bookedDatesOf(lessonId, groupId, leaver.email)).toEqual([]);
    expect(await bookedDatesOf(lessonId, groupId, other.email)).toEqual([...TUESDAYS]);
    await seatInvariant(lessonId, TUESDAYS);

    expect((await groups.delete(groupId, world.owner)).status).toBe(200);
    await expectGone(groupId, lessonId);
    expect(await groups.leaveByToken(token)).toMatchObject({
      status: 200,
      body: { success: true, alreadyDone: true },
    });
  });

  it('a group deleted whole leaves the classes its lesson has outside the group as they are', async () => {
    const { groupId, lessonId } = await groupOfTwo();
    const byHand = await api({
      method: 'POST',
      path: '/api/attendance',
      body: { lessonId, date: TUESDAYS[2], name: 'By Hand', email: guestEmail(), legalAccepted: true },
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(201);
    failNthCall('BatchWriteItemCommand', 1);
    expect(await failedByFault(groups.delete(groupId, world.owner))).toBe(true);
    expect((await groups.delete(groupId, world.owner)).status).toBe(200);
    expect((await occupancyOfClasses(lessonId, [TUESDAYS[2]!]))[0]).toMatchObject({ seats: 1, active: 1 });
  });
});
