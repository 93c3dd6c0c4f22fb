import { errorText } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../test/accounts';
import { createTestApi, PNG_BYTES } from '../../test/api';
import { failedByFault, failNthCall } from '../../test/db-faults';
import { createTestStudio, verifyTestStudio } from '../../test/studios';
import { getLessonById } from '../domains/lessons/lesson-repository';
import { getStudioById } from '../domains/studios/studio-repository';
import { STYLE_CATALOGUE } from '../domains/styles/catalogue';
import { putStyles } from '../domains/styles/style-repository';

const api = createTestApi();
const city = `Lodz${Date.now().toString(36)}`;
const address = { fullAddress: 'ul. Piotrkowska 1', city, country: 'PL' };

let admin: TestAccount;
let stranger: TestAccount;
let counter = 0;

const post = (path: string, body: unknown, caller?: TestAccount) =>
  api({ method: 'POST', path, body, headers: caller ? caller.headers : {} });
const deleteStudio = (studioId: string, caller: TestAccount) =>
  api({ method: 'DELETE', path: `/api/studio/${studioId}`, headers: caller.headers });
const upload = (path: string, field: string, caller: TestAccount) =>
  api({
    method: 'POST',
    path,
    headers: caller.headers,
    files: [{ field, name: 'image.png', type: 'image/png', bytes: PNG_BYTES }],
  });
const stored = async (url: string) => (await fetch(url)).status;

/** A verified studio of a new owner: a room with a photo, a logo, a banner and one public lesson. */
const studioWithEverything = async () => {
  const owner = await createAccount(api, { isTeacher: true, name: 'Closing Owner' });
  const studio = await createTestStudio(api, owner);
  await verifyTestStudio(api, admin, studio.id);
  const room = (await post('/api/room', { studioId: studio.id, name: 'Sala', address }, owner)).body;
  counter += 1;
  const lesson = await post(
    '/api/lesson',
    {
      name: `Closing salsa ${counter}`,
      styleId: 'salsa',
      weekday: 3,
      startHour: 8 + counter,
      startMinute: 0,
      endHour: 9 + counter,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      roomId: room.id,
      teacherId: owner.id,
    },
    owner,
  );
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
  const images = [
    (await upload(`/api/studio/avatar/${studio.id}`, 'avatar', owner)).body.avatarUrl as string,
    (await upload(`/api/studio/banner/${studio.id}`, 'banner', owner)).body.bannerUrl as string,
    (await upload(`/api/room/avatar/${room.id}`, 'avatar', owner)).body.avatarUrl as string,
  ];
  for (const url of images) expect(await stored(url), url).toBe(200);
  expect((await getLessonById(lesson.body.id))?.isPublic).toBe(true);
  return { owner, studio, lesson: lesson.body as { id: string; nextDate: string }, images };
};

const signUp = (lesson: { id: string; nextDate: string }) =>
  post('/api/attendance', {
    lessonId: lesson.id,
    date: lesson.nextDate,
    name: 'Late Guest',
    email: `late${Date.now().toString(36)}@plie.test`,
    legalAccepted: true,
  });

/** The delete done: the studio marked, its lessons out of search, its images gone from storage and record. */
const expectDeleted = async (world: Awaited<ReturnType<typeof studioWithEverything>>) => {
  const studio = await getStudioById(world.studio.id);
  expect(studio).toMatchObject({ isDeleted: true });
  expect(studio?.photo).toBeUndefined();
  expect(studio?.banner).toBeUndefined();
  expect((await getLessonById(world.lesson.id))?.isPublic).toBe(false);
  for (const url of world.images) expect(await stored(url), url).toBe(404);
};

beforeAll(async () => {
  await putStyles(STYLE_CATALOGUE);
  [admin, stranger] = await Promise.all([
    createAccount(api, { email: PLATFORM_ADMIN_EMAIL }),
    createAccount(api),
  ]);
}, 60_000);

describe('DELETE /api/studio/{id} cut short resumes on the same request again', () => {
  it('dying after the studio is marked deleted: its lessons already refuse sign-ups; the owner’s retry deletes the images and answers success', async () => {
    const world = await studioWithEverything();
    // The second transaction: the studio's mark (the first hid its one lesson).
    const fault = failNthCall('TransactWriteItemsCommand', 2, { when: 'after' });
    expect(await failedByFault(deleteStudio(world.studio.id, world.owner))).toBe(true);
    expect(fault.fired).toBe(true);
    expect(await getStudioById(world.studio.id)).toMatchObject({ isDeleted: true });
    // Out of search before the studio was marked: no sign-up from the public meanwhile.
    expect((await getLessonById(world.lesson.id))?.isPublic).toBe(false);
    expect(await signUp(world.lesson)).toMatchObject({
      status: 404,
      body: { message: errorText('lesson.notFound') },
    });
    for (const url of world.images) expect(await stored(url), url).toBe(200);

    expect(await deleteStudio(world.studio.id, world.owner)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    await expectDeleted(world);
  });

  it('dying after the lessons left search: the studio is still there, and the retry deletes it', async () => {
    const world = await studioWithEverything();
    failNthCall('TransactWriteItemsCommand', 2);
    expect(await failedByFault(deleteStudio(world.studio.id, world.owner))).toBe(true);
    expect(await getStudioById(world.studio.id)).toMatchObject({ isDeleted: false });
    expect((await getLessonById(world.lesson.id))?.isPublic).toBe(false);

    expect((await deleteStudio(world.studio.id, world.owner)).status).toBe(200);
    await expectDeleted(world);
  });

  it('dying before the logo is dropped from the record: a platform admin’s retry finishes it', async () => {
    const world = await studioWithEverything();
    failNthCall('PutItemCommand', 1);
    expect(await failedByFault(deleteStudio(world.studio.id, world.owner))).toBe(true);
    expect((await getStudioById(world.studio.id))?.photo).toBe(world.images[0]);

    expect((await deleteStudio(world.studio.id, admin)).status).toBe(200);
    await expectDeleted(world);
  });

  it('is idempotent for its owner and platform admins, even once the owner has a new studio; 404 to anyone else', async () => {
    const world = await studioWithEverything();
    expect((await deleteStudio(world.studio.id, world.owner)).status).toBe(200);
    await createTestStudio(api, world.owner);
    expect(await deleteStudio(world.studio.id, world.owner)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await deleteStudio(world.studio.id, admin)).status).toBe(200);
    expect(await deleteStudio(world.studio.id, stranger)).toMatchObject({
      status: 404,
      body: { message: errorText('studio.notFound') },
    });
    await expectDeleted(world);
  });
});
