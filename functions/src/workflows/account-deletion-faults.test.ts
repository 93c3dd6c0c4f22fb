/**
 * DELETE /api/user/{id} cut short at every write in turn (issue #16, item 4): the same request
 * again finishes the work, whichever write the Lambda died before or after — the anonymising of the
 * person's attendances and memberships included (issue #17, item 12).
 */
import { addDays } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts';
import { createTestApi, PNG_BYTES } from '../../test/api';
import { failNthWrite, InjectedFault } from '../../test/db-faults';
import {
  createGroupWorld,
  createTestLesson,
  GROUP_TEST_NOW,
  GROUP_TEST_TODAY,
  GROUP_TEST_TUESDAYS,
  type GroupWorld,
  groupCalls,
} from '../../test/groups';
import { createTestStudio, verifyTestStudio } from '../../test/studios';
import { dynamoClient } from '../db/client';
import { getUserById } from '../domains/accounts/user-repository';
import {
  listAllAttendancesOfUserFrom,
  listAttendancesOfLesson,
} from '../domains/attendance/attendance-repository';
import { membershipsOfUser } from '../domains/groups/group-member-repository';
import { getLessonById } from '../domains/lessons/lesson-repository';
import { getStudioById } from '../domains/studios/studio-repository';
import { resetClock, setClock } from '../services/clock';

const api = createTestApi();
const groups = groupCalls(api);
const TUESDAYS = GROUP_TEST_TUESDAYS;
const KRAKOW = { fullAddress: 'ul. Długa 3', city: 'Kraków', country: 'PL' };

let world: GroupWorld;
let counter = 0;

beforeAll(async () => {
  world = await createGroupWorld(api);
  setClock(() => GROUP_TEST_NOW);
}, 60_000);
afterAll(() => resetClock());

const post = (path: string, body: unknown, caller: TestAccount) =>
  api({ method: 'POST', path, body, headers: caller.headers });
const created = <T>(response: { status: number; body: T }) => {
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
};

/** Seats counted and active attendances of the lesson's classes from today on. */
const occupancyOf = async (lessonId: string) => {
  const lesson = await getLessonById(lessonId);
  const seats = TUESDAYS.reduce((sum, date) => sum + (lesson?.seats?.[date] ?? 0), 0);
  const active = (
    await listAttendancesOfLesson(lessonId, GROUP_TEST_TODAY, addDays(TUESDAYS.at(-1)!, 1))
  ).filter((attendance) => !attendance.isDeleted).length;
  return { seats, active };
};

/**
 * A teacher with a photo who owns a verified studio alone (a logo, a room, a lesson they teach there), has
 * a lesson of their own in a park, is a member of a group of the world's studio (booked into its
 * Tuesdays) and signed up for another lesson of it.
 */
const leaverWithEverything = async () => {
  counter += 1;
  const leaver = await createAccount(api, { isTeacher: true, name: `Leaving Teacher ${counter}` });
  const upload = async (path: string) =>
    created(
      await api({
        method: 'POST',
        path,
        headers: leaver.headers,
        files: [{ field: 'avatar', name: 'me.png', type: 'image/png', bytes: PNG_BYTES }],
      }),
    ).avatarUrl as string;
  const photo = await upload('/api/user/avatar');
  const studio = await createTestStudio(api, leaver);
  await verifyTestStudio(api, world.admin, studio.id);
  const logo = await upload(`/api/studio/avatar/${studio.id}`);
  const room = created(
    await post('/api/room', { studioId: studio.id, name: 'Sala', address: KRAKOW }, leaver),
  );
  const lessonForm = {
    styleId: 'salsa',
    weekday: 3,
    startMinute: 0,
    endMinute: 45,
    lessonTimezone: 'Europe/Warsaw',
  };
  const studioLesson = created(
    await post(
      '/api/lesson',
      { ...lessonForm, startHour: 18, endHour: 18, roomId: room.id, teacherId: leaver.id },
      leaver,
    ),
  );
  const parkLesson = created(
    await post(
      '/api/lesson',
      {
        ...lessonForm,
        startHour: 7,
        endHour: 7,
        teacherId: leaver.id,
        customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'PL' },
      },
      leaver,
    ),
  );
  const groupLesson = await createTestLesson(api, world, 1);
  const group = created(await groups.create({ lessonIds: [groupLesson.id] }, world.owner));
  const joined = created(
    await groups.join(
      {
        groupId: group.id,
        userId: leaver.id,
        name: leaver.name,
        email: leaver.email,
        joinStarting: GROUP_TEST_TODAY,
      },
      leaver,
    ),
  );
  const otherLesson = await createTestLesson(api, world, 1);
  created(
    await post(
      '/api/attendance',
      {
        lessonId: otherLesson.id,
        date: TUESDAYS[0],
        userId: leaver.id,
        name: leaver.name,
        email: leaver.email,
      },
      leaver,
    ),
  );
  expect(await occupancyOf(groupLesson.id)).toEqual({ seats: TUESDAYS.length, active: TUESDAYS.length });
  expect(await occupancyOf(otherLesson.id)).toEqual({ seats: 1, active: 1 });
  return {
    leaver,
    photo,
    logo,
    studioId: studio.id,
    studioLessonId: studioLesson.id as string,
    parkLessonId: parkLesson.id as string,
    groupId: group.id as string,
    memberId: joined.id as string,
    groupLessonId: groupLesson.id,
    otherLessonId: otherLesson.id,
  };
};

