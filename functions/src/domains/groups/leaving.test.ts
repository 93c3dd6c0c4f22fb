import { addDays, errorText } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { failedByFault, failNthCall } from '../../../test/db-faults';
import {
  createGroupWorld,
  createTestLesson,
  GROUP_TEST_NOW,
  GROUP_TEST_TODAY,
  GROUP_TEST_TUESDAYS,
  type GroupWorld,
  groupCalls,
} from '../../../test/groups';
import { resetClock, setClock } from '../../services/clock';
import { listAttendancesOfLesson } from '../attendance/attendance-repository';
import { getLessonById } from '../lessons/lesson-repository';
import { leaveLinkOf } from './membership';

const api = createTestApi();
const groups = groupCalls(api);
let world: GroupWorld;
let leaver: TestAccount;

const NOW = GROUP_TEST_NOW;
const TODAY = GROUP_TEST_TODAY;
const TUESDAYS = GROUP_TEST_TUESDAYS;

let emailCounter = 0;
const guestEmail = () => {
  emailCounter += 1;
  return `leaving${emailCounter}.${Date.now().toString(36)}@plie.test`;
};

beforeAll(async () => {
  world = await createGroupWorld(api);
  leaver = await createAccount(api, { name: 'Interrupted Leaver' });
  setClock(() => NOW);
}, 60_000);
afterAll(() => resetClock());

/** A new group of one Tuesday lesson (in the big room: every class has its seat counter). */
const makeGroup = async () => {
  const lesson = await createTestLesson(api, world, 1);
  const created = await groups.create({ lessonIds: [lesson.id] }, world.owner);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { groupId: created.body.id as string, lessonId: lesson.id };
};

const joinAsGuest = async (groupId: string) => {
  const joined = await groups.join({
    groupId,
    name: 'Marta Tancerz',
    email: guestEmail(),
    joinStarting: TODAY,
    legalAccepted: true,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  expect(joined.body.booking.booked).toHaveLength(TUESDAYS.length);
  return joined.body as { id: string };
};

/** Seats taken and active attendances of the lesson's classes from today on: they must always agree. */
const occupancyOf = async (lessonId: string) => {
  const lesson = await getLessonById(lessonId);
  const seats = TUESDAYS.reduce((sum, date) => sum + (lesson?.seats?.[date] ?? 0), 0);
  const active = (await listAttendancesOfLesson(lessonId, TODAY, addDays(TUESDAYS.at(-1)!, 1))).filter(
    (attendance) => !attendance.isDeleted,
  ).length;
  return { seats, active };
};

const memberOf = async (groupId: string, memberId: string) =>
  ((await groups.members(groupId, world.owner)).body as { id: string; isDeleted: boolean }[]).find(
    (member) => member.id === memberId,
  );

/** Fails the leave after it ended the membership: its first cancellation (the second transaction). */
const dieBetweenEndingAndCancelling = () => failNthCall('TransactWriteItemsCommand', 2);

describe('leaving resumes after a failure between ending the membership and the cancellations', () => {
  it('by the link: the same link again cancels the remaining classes and answers success, then “already done”', async () => {
    const { groupId, lessonId } = await makeGroup();
    const member = await joinAsGuest(groupId);
    const token = new URL(await leaveLinkOf({ groupId, id: member.id }, NOW)).searchParams.get('token')!;
    expect(await occupancyOf(lessonId)).toEqual({ seats: TUESDAYS.length, active: TUESDAYS.length });

    const fault = dieBetweenEndingAndCancelling();
    expect(await failedByFault(groups.leaveByToken(token))).toBe(true);
    expect(fault.fired).toBe(true);
    // The membership ended (and the link was spent with it), the classes still hold their seats.
    expect(await memberOf(groupId, member.id)).toMatchObject({ isDeleted: true });
    expect(await occupancyOf(lessonId)).toEqual({ seats: TUESDAYS.length, active: TUESDAYS.length });

    const retried = await groups.leaveByToken(token);
    expect(retried).toMatchObject({ status: 200, body: { success: true } });
    expect(retried.body).not.toHaveProperty('alreadyDone');
    expect(await occupancyOf(lessonId)).toEqual({ seats: 0, active: 0 });

    expect(await groups.leaveByToken(token)).toMatchObject({
      status: 200,
      body: { success: true, alreadyDone: true },
    });
    expect(await occupancyOf(lessonId)).toEqual({ seats: 0, active: 0 });
  });

  it('by the link: a failed first transaction leaves the link working and the membership as it was', async () => {
    const { groupId, lessonId } = await makeGroup();
    const member = await joinAsGuest(groupId);
    const token = new URL(await leaveLinkOf({ groupId, id: member.id }, NOW)).searchParams.get('token')!;
    failNthCall('TransactWriteItemsCommand', 1);
    expect(await failedByFault(groups.leaveByToken(token))).toBe(true);
    expect(await memberOf(groupId, member.id)).toMatchObject({ isDeleted: false });
    expect(await occupancyOf(lessonId)).toEqual({ seats: TUESDAYS.length, active: TUESDAYS.length });

    expect(await groups.leaveByToken(token)).toMatchObject({ status: 200, body: { success: true } });
    expect(await memberOf(groupId, member.id)).toMatchObject({ isDeleted: true });
    expect(await occupancyOf(lessonId)).toEqual({ seats: 0, active: 0 });
  });

  it('signed in: leaving again finishes the cancellations; once nothing is left it is “not a member”', async () => {
    const { groupId, lessonId } = await makeGroup();
    const joined = await groups.join(
      { groupId, userId: leaver.id, name: leaver.name, email: leaver.email, joinStarting: TODAY },
      leaver,
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);

    dieBetweenEndingAndCancelling();
    expect(await failedByFault(groups.leave(groupId, leaver))).toBe(true);
    expect(await occupancyOf(lessonId)).toEqual({ seats: TUESDAYS.length, active: TUESDAYS.length });

    expect(await groups.leave(groupId, leaver)).toMatchObject({ status: 200, body: { success: true } });
    expect(await occupancyOf(lessonId)).toEqual({ seats: 0, active: 0 });
    expect(await groups.leave(groupId, leaver)).toMatchObject({
      status: 404,
      body: { message: errorText('group.notAMember') },
    });
  });

  it('removed by the teacher: removing again finishes the cancellations; once nothing is left it is a 409', async () => {
    const { groupId, lessonId } = await makeGroup();
    const member = await joinAsGuest(groupId);

    dieBetweenEndingAndCancelling();
    expect(await failedByFault(groups.removeMember(groupId, member.id, world.teacher))).toBe(true);
    expect(await occupancyOf(lessonId)).toEqual({ seats: TUESDAYS.length, active: TUESDAYS.length });

    expect(await groups.removeMember(groupId, member.id, world.teacher)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await occupancyOf(lessonId)).toEqual({ seats: 0, active: 0 });
    expect(await groups.removeMember(groupId, member.id, world.owner)).toMatchObject({
      status: 409,
      body: { message: errorText('group.alreadyLeft') },
    });
  });
});
