import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../test/accounts';
import { createTestApi } from '../../test/api';
import { createTestStudio, verifyTestStudio } from '../../test/studios';
import { db, tableName } from '../db/client';
import { groupKey, knownLoginAddressesPartition, occurrenceEmailGuardKey } from '../db/keys';
import { queryAll } from '../db/paging';
import {
  listAllAttendancesOfGuestFrom,
  listAllAttendancesOfUserFrom,
  listAttendancesOfLesson,
} from '../domains/attendance/attendance-repository';
import { membershipsOfGuest, membershipsOfUser } from '../domains/groups/group-member-repository';
import { getLessonById } from '../domains/lessons/lesson-repository';
import { getRoomById } from '../domains/rooms/room-repository';
import { getStudioById } from '../domains/studios/studio-repository';
import { STYLE_CATALOGUE } from '../domains/styles/catalogue';
import { putStyles } from '../domains/styles/style-repository';
import { resetClock, setClock } from '../services/clock';
import { newOutboxMessage } from '../services/outbox';
import { composeOutboxMail } from './outbox/outbox-mails';

const api = createTestApi();
const city = `Krakow${Date.now().toString(36)}`;
const address = { fullAddress: 'ul. Floriańska 15', city, country: 'PL' };

let admin: TestAccount;
let counter = 0;

const post = (path: string, body: unknown, caller?: TestAccount) =>
  api({ method: 'POST', path, body, headers: caller ? caller.headers : {} });
const deleteAccount = (account: TestAccount) =>
  api({ method: 'DELETE', path: `/api/user/${account.id}`, headers: account.headers });
const getLesson = (id: string, caller?: TestAccount) =>
  api({ path: `/api/lesson/${id}`, headers: caller ? caller.headers : {} });
const searchNames = async (body: Record<string, unknown>, caller?: TestAccount) => {
  const response = await post('/api/lesson/search', body, caller);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.items as { name: string }[]).map((item) => item.name);
};

/** A weekly salsa lesson form; each call gets its own hour. */
const lessonForm = (name: string, place: Record<string, unknown>) => {
  counter += 1;
  return {
    name,
    styleId: 'salsa',
    weekday: 2,
    startHour: 8 + counter,
    startMinute: 0,
    endHour: 9 + counter,
    endMinute: 0,
    lessonTimezone: 'Europe/Warsaw',
    ...place,
  };
};
const createLesson = async (form: Record<string, unknown>, caller: TestAccount) => {
  const response = await post('/api/lesson', form, caller);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
};

/** A studio of `owner`, verified, with one room and `teacher` on its team. */
const studioWithTeacher = async (owner: TestAccount, teacher?: TestAccount) => {
  const studio = await createTestStudio(api, owner);
  await verifyTestStudio(api, admin, studio.id);
  const room = (await post('/api/room', { studioId: studio.id, name: 'Sala', address }, owner)).body as {
    id: string;
  };
  if (teacher) {
    await post(`/api/studio/${studio.id}/invite-teacher`, { userId: teacher.id }, owner);
    await post('/api/studio/invite/accept', { studioId: studio.id, userId: teacher.id }, teacher);
  }
  return { studio, room };
};

beforeAll(async () => {
  await putStyles(STYLE_CATALOGUE);
  admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
}, 60_000);

