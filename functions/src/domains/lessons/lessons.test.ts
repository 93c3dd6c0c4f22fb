import { errorText, MESSAGES } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { STYLE_CATALOGUE } from '../styles/catalogue';
import { putStyles } from '../styles/style-repository';
import { listLessonsOfStudio } from './lesson-repository';

const api = createTestApi();
const as = (account: TestAccount | undefined) => (account ? account.headers : {});

let admin: TestAccount;
let owner: TestAccount;
let teacher: TestAccount;
let outsider: TestAccount;
let studio: { id: string; studioName: string };
let room: { id: string };
let otherRoom: { id: string };
let counter = 0;

const post = (path: string, body: unknown, caller?: TestAccount) =>
  api({ method: 'POST', path, body, headers: as(caller) });

/** A weekly lesson form in the studio's room; each call gets its own hour unless given. */
const lessonForm = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    styleId: 'salsa',
    weekday: 1,
    startHour: 6 + (counter % 16),
    startMinute: 0,
    endHour: 7 + (counter % 16),
    endMinute: 0,
    lessonTimezone: 'Europe/Warsaw',
    roomId: room.id,
    studioId: studio.id,
    teacherId: teacher.id,
    ...overrides,
  };
};

const createLesson = async (overrides: Record<string, unknown> = {}, caller = owner) => {
  const response = await post('/api/lesson', lessonForm(overrides), caller);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; [key: string]: unknown };
};

beforeAll(async () => {
  await putStyles(STYLE_CATALOGUE);
  admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
  owner = await createAccount(api);
  teacher = await createAccount(api, { isTeacher: true, name: 'Iryna Lesson' });
  outsider = await createAccount(api, { isTeacher: true });
  studio = (
    await post(
      '/api/studio',
      { name: 'Lesson Studio', email: 'lessons@plie.test', studioName: `lessons_${Date.now().toString(36)}` },
      owner,
    )
  ).body;
  await api({
    path: `/api/studio/verify/${studio.id}`,
    query: { isVerified: 'true' },
    headers: admin.headers,
  });
  const address = { fullAddress: 'ul. Floriańska 15', city: 'Kraków', country: 'PL' };
  room = (await post('/api/room', { studioId: studio.id, name: 'Sala A', capacity: 18, address }, owner))
    .body;
  otherRoom = (await post('/api/room', { studioId: studio.id, name: 'Sala B', address }, owner)).body;
  await post(`/api/studio/${studio.id}/invite-teacher`, { userId: teacher.id }, owner);
  await post('/api/studio/invite/accept', { studioId: studio.id, userId: teacher.id }, teacher);
}, 60_000);

