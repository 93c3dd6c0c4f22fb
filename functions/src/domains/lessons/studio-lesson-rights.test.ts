/**
 * Issue #13 A: rights to a studio's lesson come from the studio. Its teacher has teacher rights
 * (attendance list with names and e-mails, marking, cancelling, changing, deleting the lesson,
 * managing its group's members) only while they are on the studio's team, as the membership
 * record says at request time; removal keeps the lessons on the studio's schedule, taught by the
 * teacher's name (docs/decisions/0008-studio-lessons-and-invites-belong-to-the-studio.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import {
  as,
  createGroupWorld,
  createOwnLesson,
  createTestLesson,
  type GroupWorld,
  groupCalls,
  type TestLesson,
} from '../../../test/groups';
import { resetClock, setClock } from '../../services/clock';
import { deleteMember } from '../studios/member-repository';
import { getLessonById } from './lesson-repository';

const api = createTestApi();
const groups = groupCalls(api);

/** Monday 10 December 2029, 10:00 in Kraków. */
const NOW = new Date('2029-12-10T09:00:00Z');
const TODAY = '2029-12-10';

let world: GroupWorld;
let counter = 0;

const guestEmail = () => {
  counter += 1;
  return `rights${counter}.${Date.now().toString(36)}@plie.test`;
};

/** What a lesson's teacher may do, as calls (raw responses). */
const lessonCalls = {
  attendances: (lesson: TestLesson & { nextDate?: string }, caller?: TestAccount) =>
    api({
      path: `/api/attendance/lesson/${lesson.id}`,
      query: { date: TODAY },
      headers: as(caller),
    }),
  mark: (attendanceId: string, caller?: TestAccount) =>
    api({
      method: 'PATCH',
      path: `/api/attendance/${attendanceId}`,
      body: { attended: true },
      headers: as(caller),
    }),
  cancel: (attendanceId: string, caller?: TestAccount) =>
    api({ method: 'DELETE', path: `/api/attendance/${attendanceId}`, headers: as(caller) }),
  patch: (lessonId: string, body: Record<string, unknown>, caller?: TestAccount) =>
    api({ method: 'PATCH', path: `/api/lesson/${lessonId}`, body, headers: as(caller) }),
  delete: (lessonId: string, caller?: TestAccount) =>
    api({ method: 'DELETE', path: `/api/lesson/${lessonId}`, headers: as(caller) }),
};

/** The lesson's form as it is, with `overrides`. */
const formOf = (
  lesson: TestLesson,
  teacherId: string | undefined,
  overrides: Record<string, unknown> = {},
) => ({
  styleId: 'salsa',
  weekday: lesson.weekday,
  startHour: lesson.startHour,
  startMinute: lesson.startMinute,
  endHour: lesson.startHour,
  endMinute: lesson.startMinute + 14,
  lessonTimezone: 'Europe/Warsaw',
  roomId: world.bigRoom.id,
  studioId: world.studio.id,
  ...(teacherId ? { teacherId } : { customTeacherName: 'Someone' }),
  ...overrides,
});

/** Out of the studio: the teacher's own lesson at a custom address. */
const outOfStudio = {
  roomId: undefined,
  studioId: undefined,
  customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'PL' },
};