describe('DELETE /api/user/{id} of a teacher with lessons', () => {
  let owner: TestAccount;
  let teacher: TestAccount;
  let studio: { id: string };
  let room: { id: string };
  let parkLesson: { id: string };
  let studioLesson: { id: string };

  beforeAll(async () => {
    owner = await createAccount(api, { isTeacher: true, name: 'Studio Owner' });
    teacher = await createAccount(api, { isTeacher: true, name: 'Tomasz Leaving' });
    ({ studio, room } = await studioWithTeacher(owner, teacher));
    parkLesson = await createLesson(
      lessonForm('Park salsa', {
        teacherId: teacher.id,
        customAddress: { fullAddress: 'Park Jordana', city, country: 'Poland' },
      }),
      teacher,
    );
    studioLesson = await createLesson(
      lessonForm('Studio salsa', { roomId: room.id, teacherId: teacher.id }),
      owner,
    );
    // Both are public before: found by the teacher and in the city.
    expect(await searchNames({ teachers: [teacher.id] })).toEqual(['Park salsa', 'Studio salsa']);
    expect((await deleteAccount(teacher)).status).toBe(200);
  }, 60_000);

  it('deletes the teacher’s own lesson (custom address)', async () => {
    expect((await getLesson(parkLesson.id)).status).toBe(404);
    expect((await getLesson(parkLesson.id, admin)).status).toBe(404);
    expect(await searchNames({ country: 'PL', city, teachersOnly: true })).toEqual([]);
  });

  it('keeps the studio’s lesson on its schedule, taught by the teacher’s name', async () => {
    const lesson = await getLesson(studioLesson.id);
    expect(lesson.status).toBe(200);
    expect(lesson.body).toMatchObject({ name: 'Studio salsa', customTeacherName: 'Tomasz Leaving' });
    expect(lesson.body).not.toHaveProperty('teacherId');
    expect(lesson.body).not.toHaveProperty('teacher');
    expect(await searchNames({ studioIds: [studio.id] })).toEqual(['Studio salsa']);
    expect(await searchNames({ country: 'PL', city, customTeacherNames: ['Tomasz Leaving'] })).toEqual([
      'Studio salsa',
    ]);
    expect(await searchNames({ country: 'PL', city, search: 'tomasz' })).toEqual(['Studio salsa']);
    // Still counted in its room; the studio keeps its style.
    expect(
      (await api({ method: 'DELETE', path: `/api/room/${room.id}`, headers: owner.headers })).status,
    ).toBe(409);
    expect((await getStudioById(studio.id))?.styleIds).toEqual(['salsa']);
    expect(await getRoomById(room.id)).toBeDefined();
  });

  it('takes the lessons out of the teacher’s partition: a search by the deleted teacher finds nothing', async () => {
    expect(await searchNames({ teachers: [teacher.id] })).toEqual([]);
    // A platform admin's search reads every lesson of the partition, public or not.
    expect(await searchNames({ teachers: [teacher.id] }, admin)).toEqual([]);
  });

  it('lets the studio’s admins give the lesson a registered teacher again', async () => {
    const form = lessonForm('Studio salsa', { roomId: room.id, teacherId: owner.id });
    const response = await api({
      method: 'PATCH',
      path: `/api/lesson/${studioLesson.id}`,
      body: { ...form, startHour: 9, endHour: 10 },
      headers: owner.headers,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ teacherId: owner.id, teacher: { name: 'Studio Owner' } });
    expect(response.body).not.toHaveProperty('customTeacherName');
    expect(await searchNames({ teachers: [owner.id] })).toEqual(['Studio salsa']);
  });
});

describe('DELETE /api/user/{id} of an owner alone in their studio', () => {
  it('takes the deleted studio’s lessons out of search, keeping them for the platform admin', async () => {
    const owner = await createAccount(api, { isTeacher: true, name: 'Solo Owner' });
    const { studio, room } = await studioWithTeacher(owner);
    const lesson = await createLesson(
      lessonForm('Solo salsa', { roomId: room.id, teacherId: owner.id }),
      owner,
    );
    expect(await searchNames({ country: 'PL', city, search: 'solo' })).toEqual(['Solo salsa']);

    expect((await deleteAccount(owner)).status).toBe(200);
    expect((await getStudioById(studio.id))?.isDeleted).toBe(true);
    expect(await searchNames({ country: 'PL', city, search: 'solo' })).toEqual([]);
    expect((await getLesson(lesson.id)).status).toBe(404);
    const kept = await getLesson(lesson.id, admin);
    expect(kept.body).toMatchObject({ name: 'Solo salsa', customTeacherName: 'Solo Owner' });
    expect(kept.body).not.toHaveProperty('teacherId');
  });
});