describe('POST /api/lesson', () => {
  it('creates a studio lesson with the spec’s defaults, the style’s name and what a result shows', async () => {
    const lesson = await createLesson({ weekday: 2, startHour: 19, endHour: 20 });
    expect(lesson).toMatchObject({
      name: 'Salsa',
      style: { id: 'salsa', name: 'Salsa' },
      level: 0,
      ageMin: 0,
      ageMax: 100,
      isClosedGroup: false,
      isReoccurring: true,
      studioId: studio.id,
      capacity: 18,
      attendeeCount: 0,
      teacher: { id: teacher.id, name: 'Iryna Lesson' },
      room: { id: room.id, name: 'Sala A', studio: { id: studio.id, name: 'Lesson Studio' } },
    });
    expect(lesson.nextDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await api({ path: `/api/lesson/${lesson.id}` })).body).toMatchObject({ id: lesson.id });
  });

  it('counts the lesson in its room: the room cannot be deleted while it has lessons', async () => {
    await createLesson({ roomId: otherRoom.id });
    const remove = await api({ method: 'DELETE', path: `/api/room/${otherRoom.id}`, headers: owner.headers });
    expect(remove.status).toBe(409);
  });

  it.each([
    ['anonymous visitors', () => undefined, 401],
    ['people outside the studio', () => outsider, 403],
  ])('is refused to %s', async (_, caller, status) => {
    const before = (await listLessonsOfStudio(studio.id)).length;
    expect((await post('/api/lesson', lessonForm(), caller())).status).toBe(status);
    expect((await listLessonsOfStudio(studio.id)).length).toBe(before);
  });

  it('refuses an unconfirmed e-mail (the spec’s lock on creating lessons)', async () => {
    const unconfirmed = await createAccount(api, { isTeacher: true, confirmed: false });
    const own = lessonForm({
      roomId: undefined,
      teacherId: unconfirmed.id,
      customAddress: { fullAddress: 'Park', city: 'Kraków', country: 'Poland' },
    });
    expect((await post('/api/lesson', own, unconfirmed)).status).toBe(403);
  });

  it('lets a teacher on the team add their own lesson in a studio room, not someone else’s', async () => {
    await createLesson({}, teacher);
    const forOwner = await post('/api/lesson', lessonForm({ teacherId: outsider.id }), teacher);
    expect(forOwner.status).toBe(403);
  });

  it('refuses a registered teacher who is not on the studio’s team', async () => {
    const response = await post('/api/lesson', lessonForm({ teacherId: outsider.id }), owner);
    expect(response).toMatchObject({
      status: 400,
      body: { message: errorText('lesson.teacherNotOnTeam') },
    });
  });

  it('lets a teacher publish their own lesson at a custom address (a park), public at once', async () => {
    const lesson = await createLesson(
      {
        roomId: undefined,
        studioId: undefined,
        teacherId: outsider.id,
        weekday: 5,
        startHour: 10,
        endHour: 11,
        customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'Poland' },
      },
      outsider,
    );
    expect(lesson).toMatchObject({ customAddress: { city: 'Kraków' } });
    expect(lesson.studioId).toBeUndefined();
    expect(lesson.capacity).toBeUndefined();
    expect((await api({ path: `/api/lesson/${lesson.id}` })).status).toBe(200);
    const notATeacher = await createAccount(api);
    const refused = await post(
      '/api/lesson',
      lessonForm({
        roomId: undefined,
        teacherId: notATeacher.id,
        customAddress: { fullAddress: 'Park', city: 'Kraków', country: 'PL' },
      }),
      notATeacher,
    );
    expect(refused).toMatchObject({ status: 400, body: { message: errorText('lesson.notATeacher') } });
  });

  it.each([
    ['no style', { styleId: '' }, MESSAGES.missingStyle],
    ['an unknown style', { styleId: 'moonwalk' }, MESSAGES.missingStyle],
    ['no teacher', { teacherId: undefined }, MESSAGES.missingTeacher],
    ['no place', { roomId: undefined }, MESSAGES.missingPlace],
    [
      'a room and an address',
      { customAddress: { fullAddress: 'x', city: 'Kraków', country: 'PL' } },
      MESSAGES.placeBoth,
    ],
    ['hour 24', { startHour: 24 }, undefined],
    ['minute 60', { endMinute: 60 }, undefined],
    ['ages the wrong way round', { ageMin: 30, ageMax: 10 }, undefined],
    ['an age over 100', { ageMax: 101 }, undefined],
    ['a one-off lesson without a date', { isReoccurring: false }, MESSAGES.missingDate],
    [
      'a date on another weekday',
      { isReoccurring: false, date: '2026-12-02', weekday: 0 },
      MESSAGES.weekdayMismatch,
    ],
    [
      'an unknown country',
      { roomId: undefined, customAddress: { fullAddress: 'x', city: 'y', country: 'Atlantis' } },
      errorText('address.unknownCountry'),
    ],
    ['a room that does not exist', { roomId: 'no-such-room' }, undefined],
  ])('refuses %s with a 4xx and writes nothing', async (_, overrides, message) => {
    const before = (await listLessonsOfStudio(studio.id)).length;
    const response = await post('/api/lesson', lessonForm(overrides), owner);
    expect([400, 404]).toContain(response.status);
    if (message) expect(response.body.message).toBe(message);
    expect((await listLessonsOfStudio(studio.id)).length).toBe(before);
  });
});

