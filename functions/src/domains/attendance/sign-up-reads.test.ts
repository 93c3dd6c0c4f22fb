/**
 * The sign-up path (POST /api/attendance), the most contended request of the product, reads the
 * lesson once: the answer counts the new seat on the lesson as read, and a refused seat tells
 * "full" from "lesson gone" by the item the refused condition returns (`ALL_OLD`), not a re-read.
 * Counted with a spy on the data layer's `db.send` (the requests still reach DynamoDB Local).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { db } from '../../db/client';
import { lessonKey } from '../../db/keys';
import { STYLE_CATALOGUE } from '../styles/catalogue';
import { putStyles } from '../styles/style-repository';
import { ATTENDANCE_MESSAGES } from './attendance-repository';

const api = createTestApi();
let owner: TestAccount;
let studioId: string;
let emailCounter = 0;

const post = (path: string, body: unknown, caller?: TestAccount) =>
  api({ method: 'POST', path, body, headers: caller ? caller.headers : {} });

/** A weekly lesson in a room of `capacity` places; its next occurrence is `nextDate`. */
const createLesson = async (capacity: number, weekday: number) => {
  const address = { fullAddress: 'ul. Floriańska 15', city: 'Kraków', country: 'PL' };
  const room = (await post('/api/room', { studioId, name: `Sala ${capacity}`, capacity, address }, owner))
    .body;
  const response = await post(
    '/api/lesson',
    {
      styleId: 'salsa',
      weekday,
      startHour: 18,
      startMinute: 0,
      endHour: 19,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      roomId: room.id,
      studioId,
      teacherId: owner.id,
    },
    owner,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; nextDate: string };
};

const signUpGuest = (lesson: { id: string; nextDate: string }) => {
  emailCounter += 1;
  return post('/api/attendance', {
    lessonId: lesson.id,
    date: lesson.nextDate,
    name: 'Marta Tancerz',
    email: `reads${emailCounter}.${Date.now().toString(36)}@plie.test`,
    legalAccepted: true,
  });
};

/** Runs `request` and counts the GetItem reads of the lesson's item it made. */
const lessonReadsDuring = async (lessonId: string, request: () => Promise<unknown>) => {
  const send = vi.spyOn(db, 'send');
  await request();
  const reads = send.mock.calls.filter(
    ([command]) =>
      command instanceof GetCommand &&
      (command.input.Key as { PK?: string } | undefined)?.PK === lessonKey(lessonId).PK,
  );
  send.mockRestore();
  return reads.length;
};

beforeAll(async () => {
  await putStyles(STYLE_CATALOGUE);
  const admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
  owner = await createAccount(api, { isTeacher: true });
  const studio = (
    await post(
      '/api/studio',
      { name: 'Reads Studio', email: 'reads@plie.test', studioName: `reads_${Date.now().toString(36)}` },
      owner,
    )
  ).body;
  studioId = studio.id;
  await api({
    path: `/api/studio/verify/${studioId}`,
    query: { isVerified: 'true' },
    headers: admin.headers,
  });
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the sign-up path', () => {
  it('reads the lesson once and answers it with the new seat counted', async () => {
    const lesson = await createLesson(5, 1);
    let response: Awaited<ReturnType<typeof signUpGuest>> | undefined;
    const reads = await lessonReadsDuring(lesson.id, async () => {
      response = await signUpGuest(lesson);
    });
    expect(response?.status, JSON.stringify(response?.body)).toBe(201);
    expect(response?.body.lesson).toMatchObject({ id: lesson.id, attendeeCount: 1, capacity: 5 });
    expect(reads).toBe(1);
  });

  it('reads the lesson once when the occurrence is full', async () => {
    const lesson = await createLesson(1, 2);
    expect((await signUpGuest(lesson)).status).toBe(201);
    let response: Awaited<ReturnType<typeof signUpGuest>> | undefined;
    const reads = await lessonReadsDuring(lesson.id, async () => {
      response = await signUpGuest(lesson);
    });
    expect(response?.status).toBe(400);
    expect(response?.body.message).toBe(ATTENDANCE_MESSAGES.full);
    expect(reads).toBe(1);
  });
});
