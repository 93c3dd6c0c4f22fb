import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { failedByFault, failNthCall } from '../../../test/db-faults';
import { createTestStudio, verifyTestStudio } from '../../../test/studios';
import { getLessonById } from '../lessons/lesson-repository';
import { getStudioById } from '../studios/studio-repository';
import { STYLE_CATALOGUE } from '../styles/catalogue';
import { putStyles } from '../styles/style-repository';
import { getRoomById } from './room-repository';

const api = createTestApi();
const KRAKOW = { fullAddress: 'ul. Floriańska 1', city: 'Kraków', country: 'PL' };
const WARSAW = { fullAddress: 'ul. Marszałkowska 10', city: 'Warsaw', country: 'PL' };
const GDANSK = { fullAddress: 'ul. Długa 1', city: 'Gdańsk', country: 'PL' };

let admin: TestAccount;

const post = (path: string, body: unknown, caller: TestAccount) =>
  api({ method: 'POST', path, body, headers: caller.headers });
const patchRoom = (id: string, body: Record<string, unknown>, caller: TestAccount) =>
  api({ method: 'PATCH', path: `/api/room/${id}`, body, headers: caller.headers });
const deleteRoom = (id: string, caller: TestAccount) =>
  api({ method: 'DELETE', path: `/api/room/${id}`, headers: caller.headers });
const placeOf = async (studioId: string) => {
  const studio = await getStudioById(studioId);
  return studio?.city && `${studio.countryCode} ${studio.city}`;
};

/** A verified studio with its first room in Kraków holding one lesson. */
const studioInKrakow = async () => {
  const owner = await createAccount(api, { isTeacher: true });
  const studio = await createTestStudio(api, owner);
  await verifyTestStudio(api, admin, studio.id);
  const room = (await post('/api/room', { studioId: studio.id, name: 'Sala', address: KRAKOW }, owner)).body;
  const lesson = await post(
    '/api/lesson',
    {
      name: 'Moving salsa',
      styleId: 'salsa',
      weekday: 4,
      startHour: 18,
      startMinute: 0,
      endHour: 19,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      roomId: room.id,
      teacherId: owner.id,
    },
    owner,
  );
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
  expect(await placeOf(studio.id)).toBe('PL Kraków');
  return { owner, studio, room: room as { id: string }, lessonId: lesson.body.id as string };
};

beforeAll(async () => {
  await putStyles(STYLE_CATALOGUE);
  admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
}, 60_000);

describe('moving a room to another city, cut short, is finished by the same PATCH again', () => {
  it('dying after the room’s write: the retry moves the studio and the room’s lessons', async () => {
    const { owner, studio, room, lessonId } = await studioInKrakow();
    // The first UpdateItem of a write request is its flood counter (services/rate-limits.ts); the second the room's.
    const fault = failNthCall('UpdateItemCommand', 2, { when: 'after' });
    expect(await failedByFault(patchRoom(room.id, { address: WARSAW }, owner))).toBe(true);
    expect(fault.fired).toBe(true);
    expect((await getRoomById(room.id))?.address.city).toBe('Warsaw');
    expect(await placeOf(studio.id)).toBe('PL Kraków');
    expect((await getLessonById(lessonId))?.city).toBe('Kraków');

    expect((await patchRoom(room.id, { address: WARSAW }, owner)).status).toBe(200);
    expect(await placeOf(studio.id)).toBe('PL Warsaw');
    expect((await getLessonById(lessonId))?.city).toBe('Warsaw');
  });

  it('dying after the studio moved: the retry moves the room’s lessons', async () => {
    const { owner, studio, room, lessonId } = await studioInKrakow();
    failNthCall('TransactWriteItemsCommand', 1);
    expect(await failedByFault(patchRoom(room.id, { address: GDANSK }, owner))).toBe(true);
    expect(await placeOf(studio.id)).toBe('PL Gdańsk');
    expect((await getLessonById(lessonId))?.city).toBe('Kraków');

    expect((await patchRoom(room.id, { address: GDANSK }, owner)).status).toBe(200);
    expect((await getLessonById(lessonId))?.city).toBe('Gdańsk');
  });

  it('any later edit of a room puts a studio left in the wrong city right', async () => {
    const { owner, studio, room } = await studioInKrakow();
    failNthCall('PutItemCommand', 1);
    expect(await failedByFault(patchRoom(room.id, { address: WARSAW }, owner))).toBe(true);
    expect(await placeOf(studio.id)).toBe('PL Kraków');

    expect((await patchRoom(room.id, { name: 'Sala Duża' }, owner)).status).toBe(200);
    expect(await placeOf(studio.id)).toBe('PL Warsaw');
  });
});

describe('deleting a studio’s earliest room moves the studio in the same transaction', () => {
  const twoRooms = async () => {
    const owner = await createAccount(api);
    const studio = await createTestStudio(api, owner);
    const first = (await post('/api/room', { studioId: studio.id, name: 'A', address: KRAKOW }, owner)).body;
    await post('/api/room', { studioId: studio.id, name: 'B', address: WARSAW }, owner);
    expect(await placeOf(studio.id)).toBe('PL Kraków');
    return { owner, studio, first: first as { id: string } };
  };

  it('a failure before it leaves both the room and the studio’s place; the retry deletes and moves', async () => {
    const { owner, studio, first } = await twoRooms();
    failNthCall('TransactWriteItemsCommand', 1);
    expect(await failedByFault(deleteRoom(first.id, owner))).toBe(true);
    expect(await getRoomById(first.id)).toBeDefined();
    expect(await placeOf(studio.id)).toBe('PL Kraków');

    expect((await deleteRoom(first.id, owner)).status).toBe(200);
    expect(await getRoomById(first.id)).toBeUndefined();
    expect(await placeOf(studio.id)).toBe('PL Warsaw');
  });

  it('a failure after it: the room is gone and the studio already in its next room’s city', async () => {
    const { owner, studio, first } = await twoRooms();
    const fault = failNthCall('TransactWriteItemsCommand', 1, { when: 'after' });
    expect(await failedByFault(deleteRoom(first.id, owner))).toBe(true);
    expect(fault.fired).toBe(true);
    expect(await getRoomById(first.id)).toBeUndefined();
    expect(await placeOf(studio.id)).toBe('PL Warsaw');
    expect((await deleteRoom(first.id, owner)).status).toBe(404);
  });

  it('deleting the last room leaves the studio with no place, at once', async () => {
    const owner = await createAccount(api);
    const studio = await createTestStudio(api, owner);
    const only = (await post('/api/room', { studioId: studio.id, name: 'A', address: KRAKOW }, owner)).body;
    expect((await deleteRoom(only.id, owner)).status).toBe(200);
    expect(await placeOf(studio.id)).toBeUndefined();
  });
});