describe('time slots', () => {
  it('refuses an overlapping lesson in the same room, allows one that touches it', async () => {
    await createLesson({ weekday: 3, startHour: 18, endHour: 19 });
    const overlapping = await post(
      '/api/lesson',
      lessonForm({
        weekday: 3,
        startHour: 18,
        startMinute: 30,
        endHour: 19,
        endMinute: 30,
        // Another (unregistered) teacher: only the room clashes.
        teacherId: undefined,
        customTeacherName: 'Guest Teacher',
      }),
      owner,
    );
    expect(overlapping).toMatchObject({
      status: 409,
      body: { message: errorText('availability.slotTaken') },
    });
    await createLesson({
      weekday: 3,
      startHour: 19,
      endHour: 20,
      roomId: otherRoom.id === room.id ? undefined : room.id,
    });
  });

  it('refuses a teacher in two places at once, across rooms', async () => {
    await createLesson({ weekday: 4, startHour: 17, endHour: 18 });
    const elsewhere = await post(
      '/api/lesson',
      lessonForm({ weekday: 4, startHour: 17, endHour: 18, roomId: otherRoom.id }),
      owner,
    );
    expect(elsewhere.status).toBe(409);
  });

  it('answers checkAvailability with the clashing lessons, ignoring the lesson being edited', async () => {
    const lesson = await createLesson({ weekday: 6, startHour: 9, endHour: 10 });
    const slot = { roomId: room.id, weekday: 6, startHour: 9, startMinute: 30, endHour: 10, endMinute: 30 };
    expect((await post('/api/lesson/checkAvailability', slot, owner)).body).toEqual({
      available: false,
      message: errorText('availability.slotTaken'),
      conflictingLessonIds: [lesson.id],
    });
    expect(
      (await post('/api/lesson/checkAvailability', { ...slot, currentLessonId: lesson.id }, owner)).body,
    ).toEqual({
      available: true,
    });
    const neither = await post(
      '/api/lesson/checkAvailability',
      { weekday: 6, startHour: 9, startMinute: 0, endHour: 10, endMinute: 0 },
      owner,
    );
    expect(neither).toMatchObject({
      status: 400,
      body: { message: MESSAGES.availabilityNeedsRoomOrTeacher },
    });
  });

  it('sees a past-midnight lesson from the day before', async () => {
    await createLesson({ weekday: 0, startHour: 23, endHour: 1, roomId: otherRoom.id });
    const early = {
      roomId: otherRoom.id,
      weekday: 1,
      startHour: 0,
      startMinute: 30,
      endHour: 1,
      endMinute: 30,
    };
    expect((await post('/api/lesson/checkAvailability', early, owner)).body.available).toBe(false);
  });
});

describe('POST /api/lesson/checkAvailability tells only what the caller may schedule (issue #13 D)', () => {
  const slot = { weekday: 5, startHour: 17, startMinute: 0, endHour: 18, endMinute: 0 };
  const check = (body: Record<string, unknown>, caller?: TestAccount) =>
    post('/api/lesson/checkAvailability', { ...slot, ...body }, caller);
  let hiddenOwner: TestAccount;
  let hiddenRoom: { id: string };
  let hiddenLesson: { id: string };

  beforeAll(async () => {
    // An unverified studio (nobody else sees it) where the team's teacher also teaches, Fridays 17:00.
    hiddenOwner = await createAccount(api);
    const hidden = (
      await post(
        '/api/studio',
        { name: 'Hidden Studio', email: 'hidden@plie.test', studioName: `hidden_${Date.now().toString(36)}` },
        hiddenOwner,
      )
    ).body;
    const address = { fullAddress: 'ul. Długa 1', city: 'Kraków', country: 'PL' };
    hiddenRoom = (await post('/api/room', { studioId: hidden.id, name: 'Secret', address }, hiddenOwner))
      .body;
    await post(`/api/studio/${hidden.id}/invite-teacher`, { userId: teacher.id }, hiddenOwner);
    await post('/api/studio/invite/accept', { studioId: hidden.id, userId: teacher.id }, teacher);
    hiddenLesson = await createLesson(
      { ...slot, roomId: hiddenRoom.id, studioId: hidden.id, teacherId: teacher.id },
      hiddenOwner,
    );
  });

  it('refuses a room of a studio the caller is not on (404 for one they cannot even see)', async () => {
    expect(await check({ roomId: room.id }, outsider)).toMatchObject({
      status: 403,
      body: { message: errorText('studio.notAllowed') },
    });
    expect(await check({ roomId: hiddenRoom.id }, outsider)).toMatchObject({
      status: 404,
      body: { message: errorText('room.notFound') },
    });
    expect((await check({ roomId: hiddenRoom.id }, owner)).status).toBe(404);
    expect((await check({ roomId: 'no-such-room' }, owner)).status).toBe(404);
  });

  it('refuses another teacher’s schedule unless the caller administers a studio they teach in', async () => {
    expect(await check({ teacherId: teacher.id }, outsider)).toMatchObject({
      status: 403,
      body: { message: errorText('availability.notYourSchedule') },
    });
    expect((await check({ teacherId: outsider.id }, outsider)).body).toEqual({ available: true });
    expect((await check({ teacherId: owner.id }, teacher)).status).toBe(403);
  });

  it('lets the studio’s team check its rooms, and its admins its teachers — without naming lessons they may not see', async () => {
    expect((await check({ roomId: room.id }, teacher)).body).toEqual({ available: true });
    expect((await check({ roomId: room.id }, owner)).body).toEqual({ available: true });
    // The teacher is busy elsewhere: the owner learns that, not which (hidden) lesson it is.
    expect((await check({ teacherId: teacher.id }, owner)).body).toEqual({
      available: false,
      message: errorText('availability.slotTaken'),
      conflictingLessonIds: [],
    });
    // Those who may see the lesson get its id.
    for (const caller of [teacher, hiddenOwner, admin]) {
      expect((await check({ teacherId: teacher.id }, caller)).body).toEqual({
        available: false,
        message: errorText('availability.slotTaken'),
        conflictingLessonIds: [hiddenLesson.id],
      });
    }
    expect((await check({ roomId: hiddenRoom.id }, hiddenOwner)).body.conflictingLessonIds).toEqual([
      hiddenLesson.id,
    ]);
  });
});