/** Everything the account held is released, and the profile is gone. */
const expectAllReleased = async (leaving: Awaited<ReturnType<typeof leaverWithEverything>>) => {
  expect(await getStudioById(leaving.studioId)).toMatchObject({ isDeleted: true });
  expect((await getLessonById(leaving.studioLessonId))?.isPublic).toBe(false);
  expect(await getLessonById(leaving.parkLessonId)).toBeUndefined();
  const members = (await groups.members(leaving.groupId, world.owner)).body as {
    id: string;
    isDeleted: boolean;
  }[];
  expect(members.find((member) => member.id === leaving.memberId)).toMatchObject({
    isDeleted: true,
    accountDeleted: true,
    email: '',
  });
  // Anonymised: the classes' records keep no trace of the person, and nothing is found by them.
  const classes = [
    ...(await listAttendancesOfLesson(leaving.groupLessonId, '0000-00-00', '9999-12-31')),
    ...(await listAttendancesOfLesson(leaving.otherLessonId, '0000-00-00', '9999-12-31')),
  ];
  expect(classes).toHaveLength(TUESDAYS.length + 1);
  expect(JSON.stringify(classes)).not.toContain(leaving.leaver.email);
  expect(await listAllAttendancesOfUserFrom(leaving.leaver.id, '0000-00-00')).toEqual([]);
  expect(await membershipsOfUser(leaving.leaver.id)).toEqual([]);
  expect(await occupancyOf(leaving.groupLessonId)).toEqual({ seats: 0, active: 0 });
  expect(await occupancyOf(leaving.otherLessonId)).toEqual({ seats: 0, active: 0 });
  expect((await fetch(leaving.photo)).status).toBe(404);
  expect((await fetch(leaving.logo)).status).toBe(404);
  expect((await getStudioById(leaving.studioId))?.photo).toBeUndefined();
  expect(await getUserById(leaving.leaver.id)).toBeUndefined();
};

const deleteAccount = (leaver: TestAccount) =>
  api({ method: 'DELETE', path: `/api/user/${leaver.id}`, headers: leaver.headers }).catch(
    (error: unknown) => {
      if (error instanceof InjectedFault) return { status: 500, body: String(error) };
      throw error;
    },
  );

/**
 * The writes of one deletion, each named by its command and the kind of the first item it writes
 * (`TransactWriteItemsCommand ATTENDANCE`), recorded on the client without failing any.
 */
const writesOfOneDeletion = async (leaver: TestAccount): Promise<string[]> => {
  const writes: string[] = [];
  const name = 'test-record-writes';
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (/^(TransactWrite|Update|Put|Delete|BatchWrite)/.test(context.commandName ?? '')) {
        const kind = /"PK":(?:\{"S":)?"([A-Za-z_]+)/.exec(JSON.stringify(args.input))?.[1] ?? '';
        writes.push(`${context.commandName} ${kind}`);
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    expect((await deleteAccount(leaver)).status).toBe(200);
  } finally {
    dynamoClient.middlewareStack.remove(name);
  }
  return writes;
};

describe('DELETE /api/user/{id} cut short at every step in turn', () => {
  it('dying right after any step’s first or last write, the same request again finishes the work', async () => {
    const whole = await leaverWithEverything();
    const writes = await writesOfOneDeletion(whole.leaver);
    await expectAllReleased(whole);
    // The flood counter, a studio's lesson, facets and mark, a park lesson, a membership, nine
    // attendances, the login addresses and the profile at least.
    expect(writes.length, writes.join('\n')).toBeGreaterThan(15);
    // A run of like writes (nine attendances cancelled one by one) is cut at its first and last.
    const deaths = writes.flatMap((write, index) =>
      index > 0 && (write !== writes[index - 1] || write !== writes[index + 1]) ? [index + 1] : [],
    );
    for (const write of deaths) {
      const leaving = await leaverWithEverything();
      const fault = failNthWrite(write, { when: 'after' });
      const cutShort = await deleteAccount(leaving.leaver);
      fault.remove();
      expect(fault.fired, `write ${write}`).toBe(true);
      expect(cutShort.status, `write ${write}: ${JSON.stringify(cutShort.body)}`).toBeGreaterThanOrEqual(500);
      const retried = await deleteAccount(leaving.leaver);
      // After the profile's own delete, its token no longer works: nothing is left to do then.
      expect([200, 401], `write ${write}: ${JSON.stringify(retried.body)}`).toContain(retried.status);
      await expectAllReleased(leaving);
    }
  }, 240_000);
});
