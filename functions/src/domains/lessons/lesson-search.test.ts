import { errorText } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { createTestStudio, verifyTestStudio } from '../../../test/studios';
import { resetClock, setClock } from '../../services/clock';
import { STYLE_CATALOGUE } from '../styles/catalogue';
import { putStyles } from '../styles/style-repository';
import { dayOrder, type SearchStats, searchLessons } from './lesson-search';

const api = createTestApi();
/** Tuesday 24 November 2026, 18:30 in Warsaw (17:30 UTC). */
const NOW = new Date('2026-11-24T17:30:00Z');
const city = `Krakow${Date.now().toString(36)}`;

let owner: TestAccount;
let teacher: TestAccount;
let studio: { id: string };
let room: { id: string };
let hiddenRoom: { id: string };
const names: Record<string, string> = {};

const post = (path: string, body: unknown, caller?: TestAccount) =>
  api({ method: 'POST', path, body, headers: caller ? caller.headers : {} });

const lesson = async (
  name: string,
  weekday: number,
  start: number,
  overrides: Record<string, unknown> = {},
  caller: TestAccount = owner,
) => {
  const response = await post(
    '/api/lesson',
    {
      name,
      styleId: 'salsa',
      weekday,
      startHour: start,
      startMinute: 0,
      endHour: start + 1,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      roomId: room.id,
      teacherId: teacher.id,
      ...overrides,
    },
    caller,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  names[response.body.id] = name;
  return response.body.id as string;
};

const search = (body: Record<string, unknown>) =>
  post('/api/lesson/search', { country: 'PL', city, ...body });
const namesOf = (response: { body: { items: { name: string }[] } }) =>
  response.body.items.map((item) => item.name);

beforeAll(async () => {
  setClock(() => NOW);
  await putStyles(STYLE_CATALOGUE);
  const admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
  owner = await createAccount(api);
  teacher = await createAccount(api, { isTeacher: true, name: 'Olena Search' });
  const address = { fullAddress: 'ul. Długa 1', city, country: 'PL' };
  const makeStudio = async (studioName: string, verify: boolean) => {
    const created = (
      await post(
        '/api/studio',
        { name: studioName, email: 's@plie.test', studioName },
        owner.id ? admin : admin,
      )
    ).body;
    if (verify)
      await api({
        path: `/api/studio/verify/${created.id}`,
        query: { isVerified: 'true' },
        headers: admin.headers,
      });
    await post(`/api/studio/${created.id}/invite-teacher`, { userId: teacher.id }, admin);
    await post('/api/studio/invite/accept', { studioId: created.id, userId: teacher.id }, teacher);
    return created;
  };
  owner = admin;
  studio = await makeStudio(`search_${Date.now().toString(36)}`, true);
  const hidden = await makeStudio(`hidden_${Date.now().toString(36)}`, false);
  room = (await post('/api/room', { studioId: studio.id, name: 'Sala', capacity: 10, address }, owner)).body;
  hiddenRoom = (await post('/api/room', { studioId: hidden.id, name: 'Sala', address }, owner)).body;

  // Tuesday (today): one has started, one is still ahead.
  await lesson('Tue 10 started', 1, 10);
  await lesson('Tue 19 ahead', 1, 19);
  await lesson('Wed 18 bachata', 2, 18, { styleId: 'bachata', level: 1 });
  await lesson('Wed 20 kids', 2, 20, { ageMin: 6, ageMax: 12 });
  await lesson('Thu 9 closed', 3, 9, { isClosedGroup: true });
  await lesson('Sat 11 tango', 5, 11, { styleId: 'tango', level: 2 });
  await lesson('Mon 17', 0, 17);
  await lesson('Unverified studio lesson', 2, 10, { roomId: hiddenRoom.id });
  await lesson('Past one-off', 1, 8, { isReoccurring: false, date: '2026-11-17' });
  await lesson('Next one-off', 4, 12, { isReoccurring: false, date: '2026-11-27' });
  await lesson(
    'Park salsa',
    6,
    10,
    {
      roomId: undefined,
      studioId: undefined,
      customAddress: { fullAddress: 'Park', city, country: 'Poland' },
    },
    teacher,
  );
}, 60_000);

afterAll(() => resetClock());

describe('POST /api/lesson/search', () => {
  it('lists a city’s public lessons in next-occurrence order; today’s started ones come last', async () => {
    const response = await search({});
    expect(response.status).toBe(200);
    expect(namesOf(response)).toEqual([
      'Tue 19 ahead',
      'Wed 18 bachata',
      'Wed 20 kids',
      'Thu 9 closed',
      'Next one-off',
      'Sat 11 tango',
      'Park salsa',
      'Mon 17',
      'Tue 10 started',
    ]);
    const first = response.body.items[0];
    expect(first).toMatchObject({
      nextDate: '2026-11-24',
      capacity: 10,
      attendeeCount: 0,
      style: { name: 'Salsa' },
    });
    expect(response.body.items.at(-1).nextDate).toBe('2026-12-01');
    expect(response.body.nextCursor).toBeNull();
  });

  it.each([
    ['days', { days: [2, 5] }, ['Wed 18 bachata', 'Wed 20 kids', 'Sat 11 tango']],
    [
      'styles (two partitions merged by time)',
      { styles: ['tango', 'bachata'] },
      ['Wed 18 bachata', 'Sat 11 tango'],
    ],
    ['styles and a day', { styles: ['salsa'], days: [1] }, ['Tue 19 ahead', 'Tue 10 started']],
    ['levels', { levels: [1, 2] }, ['Wed 18 bachata', 'Sat 11 tango']],
    ['age', { forAge: 8, days: [2] }, ['Wed 18 bachata', 'Wed 20 kids']],
    ['age outside a range', { forAge: 30, days: [2] }, ['Wed 18 bachata']],
    ['no closed groups', { removeClosedGroups: true, days: [3] }, []],
    ['free text (the teacher’s name)', { search: 'olena', days: [0] }, ['Mon 17']],
    ['teachers’ own lessons only', { teachersOnly: true }, ['Park salsa']],
    [
      'a studio',
      { studioIds: ['STUDIO'], days: [1, 2] },
      ['Tue 19 ahead', 'Wed 18 bachata', 'Wed 20 kids', 'Tue 10 started'],
    ],
    ['a room', { roomIds: ['ROOM'], days: [5] }, ['Sat 11 tango']],
    ['a teacher', { teachers: ['TEACHER'], days: [6] }, ['Park salsa']],
  ])('narrows by %s', async (_, filters, expected) => {
    const body = JSON.parse(
      JSON.stringify(filters)
        .replace('STUDIO', studio.id)
        .replace('ROOM', room.id)
        .replace('TEACHER', teacher.id),
    );
    expect(namesOf(await search(body))).toEqual(expected);
  });

  it('pages with the cursor: every lesson once, in the same order', async () => {
    const all = namesOf(await search({}));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await search({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...namesOf(response));
      cursor = response.body.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toEqual(all);
    // Page numbers without a cursor give the same pages.
    expect(namesOf(await search({ limit: 2, page: 1 }))).toEqual(all.slice(2, 4));
  });

  it('merges two styles across pages without skipping or repeating', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await search({
        limit: 1,
        styles: ['salsa', 'bachata'],
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...namesOf(response));
      cursor = response.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(namesOf(await search({ styles: ['salsa', 'bachata'] })));
  });

  it('reads about one item per lesson returned, never scanning', async () => {
    const stats: SearchStats = { itemsRead: 0, queries: 0 };
    const page = await searchLessons(
      { country: 'PL', city, page: 0, limit: 20 } as Parameters<typeof searchLessons>[0],
      { stats },
    );
    expect(page.items.length).toBe(9);
    expect(stats.itemsRead / page.items.length).toBeLessThanOrEqual(1.5);
  });

  it('hides closed groups by reading only the lessons open to anyone (GSI7), not by filtering them out', async () => {
    const body = { country: 'PL', city, page: 0, limit: 20 } as Parameters<typeof searchLessons>[0];
    const allStats: SearchStats = { itemsRead: 0, queries: 0 };
    const all = await searchLessons(body, { stats: allStats });
    const openStats: SearchStats = { itemsRead: 0, queries: 0 };
    const open = await searchLessons({ ...body, removeClosedGroups: true }, { stats: openStats });
    expect(all.items.map((item) => item.name)).toContain('Thu 9 closed');
    expect(open.items.map((item) => item.name)).toEqual(
      all.items.map((item) => item.name).filter((name) => name !== 'Thu 9 closed'),
    );
    // The same items read, but for the closed group's lesson: not read at all.
    expect(openStats.itemsRead).toBe(allStats.itemsRead - 1);
  });

  it.each([
    [
      'no city, studio, teacher or room',
      { country: undefined, city: undefined },
      errorText('search.choosePlace'),
    ],
    ['a made-up cursor', { cursor: 'nope' }, errorText('paging.invalidCursor')],
    [
      'a cursor of another shape',
      { cursor: Buffer.from('{"day":"x"}').toString('base64url') },
      errorText('paging.invalidCursor'),
    ],
    ['a page size over 100', { limit: 101 }, undefined],
    ['an age over 100', { forAge: 101 }, undefined],
    ['a weekday 7', { days: [7] }, undefined],
  ])('refuses %s with 400', async (_, body, message) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
  });
});

describe('POST /api/lesson/search by those who manage the lessons', () => {
  let platformAdmin: TestAccount;
  let studioOwner: TestAccount;
  let hiddenTeacher: TestAccount;
  let stranger: TestAccount;
  let unverified: { id: string };
  let unverifiedRoom: { id: string };
  let hiddenStudio: { id: string };

  const searchAs = async (caller: TestAccount | undefined, body: Record<string, unknown>) => {
    const response = await post('/api/lesson/search', body, caller);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return namesOf(response);
  };

  beforeAll(async () => {
    platformAdmin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
    studioOwner = await createAccount(api);
    stranger = await createAccount(api);
    hiddenTeacher = await createAccount(api, { isTeacher: true, name: 'Hidden Teacher' });
    const address = { fullAddress: 'ul. Krótka 2', city, country: 'PL' };

    // An unverified studio, as every new one is, with a lesson of its own owner.
    unverified = await createTestStudio(api, studioOwner);
    unverifiedRoom = (
      await post('/api/room', { studioId: unverified.id, name: 'Sala U', address }, studioOwner)
    ).body;
    await lesson(
      'Unverified class',
      2,
      12,
      { roomId: unverifiedRoom.id, teacherId: undefined, customTeacherName: 'Ola' },
      studioOwner,
    );

    // A verified studio its owner hid, with a lesson its teacher added to their own schedule.
    const hiddenOwner = await createAccount(api);
    hiddenStudio = await createTestStudio(api, hiddenOwner);
    await verifyTestStudio(api, platformAdmin, hiddenStudio.id);
    await api({
      method: 'PATCH',
      path: `/api/studio/${hiddenStudio.id}/visibility`,
      body: { isHidden: true },
      headers: hiddenOwner.headers,
    });
    await post(`/api/studio/${hiddenStudio.id}/invite-teacher`, { userId: hiddenTeacher.id }, hiddenOwner);
    await post(
      '/api/studio/invite/accept',
      { studioId: hiddenStudio.id, userId: hiddenTeacher.id },
      hiddenTeacher,
    );
    const room = (
      await post('/api/room', { studioId: hiddenStudio.id, name: 'Sala H', address }, hiddenOwner)
    ).body;
    await lesson(
      'Hidden studio class',
      3,
      12,
      { roomId: room.id, teacherId: hiddenTeacher.id },
      hiddenTeacher,
    );
  }, 60_000);

  it.each([
    ['anyone', () => undefined, []],
    ['another signed-in user', () => stranger, []],
    ['its owner', () => studioOwner, ['Unverified class']],
    ['a platform admin', () => platformAdmin, ['Unverified class']],
  ])('an unverified studio’s schedule (studioIds) as %s', async (_, caller, expected) => {
    expect(await searchAs(caller(), { studioIds: [unverified.id] })).toEqual(expected);
  });

  it.each([
    ['anyone', () => undefined, []],
    ['another signed-in user', () => stranger, []],
    ['the owner of its studio', () => studioOwner, ['Unverified class']],
  ])('an unverified studio’s room (roomIds) as %s', async (_, caller, expected) => {
    expect(await searchAs(caller(), { roomIds: [unverifiedRoom.id] })).toEqual(expected);
  });

  it('keeps public-only a search of studios the caller does not all administer', async () => {
    expect(await searchAs(studioOwner, { studioIds: [unverified.id, hiddenStudio.id] })).toEqual([]);
    // A teacher of a hidden studio is no admin of it.
    expect(await searchAs(hiddenTeacher, { studioIds: [hiddenStudio.id] })).toEqual([]);
  });

  it('shows a hidden studio’s teacher their own lessons (teachers: [self]), and only them', async () => {
    expect(await searchAs(hiddenTeacher, { teachers: [hiddenTeacher.id] })).toEqual(['Hidden studio class']);
    expect(await searchAs(undefined, { teachers: [hiddenTeacher.id] })).toEqual([]);
    expect(await searchAs(stranger, { teachers: [hiddenTeacher.id] })).toEqual([]);
    // With another teacher's lessons in the search, it is public lessons only.
    const withOther = await searchAs(hiddenTeacher, { teachers: [hiddenTeacher.id, teacher.id], days: [3] });
    expect(withOther).toEqual(['Thu 9 closed']);
  });

  it.each([
    ['the unverified studio’s owner', () => studioOwner],
    ['the hidden studio’s teacher', () => hiddenTeacher],
    ['a platform admin', () => platformAdmin],
  ])('keeps a city search public-only for %s', async (_, caller) => {
    const names = await searchAs(caller(), { country: 'PL', city, days: [2, 3] });
    expect(names).toEqual(['Wed 18 bachata', 'Wed 20 kids', 'Thu 9 closed']);
  });
});

describe('POST /api/lesson/search around a point (lat/lng)', () => {
  /** Kraków's main square. */
  const MAIN_SQUARE = { lat: 50.0617, lng: 19.9373 };
  const WARSAW_CENTRE = { lat: 52.2297, lng: 21.0122 };
  type Result = { name: string; distance?: number; distanceMeters?: number };
  const resultsOf = async (body: Record<string, unknown>) => {
    const response = await post('/api/lesson/search', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.items as Result[];
  };
  const distances = (items: Result[]) => Object.fromEntries(items.map((item) => [item.name, item.distance]));

  beforeAll(async () => {
    const krakow = { city: 'Kraków', country: 'PL' };
    const florianska = (
      await post(
        '/api/room',
        {
          studioId: studio.id,
          name: 'Floriańska',
          address: { ...krakow, fullAddress: 'ul. Floriańska 15', lat: 50.063, lng: 19.9393 },
        },
        owner,
      )
    ).body;
    const noCoordinates = (
      await post(
        '/api/room',
        { studioId: studio.id, name: 'Bez GPS', address: { ...krakow, fullAddress: 'ul. Długa 9' } },
        owner,
      )
    ).body;
    await lesson('Kraków Floriańska', 2, 7, { roomId: florianska.id });
    await lesson(
      'Kraków Nowa Huta park',
      4,
      15,
      {
        roomId: undefined,
        studioId: undefined,
        customAddress: { ...krakow, fullAddress: 'Plac Centralny', lat: 50.0717, lng: 20.0386 },
      },
      teacher,
    );
    await lesson('Kraków no coordinates', 5, 15, { roomId: noCoordinates.id });
    // The soonest of them (today, later this evening) and the farthest: ~10 km from the main square.
    await lesson(
      'Kraków Tyniec abbey',
      1,
      21,
      {
        roomId: undefined,
        studioId: undefined,
        customAddress: { ...krakow, fullAddress: 'ul. Benedyktyńska 37', lat: 50.0194, lng: 19.8133 },
      },
      teacher,
    );
  }, 60_000);

  it('searches the city nearest to the point when no city is given, nearest first', async () => {
    const items = await resultsOf(MAIN_SQUARE);
    expect(items.map((item) => item.name)).toEqual([
      'Kraków Floriańska',
      'Kraków Nowa Huta park',
      'Kraków Tyniec abbey',
      'Kraków no coordinates',
    ]);
    // The same lessons as searching Kraków by name, which keeps next-occurrence order and measures nothing.
    const byName = await resultsOf({ country: 'PL', city: 'Krakow' });
    expect(byName.map((item) => item.name)).toEqual([
      'Kraków Tyniec abbey',
      'Kraków Floriańska',
      'Kraków Nowa Huta park',
      'Kraków no coordinates',
    ]);
    expect(byName.every((item) => !('distance' in item) && !('distanceMeters' in item))).toBe(true);
  });

  it('orders within each page: a page holds the lessons it would without the point, and reads no more', async () => {
    const body = { country: 'PL', city: 'Kraków', page: 0, limit: 2 } as Parameters<typeof searchLessons>[0];
    const plainStats: SearchStats = { itemsRead: 0, queries: 0 };
    const plain = await searchLessons(body, { stats: plainStats });
    const nearStats: SearchStats = { itemsRead: 0, queries: 0 };
    const near = await searchLessons({ ...body, ...MAIN_SQUARE }, { stats: nearStats });
    expect(plain.items.map((item) => item.name)).toEqual(['Kraków Tyniec abbey', 'Kraków Floriańska']);
    expect(near.items.map((item) => item.name)).toEqual(['Kraków Floriańska', 'Kraków Tyniec abbey']);
    expect(nearStats).toEqual(plainStats);
    expect(nearStats.itemsRead / near.items.length).toBeLessThanOrEqual(1.5);
    // The next page goes on in next-occurrence order, nearest first within it.
    const next = await searchLessons({ ...body, ...MAIN_SQUARE, cursor: near.nextCursor! });
    expect(next.items.map((item) => item.name)).toEqual(['Kraków Nowa Huta park', 'Kraków no coordinates']);
  });

  it('gives each result its distance from the point in km (to 0.1), none where the place has no coordinates', async () => {
    const found = distances(await resultsOf(MAIN_SQUARE));
    // Floriańska 15 is ~200 m from the main square; Plac Centralny in Nowa Huta ~7.4 km.
    expect(found['Kraków Floriańska']).toBeGreaterThanOrEqual(0.1);
    expect(found['Kraków Floriańska']).toBeLessThanOrEqual(0.3);
    expect(found['Kraków Nowa Huta park']).toBeGreaterThan(6.5);
    expect(found['Kraków Nowa Huta park']).toBeLessThan(8.5);
    expect(found['Kraków Nowa Huta park']! * 10).toBe(Math.round(found['Kraków Nowa Huta park']! * 10));
    expect(found).toHaveProperty('Kraków no coordinates', undefined);
  });

  it('gives each result its distance in whole metres too, none where the place has no coordinates', async () => {
    const items = await resultsOf(MAIN_SQUARE);
    const metres = Object.fromEntries(items.map((item) => [item.name, item.distanceMeters]));
    expect(metres['Kraków Floriańska']).toBeGreaterThanOrEqual(100);
    expect(metres['Kraków Floriańska']).toBeLessThanOrEqual(300);
    expect(metres['Kraków Tyniec abbey']).toBeGreaterThan(9000);
    expect(metres['Kraków Tyniec abbey']).toBeLessThan(11_000);
    for (const item of items.filter((result) => result.distanceMeters !== undefined)) {
      expect(Number.isInteger(item.distanceMeters)).toBe(true);
      expect(Math.abs(item.distanceMeters! / 1000 - item.distance!)).toBeLessThanOrEqual(0.05);
    }
    expect(items.find((item) => item.name === 'Kraków no coordinates')).not.toHaveProperty('distanceMeters');
  });

  it('keeps a given city and measures from the point; a studio search with a point has distances too', async () => {
    const inKrakow = distances(
      await resultsOf({ ...WARSAW_CENTRE, country: 'PL', city: 'Kraków', days: [2] }),
    );
    expect(Object.keys(inKrakow)).toEqual(['Kraków Floriańska']);
    expect(inKrakow['Kraków Floriańska']).toBeGreaterThan(240); // Warsaw → Kraków
    expect(inKrakow['Kraków Floriańska']).toBeLessThan(265);
    const ofStudio = distances(await resultsOf({ ...MAIN_SQUARE, studioIds: [studio.id], days: [2] }));
    expect(ofStudio['Kraków Floriańska']).toBeLessThanOrEqual(0.3);
    expect(ofStudio).toHaveProperty('Wed 18 bachata', undefined);
  });

  it('finds nothing of Kraków around a point in Warsaw', async () => {
    expect(await resultsOf(WARSAW_CENTRE)).toEqual([]);
  });

  it.each([
    ['a latitude off the globe', { lat: 91, lng: 19.9 }, 'lat'],
    ['a longitude off the globe', { lat: 50, lng: -180.5 }, 'lng'],
    ['a latitude that is not a number', { lat: '50', lng: 19.9 }, 'lat'],
    ['a latitude without a longitude', { lat: 50 }, 'lng'],
    ['a longitude without a latitude', { lng: 19.9 }, 'lat'],
  ])('refuses %s with 400 and the field', async (_, point, field) => {
    const response = await post('/api/lesson/search', point);
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(field);
  });

  it('says why a half point is refused', async () => {
    expect((await post('/api/lesson/search', { lat: 50 })).body.message).toBe(
      errorText('search.pointNeedsBoth'),
    );
  });
});

describe('dayOrder', () => {
  it.each([
    [
      1,
      undefined,
      [
        [1, 'from'],
        [2, 'all'],
        [3, 'all'],
        [4, 'all'],
        [5, 'all'],
        [6, 'all'],
        [0, 'all'],
        [1, 'before'],
      ],
    ],
    [
      6,
      [0, 6],
      [
        [6, 'from'],
        [0, 'all'],
        [6, 'before'],
      ],
    ],
    [3, [1], [[1, 'all']]],
  ])('from weekday %i with days %j', (today, days, expected) => {
    expect(dayOrder(today, days).map((day) => [day.weekday, day.part])).toEqual(expected);
  });
});