describe('PATCH and DELETE /api/lesson/{id}', () => {
  it('moves a lesson from a room to a custom address: the room’s count follows', async () => {
    const lesson = await createLesson({ roomId: otherRoom.id, weekday: 2, startHour: 8, endHour: 9 });
    const moved = await api({
      method: 'PATCH',
      path: `/api/lesson/${lesson.id}`,
      headers: owner.headers,
      body: lessonForm({
        roomId: undefined,
        studioId: studio.id,
        weekday: 2,
        startHour: 8,
        endHour: 9,
        customAddress: { fullAddress: 'Rynek 1', city: 'Kraków', country: 'PL' },
        name: 'Salsa outdoors',
      }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      name: 'Salsa outdoors',
      customAddress: { fullAddress: 'Rynek 1' },
      studioId: studio.id,
    });
    expect(moved.body.roomId).toBeUndefined();
  });

  it('lets the lesson’s teacher and the studio’s admins change it; others get 403', async () => {
    const lesson = await createLesson({ weekday: 2, startHour: 12, endHour: 13 });
    const patch = (caller?: TestAccount) =>
      api({
        method: 'PATCH',
        path: `/api/lesson/${lesson.id}`,
        headers: as(caller),
        body: lessonForm({ weekday: 2, startHour: 12, endHour: 13, level: 1 }),
      });
    expect((await patch(outsider)).status).toBe(403);
    expect((await patch(teacher)).body.level).toBe(1);
    expect((await patch(admin)).status).toBe(200);
  });

  it('deletes: the lesson is gone and its room’s count goes down', async () => {
    const lessonRoom = (
      await post(
        '/api/room',
        {
          studioId: studio.id,
          name: 'Sala C',
          address: { fullAddress: 'x 1', city: 'Kraków', country: 'PL' },
        },
        owner,
      )
    ).body;
    const lesson = await createLesson({ roomId: lessonRoom.id, weekday: 0, startHour: 8, endHour: 9 });
    const remove = (caller: TestAccount) =>
      api({ method: 'DELETE', path: `/api/lesson/${lesson.id}`, headers: caller.headers });
    expect((await remove(outsider)).status).toBe(403);
    expect((await remove(owner)).body).toEqual({ success: true });
    expect((await api({ path: `/api/lesson/${lesson.id}` })).status).toBe(404);
    expect(
      (await api({ method: 'DELETE', path: `/api/room/${lessonRoom.id}`, headers: owner.headers })).status,
    ).toBe(200);
  });
});

describe('what lessons change elsewhere', () => {
  it('hiding the studio takes its lessons out of public view; showing it brings them back', async () => {
    const lesson = await createLesson({ weekday: 5, startHour: 15, endHour: 16 });
    const visibility = (isHidden: boolean) =>
      api({
        method: 'PATCH',
        path: `/api/studio/${studio.id}/visibility`,
        body: { isHidden },
        headers: owner.headers,
      });
    await visibility(true);
    expect((await api({ path: `/api/lesson/${lesson.id}` })).status).toBe(404);
    expect((await api({ path: `/api/lesson/${lesson.id}`, headers: owner.headers })).status).toBe(200);
    await visibility(false);
    expect((await api({ path: `/api/lesson/${lesson.id}` })).status).toBe(200);
  });

  it('the studio’s styles and the teacher’s filters follow its lessons', async () => {
    await createLesson({ styleId: 'bachata', weekday: 6, startHour: 20, endHour: 21 });
    const styles = (await api({ path: `/api/style/studio/${studio.id}` })).body.map(
      (style: { id: string }) => style.id,
    );
    expect(styles).toEqual(expect.arrayContaining(['bachata', 'salsa']));
    const found = await post('/api/user/search', { styles: ['bachata'], country: 'PL', city: 'Krakow' });
    expect(found.body.items.map((user: { id: string }) => user.id)).toContain(teacher.id);
  });

  it('a teacher’s lessons show on the studio’s team (“Teacher”, not “Teacher (no lessons)”)', async () => {
    const team = await api({ path: `/api/studio/${studio.id}/teachers` });
    expect(team.body.find((member: { user: { id: string } }) => member.user.id === teacher.id)).toMatchObject(
      {
        hasLessons: true,
      },
    );
  });

  it('renaming a room or the teacher shows in the lesson', async () => {
    const lesson = await createLesson({ weekday: 4, startHour: 6, endHour: 7 });
    await api({
      method: 'PATCH',
      path: `/api/room/${room.id}`,
      body: { name: 'Sala Duża' },
      headers: owner.headers,
    });
    await api({
      method: 'PATCH',
      path: `/api/user/${teacher.id}`,
      body: { name: 'Iryna Renamed' },
      headers: teacher.headers,
    });
    expect((await api({ path: `/api/lesson/${lesson.id}` })).body).toMatchObject({
      room: { name: 'Sala Duża' },
      teacher: { name: 'Iryna Renamed' },
    });
  });
});

describe('POST /api/lesson/bulk-create', () => {
  it('creates the good rows and reports each refused one with its reason, writing nothing for it', async () => {
    const importRoom = (
      await post(
        '/api/room',
        {
          studioId: studio.id,
          name: 'Import Hall',
          address: { fullAddress: 'x 2', city: 'Kraków', country: 'PL' },
        },
        owner,
      )
    ).body;
    const row = (start: number, overrides: Record<string, unknown> = {}) => ({
      styleId: 'tango',
      startHour: start,
      startMinute: 0,
      endHour: start + 1,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      customTeacherName: 'Guest',
      ...overrides,
    });
    const body = {
      roomId: importRoom.id,
      weekday: 2,
      lessons: [row(10), row(10, { name: 'Clashes with row 0' }), row(12, { styleId: '' }), row(25), row(13)],
    };
    expect((await post('/api/lesson/bulk-create', body, owner)).status).toBe(403);
    const response = await post('/api/lesson/bulk-create', body, admin);
    expect(response.status).toBe(200);
    expect(response.body.created.map((created: { index: number }) => created.index)).toEqual([0, 4]);
    expect(response.body.created[0].lesson).toMatchObject({
      weekday: 2,
      roomId: importRoom.id,
      name: 'Argentine Tango',
    });
    expect(response.body.refused).toEqual([
      { index: 1, message: errorText('availability.slotTaken') },
      expect.objectContaining({ index: 2, message: MESSAGES.missingStyle }),
      expect.objectContaining({
        index: 3,
        fields: expect.objectContaining({ startHour: expect.any(String) }),
      }),
    ]);
    const inRoom = (await listLessonsOfStudio(studio.id)).filter((lesson) => lesson.roomId === importRoom.id);
    expect(inRoom).toHaveLength(2);
  });

  it('refuses a body that is not a list of lessons', async () => {
    expect((await post('/api/lesson/bulk-create', { lessons: [] }, admin)).status).toBe(400);
    expect((await post('/api/lesson/bulk-create', { lessons: 'nope' }, admin)).status).toBe(400);
  });
});