const signUp = async (lesson: TestLesson & { nextDate?: string }) => {
  const response = await api({
    method: 'POST',
    path: '/api/attendance',
    body: {
      lessonId: lesson.id,
      date: lesson.nextDate,
      name: 'Marta Tancerz',
      email: guestEmail(),
      legalAccepted: true,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
};

/** A studio lesson taught by `teacher`, with a guest's attendance; a group of another one, with a guest member. */
const teachersLessons = async (teacher: TestAccount) => {
  const lesson = await createTestLesson(api, world, 1, { teacherId: teacher.id });
  const attendance = await signUp(lesson);
  const grouped = await createTestLesson(api, world, 2, { teacherId: teacher.id });
  const group = (await groups.create({ lessonIds: [grouped.id] }, world.owner)).body as { id: string };
  const member = (
    await groups.join({
      groupId: group.id,
      name: 'Oleh Member',
      email: guestEmail(),
      joinStarting: TODAY,
      legalAccepted: true,
    })
  ).body as { id: string };
  expect(member.id).toBeTruthy();
  return { lesson, attendance, group, member };
};

const joinStudio = async (teacher: TestAccount) => {
  const studioId = world.studio.id;
  await api({
    method: 'POST',
    path: `/api/studio/${studioId}/invite-teacher`,
    body: { userId: teacher.id },
    headers: world.owner.headers,
  });
  const accepted = await api({
    method: 'POST',
    path: '/api/studio/invite/accept',
    body: { studioId, userId: teacher.id },
    headers: teacher.headers,
  });
  expect(accepted.body.status).toBe('accepted');
};

/** Every teacher right over `held`, each refused (403) to `teacher`; nothing changed. */
const expectNoTeacherRights = async (
  teacher: TestAccount,
  held: Awaited<ReturnType<typeof teachersLessons>>,
) => {
  const { lesson, attendance, group, member } = held;
  expect((await lessonCalls.attendances(lesson, teacher)).status).toBe(403);
  expect((await lessonCalls.mark(attendance.id, teacher)).status).toBe(403);
  expect((await lessonCalls.cancel(attendance.id, teacher)).status).toBe(403);
  expect((await lessonCalls.patch(lesson.id, formOf(lesson, teacher.id, { level: 2 }), teacher)).status).toBe(
    403,
  );
  expect((await lessonCalls.patch(lesson.id, formOf(lesson, teacher.id, outOfStudio), teacher)).status).toBe(
    403,
  );
  expect((await lessonCalls.delete(lesson.id, teacher)).status).toBe(403);
  expect((await groups.members(group.id, teacher)).status).toBe(403);
  expect(
    (await groups.updateMember(group.id, { id: member.id, expirationDate: '2029-12-31' }, teacher)).status,
  ).toBe(403);
  expect((await groups.removeMember(group.id, member.id, teacher)).status).toBe(403);
  // Still the studio's lesson, untouched; its admins keep every right.
  expect(await getLessonById(lesson.id)).toMatchObject({
    studioId: world.studio.id,
    roomId: world.bigRoom.id,
  });
  const list = await lessonCalls.attendances(lesson, world.owner);
  expect(list.status).toBe(200);
  expect(list.body).toEqual([
    expect.objectContaining({ id: attendance.id, attended: false, isDeleted: false }),
  ]);
  expect((await groups.members(group.id, world.studioAdmin)).body).toEqual([
    expect.objectContaining({ id: member.id, isDeleted: false }),
  ]);
};

beforeAll(async () => {
  world = await createGroupWorld(api);
  setClock(() => NOW);
}, 60_000);

afterAll(() => resetClock());

describe('a teacher’s rights to a studio’s lessons follow their membership (issue #13 A)', () => {
  it('a teacher on the team manages the attendances, the lesson and its group’s members', async () => {
    const held = await teachersLessons(world.teacher);
    expect((await lessonCalls.attendances(held.lesson, world.teacher)).status).toBe(200);
    expect((await lessonCalls.mark(held.attendance.id, world.teacher)).status).toBe(200);
    expect((await groups.members(held.group.id, world.teacher)).status).toBe(200);
    const patched = await lessonCalls.patch(
      held.lesson.id,
      formOf(held.lesson, world.teacher.id, { level: 1 }),
      world.teacher,
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  });

  it('a teacher on the team cannot take a studio’s lesson out of the studio; its admins can', async () => {
    const lesson = await createTestLesson(api, world, 3);
    const out = formOf(lesson, world.teacher.id, outOfStudio);
    expect((await lessonCalls.patch(lesson.id, out, world.teacher)).status).toBe(403);
    expect((await getLessonById(lesson.id))?.studioId).toBe(world.studio.id);
    const moved = await lessonCalls.patch(lesson.id, out, world.admin);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.studioId).toBeUndefined();
  });

  it('a teacher whose membership is gone has no rights, though a lesson still names them', async () => {
    const gone = await createAccount(api, { isTeacher: true, name: 'Ghost Teacher' });
    await joinStudio(gone);
    const held = await teachersLessons(gone);
    expect((await lessonCalls.attendances(held.lesson, gone)).status).toBe(200);
    // The membership record alone goes (as if the lessons' release had not run yet).
    await deleteMember(world.studio.id, gone.id);
    expect((await getLessonById(held.lesson.id))?.teacherId).toBe(gone.id);
    await expectNoTeacherRights(gone, held);
  });

  it('removal keeps the lessons on the studio’s schedule, taught by the teacher’s name; the teacher has no rights', async () => {
    const removed = await createAccount(api, { isTeacher: true, name: 'Removed Teacher' });
    await joinStudio(removed);
    const held = await teachersLessons(removed);
    const response = await api({
      method: 'DELETE',
      path: `/api/studio/invite/${world.studio.id}/remove/${removed.id}`,
      headers: world.owner.headers,
    });
    expect(response.status).toBe(200);
    const lesson = await getLessonById(held.lesson.id);
    expect(lesson).toMatchObject({ studioId: world.studio.id, customTeacherName: 'Removed Teacher' });
    expect(lesson?.teacherId).toBeUndefined();
    expect(lesson?.teacher).toBeUndefined();
    await expectNoTeacherRights(removed, held);
    // Not on the teacher's schedule any more; the studio can hand the lesson to someone else.
    const search = await api({
      method: 'POST',
      path: '/api/lesson/search',
      body: { teachers: [removed.id] },
      headers: removed.headers,
    });
    expect(search.status).toBe(200);
    expect(search.body.items.map((item: { id: string }) => item.id)).not.toContain(held.lesson.id);
    const reassigned = await lessonCalls.patch(
      held.lesson.id,
      formOf(held.lesson, world.teacher.id),
      world.owner,
    );
    expect(reassigned.status, JSON.stringify(reassigned.body)).toBe(200);
    expect(reassigned.body.teacher).toMatchObject({ id: world.teacher.id });
  });

  it('a teacher who leaves the studio by themself loses the rights the same way', async () => {
    const leaver = await createAccount(api, { isTeacher: true, name: 'Leaving Teacher' });
    await joinStudio(leaver);
    const held = await teachersLessons(leaver);
    const response = await api({
      method: 'DELETE',
      path: `/api/studio/invite/${world.studio.id}/remove/${leaver.id}`,
      headers: leaver.headers,
    });
    expect(response.status).toBe(200);
    expect(await getLessonById(held.lesson.id)).toMatchObject({ customTeacherName: 'Leaving Teacher' });
    await expectNoTeacherRights(leaver, held);
  });

  it('a teacher’s own lessons (outside any studio) stay theirs', async () => {
    const own = await createOwnLesson(api, world, 4);
    const attendance = await signUp(own);
    expect((await lessonCalls.attendances(own, world.ownTeacher)).status).toBe(200);
    expect((await lessonCalls.mark(attendance.id, world.ownTeacher)).status).toBe(200);
    const patched = await lessonCalls.patch(
      own.id,
      formOf(own, world.ownTeacher.id, { ...outOfStudio, level: 1 }),
      world.ownTeacher,
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await lessonCalls.delete(own.id, world.ownTeacher)).status).toBe(200);
  });
});
