/**
 * The sign-up path (POST /api/attendance), the most contended request of the product, reads the
 * user once (a signed-in dancer: with the token's check, `accounts/authenticate`) and the lesson
 * once (with the occurrence's e-mail guard, in one BatchGetItem): the answer counts the seats the
 * hold's write answered, and a refused hold tells "full" from "lesson gone" by the item the refused
 * condition returns (`ALL_OLD`), not a re-read. A class the read shows full costs no write of the
 * sign-up's own: no hold, no transaction, no flood counter. Counted with a spy on the data layer's
 * `db.send` (the requests still reach DynamoDB Local).
 */
import { BatchGetCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { errorText } from '@plie/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { db } from '../../db/client';
import { type Key, lessonKey, userKey } from '../../db/keys';
import { STYLE_CATALOGUE } from '../styles/catalogue';
import { putStyles } from '../styles/style-repository';

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

/** The keys a command reads: a GetItem's key, each key of a BatchGetItem. */
const keysRead = (command: unknown): (Partial<Key> | undefined)[] => {
  if (command instanceof GetCommand) return [command.input.Key as Partial<Key> | undefined];
  if (command instanceof BatchGetCommand)
    return Object.values(command.input.RequestItems ?? {}).flatMap(
      (request) => (request.Keys ?? []) as Partial<Key>[],
    );
  return [];
};

/** Runs `request`; answers the commands it sent to the table. */
const commandsDuring = async (request: () => Promise<unknown>): Promise<unknown[]> => {
  const send = vi.spyOn(db, 'send');
  try {
    await request();
    return send.mock.calls.map(([command]) => command);
  } finally {
    send.mockRestore();
  }
};

/** How many reads of an item (by its key, GetItem or BatchGetItem) the commands made. */
const readsIn = (commands: unknown[]) => {
  const keys = commands.flatMap(keysRead);
  return (key: Key) => keys.filter((read) => read?.PK === key.PK && read?.SK === key.SK).length;
};

/** The writes among the commands: each UpdateItem by its key's PK, and how many transactions. */
const writesIn = (commands: unknown[]) => ({
  updates: commands.flatMap((command) =>
    command instanceof UpdateCommand ? [String((command.input.Key as Partial<Key>).PK)] : [],
  ),
  transactions: commands.filter((command) => command instanceof TransactWriteCommand).length,
});

/** Runs `request`; answers how many reads of an item (by its key) it made. */
const readsDuring = async (request: () => Promise<unknown>) => readsIn(await commandsDuring(request));

/** Runs `request` and counts the GetItem reads of the lesson's item it made. */
const lessonReadsDuring = async (lessonId: string, request: () => Promise<unknown>) =>
  (await readsDuring(request))(lessonKey(lessonId));

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
    expect(response?.body.message).toBe(errorText('lesson.full'));
    expect(reads).toBe(1);
  });

  it('refuses an occurrence its read shows full without writing to the lesson: no hold, no transaction, no flood counter', async () => {
    const lesson = await createLesson(1, 4);
    expect((await signUpGuest(lesson)).status).toBe(201);
    let response: Awaited<ReturnType<typeof signUpGuest>> | undefined;
    const writes = writesIn(
      await commandsDuring(async () => {
        response = await signUpGuest(lesson);
      }),
    );
    expect(response?.body.message).toBe(errorText('lesson.full'));
    expect(writes.transactions).toBe(0);
    // The dispatcher's per-address counters (`writes` and `bookings`: one write) and nothing else:
    // no hold on the lesson, none of the sign-up's own counters.
    const lessonPK = lessonKey(lesson.id).PK;
    expect(writes.updates.filter((pk) => pk === lessonPK)).toHaveLength(0);
    expect(writes.updates.filter((pk) => pk !== lessonPK)).toHaveLength(1);
  });

  it('refuses an e-mail signed up already from its one read, writing nothing of the sign-up', async () => {
    const lesson = await createLesson(5, 5);
    const first = await signUpGuest(lesson);
    expect(first.status).toBe(201);
    let response: Awaited<ReturnType<typeof post>> | undefined;
    const commands = await commandsDuring(async () => {
      response = await post('/api/attendance', {
        lessonId: lesson.id,
        date: lesson.nextDate,
        name: 'Marta Tancerz',
        email: first.body.email.toUpperCase(),
        legalAccepted: true,
      });
    });
    expect(response?.body.message).toBe(errorText('attendance.duplicate'));
    expect(readsIn(commands)(lessonKey(lesson.id))).toBe(1);
    const writes = writesIn(commands);
    expect(writes.transactions).toBe(0);
    expect(writes.updates.filter((pk) => pk === lessonKey(lesson.id).PK)).toHaveLength(0);
  });

  it("reads the signed-in dancer's user item once and the lesson once", async () => {
    const lesson = await createLesson(5, 3);
    const dancer = await createAccount(api);
    let response: Awaited<ReturnType<typeof post>> | undefined;
    const readsOf = await readsDuring(async () => {
      response = await post(
        '/api/attendance',
        {
          lessonId: lesson.id,
          date: lesson.nextDate,
          userId: dancer.id,
          name: dancer.name,
          email: dancer.email,
        },
        dancer,
      );
    });
    expect(response?.status, JSON.stringify(response?.body)).toBe(201);
    expect(response?.body).toMatchObject({
      userId: dancer.id,
      isCurrentUser: true,
      user: { username: dancer.username },
      lesson: { id: lesson.id, attendeeCount: 1 },
    });
    expect(readsOf(userKey(dancer.id))).toBe(1);
    expect(readsOf(lessonKey(lesson.id))).toBe(1);
  });
});
