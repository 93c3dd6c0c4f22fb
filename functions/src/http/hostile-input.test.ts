/**
 * Hostile values in the parts of a request the contract did not use to check (issue #13 item 7):
 * path parameters, forged paging cursors, dates far out of range. Each gets a clear 400, never a 500
 * (the test API rethrows unexpected errors, so a 500 fails the test with its cause).
 */
import { endpoints, fillPath, pathParamNames } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../test/accounts';
import { createTestApi } from '../../test/api';
import { createGroupWorld, createTestLesson, type GroupWorld } from '../../test/groups';
import { encodeCursor } from '../db/paging';
import { resetClock, setClock } from '../services/clock';

const api = createTestApi();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
});

const withParams = endpoints.filter((endpoint) => pathParamNames(endpoint.path).length > 0);

describe('path parameters', () => {
  const fill = (path: string, value: string) =>
    fillPath(path, Object.fromEntries(pathParamNames(path).map((name) => [name, value])));

  it.each(withParams.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers 400 for a parameter of 2,100 characters',
    async (_, endpoint) => {
      const response = await api({
        method: endpoint.method,
        path: fill(endpoint.path, 'x'.repeat(2100)),
        headers: admin.headers,
        ...(endpoint.upload || endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: {} }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.fields).toBeDefined();
    },
  );

  it.each([
    ['a control character', 'abc\u0000def'],
    ['a line break', 'abc\ndef'],
    ['a bidi override', 'abc\u202edef'],
  ])('answers 400 for a parameter with %s', async (_, value) => {
    const response = await api({ path: fill('/api/lesson/{id}', value), headers: admin.headers });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['id']);
  });

  it('checks the parameters before the caller (no token: still 400, not a lookup)', async () => {
    const response = await api({ path: fill('/api/attendance/lesson/{lessonId}', 'x'.repeat(2100)) });
    expect(response.status).toBe(400);
  });
});

describe('paging cursors', () => {
  const forged = [
    ['a key-shaped object', Buffer.from('{"a": "b"}').toString('base64url')],
    ['the issue’s cursor', 'eyJhIjogImIifQ'],
    [
      'an unsigned table key',
      encodeURIComponent(Buffer.from('{"PK":"USER#x","SK":"PROFILE"}').toString('base64url')),
    ],
    ['garbage', '%%%%'],
  ] as const;

  it.each(forged)('studio/search answers 400 Invalid cursor for %s', async (_, cursor) => {
    const response = await api({ method: 'POST', path: '/api/studio/search', body: { cursor } });
    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });

  it.each(forged)('user/search answers 400 Invalid cursor for %s', async (_, cursor) => {
    for (const headers of [{}, admin.headers]) {
      const response = await api({
        method: 'POST',
        path: '/api/user/search',
        body: { cursor, ...(headers === admin.headers ? { allUsers: true } : {}) },
        headers,
      });
      expect(response).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
  });

  it('refuses a cursor made by the server for another search (another partition)', async () => {
    const other = encodeCursor({ PK: 'USER#u1', SK: 'PROFILE', GSI1PK: 'USERS', GSI1SK: 'u1' });
    const response = await api({ method: 'POST', path: '/api/studio/search', body: { cursor: other } });
    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });

  it('lesson/search answers 400 Invalid cursor for a forged one', async () => {
    const cursor = Buffer.from(JSON.stringify({ day: 0, after: [{ PK: 'x' }] })).toString('base64url');
    const response = await api({
      method: 'POST',
      path: '/api/lesson/search',
      body: { city: 'Kraków', country: 'PL', cursor },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });
});

describe('dates in queries', () => {
  let world: GroupWorld;
  let lessonId: string;
  beforeAll(async () => {
    world = await createGroupWorld(api);
    lessonId = (await createTestLesson(api, world, 2)).id;
  });

  it.each(['9999-12-31', '0001-01-01', '2999-01-01', '1899-12-31'])(
    'attendance/lesson/{id}?date=%s answers 400',
    async (date) => {
      const response = await api({
        path: `/api/attendance/lesson/${lessonId}`,
        query: { date },
        headers: world.owner.headers,
      });
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty('date');
    },
  );

  it.each([1e300, 1e126, Number.MAX_SAFE_INTEGER * 1e10])(
    'a room’s rent price of %d answers 400',
    async (rentPrice) => {
      const response = await api({
        method: 'POST',
        path: '/api/room',
        headers: world.owner.headers,
        body: {
          studioId: world.studio.id,
          name: 'Sala Max',
          capacity: 10,
          rentPrice,
          address: { fullAddress: 'ul. Floriańska 15', city: 'Kraków', country: 'PL' },
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty('rentPrice');
    },
  );

  it.each([
    ['dateFrom', '9999-12-31'],
    ['dateTo', '9999-12-31T23:59:59Z'],
    ['dateFrom', '0000-01-01T00:00:00Z'],
  ])('attendance/user ?%s=%s answers 400', async (name, value) => {
    const response = await api({
      path: '/api/attendance/user',
      query: { [name]: value },
      headers: world.dancer.headers,
    });
    expect(response.status).toBe(400);
  });
});

describe('a lesson search cursor used for another search', () => {
  it('never reaches DynamoDB as a key of another partition (400 or a page, not a 500)', async () => {
    const world = await createGroupWorld(api);
    for (const weekday of [1, 1, 1]) await createTestLesson(api, world, weekday);
    const first = await api({
      method: 'POST',
      path: '/api/lesson/search',
      body: { city: 'Kraków', country: 'PL', limit: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body.nextCursor).toBeTruthy();
    for (const other of [
      { roomIds: [world.smallRoom.id] },
      { studioIds: [world.studio.id] },
      { teachers: [world.teacher.id] },
      { city: 'Kraków', country: 'PL', styles: ['salsa'] },
      { city: 'Warszawa', country: 'PL' },
    ]) {
      const response = await api({
        method: 'POST',
        path: '/api/lesson/search',
        body: { ...other, limit: 1, cursor: first.body.nextCursor },
      });
      expect([200, 400], JSON.stringify(other)).toContain(response.status);
    }
  });
});

describe('a lesson search cursor after time has passed', () => {
  afterAll(() => resetClock());

  it('goes on after a lesson of the page started meanwhile (no start key below the range)', async () => {
    const world = await createGroupWorld(api);
    for (const startHour of [8, 9, 10]) {
      await createTestLesson(api, world, 0, {
        startHour,
        startMinute: 0,
        endHour: startHour,
        endMinute: 30,
        name: `At ${startHour}`,
      });
    }
    const search = (cursor?: string) =>
      api({
        method: 'POST',
        path: '/api/lesson/search',
        body: { roomIds: [world.bigRoom.id], limit: 1, ...(cursor ? { cursor } : {}) },
      });
    // Monday 1 June 2026, 07:00 in Warsaw (tokens were made on the real clock: searches are public).
    setClock(() => new Date('2026-06-01T05:00:00Z'));
    const first = await search();
    expect(first.body.items.map((lesson: { name: string }) => lesson.name)).toEqual(['At 8']);
    // 08:30: the 8 o'clock lesson has started; the next page still comes.
    setClock(() => new Date('2026-06-01T06:30:00Z'));
    const next = await search(first.body.nextCursor);
    expect(next.status).toBe(200);
    expect(next.body.items.map((lesson: { name: string }) => lesson.name)).toEqual(['At 9']);
  });
});