describe('DELETE /api/user/{id} and the addresses the account signed in from', () => {
  it('forgets them with the account', async () => {
    const dancer = await createAccount(api, { name: 'Leaving Dancer' });
    const login = await api({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: dancer.email, password: dancer.password },
      sourceIp: '203.0.113.77',
    });
    expect(login.status).toBe(200);
    const remembered = async () =>
      (
        await queryAll({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': knownLoginAddressesPartition(dancer.email) },
        })
      ).length;
    expect(await remembered()).toBeGreaterThan(0);
    const deleted = await api({ method: 'DELETE', path: `/api/user/${dancer.id}`, headers: dancer.headers });
    expect(deleted.status).toBe(200);
    expect(await remembered()).toBe(0);
  });
});

describe('DELETE /api/user/{id} of a dancer with a history: anonymised, not erased', () => {
  // Monday 3 December 2029 the dancer books; Monday 10 December they delete their account.
  const BOOKED_AT = new Date('2029-12-03T09:00:00Z');
  const DELETED_AT = new Date('2029-12-10T09:00:00Z');
  const PAST = '2029-12-05';
  let owner: TestAccount;
  let dancer: TestAccount;
  let other: TestAccount;
  let lesson: { id: string };
  let groupLesson: { id: string };
  let group: { id: string };
  let member: { id: string };
  let future: { id: string };
  let guestBooking: { id: string };

  const signUp = async (
    account: TestAccount | undefined,
    who: TestAccount,
    lessonId: string,
    date: string,
  ) => {
    const response = await post(
      '/api/attendance',
      {
        lessonId,
        date,
        ...(account ? { userId: who.id } : { legalAccepted: true }),
        name: who.name,
        email: who.email,
      },
      account,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string };
  };
  const listOf = async (lessonId: string, date: string) => {
    const response = await api({
      path: `/api/attendance/lesson/${lessonId}`,
      query: { date },
      headers: owner.headers,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as Record<string, unknown>[]).filter((attendance) => attendance.date === date);
  };

  beforeAll(async () => {
    owner = await createAccount(api, { isTeacher: true, name: 'History Owner' });
    dancer = await createAccount(api, { name: 'Marta Leaving' });
    other = await createAccount(api, { name: 'Ivan Staying' });
    const { room } = await studioWithTeacher(owner);
    const wednesday = (name: string) =>
      createLesson({ ...lessonForm(name, { roomId: room.id, teacherId: owner.id }), weekday: 2 }, owner);
    lesson = await wednesday('History salsa');
    groupLesson = await wednesday('History group salsa');
    setClock(() => BOOKED_AT);
    await signUp(dancer, dancer, lesson.id, PAST);
    await signUp(other, other, lesson.id, PAST);
    const cancelled = await signUp(dancer, dancer, lesson.id, '2029-12-12');
    expect(
      (await api({ method: 'DELETE', path: `/api/attendance/${cancelled.id}`, headers: dancer.headers }))
        .status,
    ).toBe(200);
    future = await signUp(dancer, dancer, lesson.id, '2029-12-19');
    group = (await post('/api/lesson-group', { lessonIds: [groupLesson.id] }, owner)).body as { id: string };
    const joined = await post(
      '/api/lesson-group/user',
      {
        groupId: group.id,
        userId: dancer.id,
        name: dancer.name,
        email: dancer.email,
        joinStarting: '2029-12-03',
      },
      dancer,
    );
    expect(joined.status, JSON.stringify(joined.body)).toBeLessThan(300);
    member = joined.body as { id: string };
    setClock(() => DELETED_AT);
    const [kept] = (await listOf(lesson.id, PAST)).filter((attendance) => attendance.userId === dancer.id);
    const marked = await api({
      method: 'PATCH',
      path: `/api/attendance/${String(kept?.id)}`,
      body: { attended: true },
      headers: owner.headers,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    // Booked with the same address by someone not signed in: not the account's.
    guestBooking = await signUp(undefined, dancer, lesson.id, '2029-12-26');
    expect((await deleteAccount(dancer)).status).toBe(200);
  }, 60_000);
  afterAll(() => resetClock());

  it('keeps the past class in the studio’s list, counted and marked, as a deleted account', async () => {
    const list = await listOf(lesson.id, PAST);
    expect(list).toHaveLength(2);
    const anonymous = list.find((attendance) => attendance.accountDeleted === true);
    expect(anonymous).toMatchObject({ name: 'Deleted account', email: '', attended: true, isDeleted: false });
    expect(anonymous).not.toHaveProperty('userId');
    expect(anonymous).not.toHaveProperty('user');
    expect(list.find((attendance) => attendance !== anonymous)).toMatchObject({
      name: 'Ivan Staying',
      email: other.email,
    });
    expect((await getLessonById(lesson.id))?.seats?.[PAST]).toBe(2);
  });

  it('keeps cancelled classes with their cancellation time and the ended membership, all anonymous', async () => {
    const cancelled = await listOf(lesson.id, '2029-12-12');
    expect(cancelled).toEqual([
      expect.objectContaining({
        accountDeleted: true,
        isDeleted: true,
        cancelledAt: BOOKED_AT.toISOString(),
      }),
    ]);
    const members = await api({ path: `/api/lesson-group/${group.id}/user`, headers: owner.headers });
    expect(members.body).toEqual([
      expect.objectContaining({
        id: member.id,
        name: 'Deleted account',
        email: '',
        accountDeleted: true,
        isDeleted: true,
        cancelledAt: DELETED_AT.toISOString(),
      }),
    ]);
  });

  it('leaves no record of the account holding the e-mail, and nothing found by the person any more', async () => {
    const records = [
      ...(await listAttendancesOfLesson(lesson.id, '0000-00-00', '9999-12-31')).filter(
        (record) => record.id !== guestBooking.id,
      ),
      ...(await listAttendancesOfLesson(groupLesson.id, '0000-00-00', '9999-12-31')),
      ...(await queryAll({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': groupKey(group.id).PK },
      })),
    ];
    expect(records.length).toBeGreaterThan(5);
    const text = JSON.stringify(records);
    expect(text).not.toContain(dancer.email);
    expect(text).not.toContain(dancer.id);
    expect(text).not.toContain('Marta');
    const guard = await db.send(
      new GetCommand({ TableName: tableName, Key: occurrenceEmailGuardKey(lesson.id, PAST, dancer.email) }),
    );
    expect(guard.Item).toBeUndefined();
    expect(await listAllAttendancesOfUserFrom(dancer.id, '0000-00-00')).toEqual([]);
    expect(await membershipsOfUser(dancer.id)).toEqual([]);
    expect(await membershipsOfGuest(dancer.email)).toEqual([]);
    // Only the guest booking made with the address: not the account's, kept as it was.
    expect(
      (await listAllAttendancesOfGuestFrom(dancer.email, '0000-00-00')).map((record) => record.id),
    ).toEqual([guestBooking.id]);
  });

  it('sends the deleted person none of the mails still waiting for them', async () => {
    const pending = [
      newOutboxMessage(
        't1',
        { kind: 'attendanceConfirmation', params: { attendanceId: future.id } },
        DELETED_AT,
      ),
      newOutboxMessage(
        't2',
        { kind: 'groupJoined', params: { groupId: group.id, memberId: member.id } },
        DELETED_AT,
      ),
      newOutboxMessage('t3', { kind: 'inactivityWarning', params: { userId: dancer.id } }, DELETED_AT),
      newOutboxMessage('t4', { kind: 'confirmEmail', params: { userId: dancer.id } }, DELETED_AT),
    ];
    for (const message of pending)
      expect(
        await composeOutboxMail(message as Parameters<typeof composeOutboxMail>[0], DELETED_AT),
      ).toBeUndefined();
  });
});
