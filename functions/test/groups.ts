/**
 * Factories for group tests: a verified studio in Kraków with its owner, an admin, a teacher on the
 * team, a big and a small room, and a teacher with their own lessons in a park; lessons on chosen
 * weekdays that never clash; the group endpoints as calls.
 */
import { expect } from 'vitest';
import { STYLE_CATALOGUE } from '../src/domains/styles/catalogue';
import { putStyles } from '../src/domains/styles/style-repository';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from './accounts';
import type { TestApi } from './api';
import { createTestStudio, verifyTestStudio } from './studios';

export interface GroupWorld {
  admin: TestAccount;
  owner: TestAccount;
  studioAdmin: TestAccount;
  teacher: TestAccount;
  ownTeacher: TestAccount;
  dancer: TestAccount;
  outsider: TestAccount;
  studio: { id: string; name: string };
  bigRoom: { id: string };
  smallRoom: { id: string };
}

export interface TestLesson {
  id: string;
  name: string;
  weekday: number;
  startHour: number;
  startMinute: number;
  groupId?: string;
}

export const as = (account: TestAccount | undefined) => (account ? account.headers : {});

const KRAKOW = { fullAddress: 'ul. Floriańska 15', city: 'Kraków', country: 'PL' };

export const createGroupWorld = async (api: TestApi): Promise<GroupWorld> => {
  await putStyles(STYLE_CATALOGUE);
  const admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
  const owner = await createAccount(api, { name: 'Piotr Owner' });
  const studioAdmin = await createAccount(api, { name: 'Ola Admin' });
  const teacher = await createAccount(api, { isTeacher: true, name: 'Iryna Kovalenko' });
  const ownTeacher = await createAccount(api, { isTeacher: true, name: 'Taras Park' });
  const dancer = await createAccount(api, { name: 'Oleh Dancer' });
  const outsider = await createAccount(api, { name: 'Olga Outsider' });
  const studio = await createTestStudio(api, owner, { name: 'Group Studio' });
  await verifyTestStudio(api, admin, studio.id);
  const post = (path: string, body: unknown, caller: TestAccount) =>
    api({ method: 'POST', path, body, headers: caller.headers });
  const bigRoom = (
    await post('/api/room', { studioId: studio.id, name: 'Sala 30', capacity: 30, address: KRAKOW }, owner)
  ).body;
  const smallRoom = (
    await post('/api/room', { studioId: studio.id, name: 'Sala 2', capacity: 2, address: KRAKOW }, owner)
  ).body;
  for (const [member, roles] of [
    [teacher, {}],
    [studioAdmin, { isAdmin: true }],
  ] as const) {
    await post(`/api/studio/${studio.id}/invite-teacher`, { userId: member.id, ...roles }, owner);
    await post('/api/studio/invite/accept', { studioId: studio.id, userId: member.id }, member);
  }
  return { admin, owner, studioAdmin, teacher, ownTeacher, dancer, outsider, studio, bigRoom, smallRoom };
};

let slot = 0;

/**
 * A weekly salsa lesson of the studio (by its owner, taught by the team's teacher) on `weekday`,
 * 15 minutes in a slot of its own so that none clash; `overrides` change any field of the form.
 */
export const createTestLesson = async (
  api: TestApi,
  world: GroupWorld,
  weekday: number,
  overrides: Record<string, unknown> = {},
  caller: TestAccount = world.owner,
): Promise<TestLesson> => {
  slot += 1;
  const startHour = 6 + (Math.floor(slot / 4) % 16);
  const startMinute = (slot % 4) * 15;
  const response = await api({
    method: 'POST',
    path: '/api/lesson',
    headers: caller.headers,
    body: {
      styleId: 'salsa',
      weekday,
      startHour,
      startMinute,
      endHour: startHour,
      endMinute: startMinute + 14,
      lessonTimezone: 'Europe/Warsaw',
      roomId: world.bigRoom.id,
      studioId: world.studio.id,
      teacherId: world.teacher.id,
      ...overrides,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

/** A lesson of the own-schedule teacher, in a park (no room: no capacity). */
export const createOwnLesson = (api: TestApi, world: GroupWorld, weekday: number, overrides = {}) =>
  createTestLesson(
    api,
    world,
    weekday,
    {
      roomId: undefined,
      studioId: undefined,
      teacherId: world.ownTeacher.id,
      customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'PL' },
      ...overrides,
    },
    world.ownTeacher,
  );

/** The group endpoints as calls (raw responses). */
export const groupCalls = (api: TestApi) => ({
  create: (body: Record<string, unknown>, caller?: TestAccount) =>
    api({ method: 'POST', path: '/api/lesson-group', body, headers: as(caller) }),
  get: (id: string, caller?: TestAccount) => api({ path: `/api/lesson-group/${id}`, headers: as(caller) }),
  delete: (id: string, caller?: TestAccount) =>
    api({ method: 'DELETE', path: `/api/lesson-group/${id}`, headers: as(caller) }),
  ofStudio: (studioId: string, caller?: TestAccount) =>
    api({ path: `/api/lesson-group/studio/${studioId}`, headers: as(caller) }),
  ofTeacher: (teacherId: string, caller?: TestAccount) =>
    api({ path: `/api/lesson-group/teacher/${teacherId}`, headers: as(caller) }),
  mine: (caller?: TestAccount) => api({ path: '/api/lesson-group/user/mine', headers: as(caller) }),
  members: (id: string, caller?: TestAccount) =>
    api({ path: `/api/lesson-group/${id}/user`, headers: as(caller) }),
  join: (body: Record<string, unknown>, caller?: TestAccount, headers: Record<string, string> = {}) =>
    api({ method: 'POST', path: '/api/lesson-group/user', body, headers: { ...as(caller), ...headers } }),
  updateMember: (groupId: string, body: Record<string, unknown>, caller?: TestAccount) =>
    api({ method: 'PATCH', path: `/api/lesson-group/${groupId}/user`, body, headers: as(caller) }),
  removeMember: (groupId: string, memberId: string, caller?: TestAccount) =>
    api({ method: 'DELETE', path: `/api/lesson-group/${groupId}/user/${memberId}`, headers: as(caller) }),
  leave: (groupId: string, caller?: TestAccount) =>
    api({ method: 'DELETE', path: `/api/lesson-group/${groupId}/user/leave`, headers: as(caller) }),
  leaveByToken: (token: string) => api({ method: 'DELETE', path: `/api/lesson-group/user/leave/${token}` }),
});

/**
 * The group tests' calendar: Monday 10 December 2029, 10:00 in Kraków, is "now"; a join then books
 * the Tuesdays from today to the end of next month (January 2030).
 */
export const GROUP_TEST_NOW = new Date('2029-12-10T09:00:00Z');
export const GROUP_TEST_TODAY = '2029-12-10';
export const GROUP_TEST_TUESDAYS = [
  '2029-12-11',
  '2029-12-18',
  '2029-12-25',
  '2030-01-01',
  '2030-01-08',
  '2030-01-15',
  '2030-01-22',
  '2030-01-29',
] as const;
