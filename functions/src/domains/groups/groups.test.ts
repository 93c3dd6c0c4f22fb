import { errorText, GROUP, MESSAGES } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import {
  createGroupWorld,
  createOwnLesson,
  createTestLesson,
  type GroupWorld,
  groupCalls,
  type TestLesson,
} from '../../../test/groups';
import { createTestStudio } from '../../../test/studios';
import { getLessonById } from '../lessons/lesson-repository';

const api = createTestApi();
const groups = groupCalls(api);
let world: GroupWorld;

const lesson = (weekday = 1, overrides: Record<string, unknown> = {}) =>
  createTestLesson(api, world, weekday, overrides);
const ids = (lessons: TestLesson[]) => lessons.map((each) => each.id);
const groupIdOf = async (lessonId: string) => (await getLessonById(lessonId))?.groupId;

beforeAll(async () => {
  world = await createGroupWorld(api);
}, 60_000);

describe('POST /api/lesson-group', () => {
  it('makes a studio’s group, named after its first lesson and teacher, and marks its lessons', async () => {
    const lessons = [await lesson(1), await lesson(3)];
    const response = await groups.create({ lessonIds: ids(lessons) }, world.owner);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Salsa · Iryna Kovalenko',
      studioId: world.studio.id,
      lessonIds: ids(lessons),
      memberCount: 0,
      lessons: [
        { id: lessons[0]!.id, groupId: response.body.id },
        { id: lessons[1]!.id, groupId: response.body.id },
      ],
    });
    expect(response.body.teacherId).toBeUndefined();
    for (const each of lessons) expect(await groupIdOf(each.id)).toBe(response.body.id);
    expect((await api({ path: `/api/lesson/${lessons[0]!.id}` })).body.groupId).toBe(response.body.id);

    const shown = await groups.get(response.body.id);
    expect(shown.status).toBe(200);
    expect(shown.body.group).toMatchObject({ id: response.body.id, lessonIds: ids(lessons) });
    const listed = await groups.ofStudio(world.studio.id);
    expect(listed.body.map((group: { id: string }) => group.id)).toContain(response.body.id);
  });

  it('keeps a given name and start date; the same lesson twice counts once', async () => {
    const one = await lesson(2);
    const response = await groups.create(
      {
        name: '  Salsa course  ',
        lessonIds: [one.id, one.id],
        dateStart: '2026-10-01',
        studioId: world.studio.id,
      },
      world.studioAdmin,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Salsa course',
      dateStart: '2026-10-01',
      lessonIds: [one.id],
    });
  });

  it.each([
    ['the studio’s owner', 201, () => world.owner],
    ['a studio admin', 201, () => world.studioAdmin],
    ['the platform admin', 201, () => world.admin],
    ['a teacher of the studio who is not its admin', 403, () => world.teacher],
    ['someone outside the studio', 403, () => world.outsider],
    ['an anonymous visitor', 401, () => undefined],
  ])('for a studio’s lessons: %s gets %i', async (_, status, caller) => {
    const one = await lesson(4);
    const response = await groups.create({ lessonIds: [one.id] }, caller());
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (status === 403) expect(response.body.message).toBe(errorText('group.onlyStudioAdmins'));
    expect(await groupIdOf(one.id)).toBe(status === 201 ? response.body.id : undefined);
  });

  it('refuses an unconfirmed e-mail (spec §4: it locks creating groups)', async () => {
    const unconfirmed = await createAccount(api, { confirmed: false });
    const one = await lesson(4);
    expect((await groups.create({ lessonIds: [one.id] }, unconfirmed)).status).toBe(403);
  });

  it('lets a teacher group their own lessons (not another teacher’s), listed under the teacher', async () => {
    const own = [await createOwnLesson(api, world, 5), await createOwnLesson(api, world, 6)];
    expect((await groups.create({ lessonIds: ids(own) }, world.teacher)).body).toMatchObject({
      statusCode: 403,
      message: errorText('group.onlyOwnLessons'),
    });
    const response = await groups.create(
      { lessonIds: ids(own), teacherId: world.ownTeacher.id },
      world.ownTeacher,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ teacherId: world.ownTeacher.id, name: 'Salsa · Taras Park' });
    expect(response.body.studioId).toBeUndefined();
    const listed = await groups.ofTeacher(world.ownTeacher.id);
    expect(listed.body.map((group: { id: string }) => group.id)).toEqual([response.body.id]);
    expect(
      (await groups.ofStudio(world.studio.id)).body.map((group: { id: string }) => group.id),
    ).not.toContain(response.body.id);
  });

  it.each([
    ['no lessons', 400, () => ({ lessonIds: [] }), MESSAGES.groupNeedsLessons],
    [
      'more lessons than a group holds',
      400,
      () => ({ lessonIds: Array.from({ length: GROUP.maxLessons + 1 }, (_, i) => `lesson-${i}`) }),
      MESSAGES.groupTooManyLessons,
    ],
    ['an unknown lesson', 404, () => ({ lessonIds: ['no-such-lesson'] }), errorText('lesson.notFound')],
    ['a name that is no text', 400, () => ({ lessonIds: ['x'], name: 42 }), undefined],
    [
      'a start date that is no date',
      400,
      () => ({ lessonIds: ['x'], dateStart: '2026-02-30' }),
      MESSAGES.dateInvalid,
    ],
  ])('refuses %s (%i)', async (_, status, body, message) => {
    const response = await groups.create(body(), world.owner);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (message) expect(response.body.message).toBe(message);
  });

  it('refuses lessons of a studio mixed with a teacher’s own, and a studio or teacher the lessons are not of', async () => {
    const studioLesson = await lesson(0);
    const ownLesson = await createOwnLesson(api, world, 0);
    expect(await groups.create({ lessonIds: [studioLesson.id, ownLesson.id] }, world.admin)).toMatchObject({
      status: 400,
      body: { message: errorText('group.mixedOwners') },
    });
    const otherStudio = await createTestStudio(api, world.admin);
    expect(
      await groups.create({ lessonIds: [studioLesson.id], studioId: otherStudio.id }, world.owner),
    ).toMatchObject({ status: 400, body: { message: errorText('group.notOfThisStudio') } });
    expect(
      await groups.create({ lessonIds: [ownLesson.id], teacherId: world.teacher.id }, world.ownTeacher),
    ).toMatchObject({ status: 400, body: { message: errorText('group.notOfThisTeacher') } });
    expect(await groupIdOf(studioLesson.id)).toBeUndefined();
    expect(await groupIdOf(ownLesson.id)).toBeUndefined();
  });

  it('refuses a lesson already in a group (409), and writes nothing of the new group', async () => {
    const taken = await lesson(5);
    const free = await lesson(5);
    const first = await groups.create({ lessonIds: [taken.id] }, world.owner);
    const before = (await groups.ofStudio(world.studio.id, world.owner)).body.length;
    expect(await groups.create({ lessonIds: [free.id, taken.id] }, world.owner)).toMatchObject({
      status: 409,
      body: { message: errorText('group.lessonInGroup') },
    });
    expect(await groupIdOf(taken.id)).toBe(first.body.id);
    expect(await groupIdOf(free.id)).toBeUndefined();
    expect((await groups.ofStudio(world.studio.id, world.owner)).body.length).toBe(before);
  });

  it('gives a lesson to exactly one of two groups racing for it', async () => {
    const contested = await lesson(6);
    const [a, b] = [await lesson(6), await lesson(6)];
    const responses = await Promise.all([
      groups.create({ name: 'Race A', lessonIds: [a!.id, contested.id] }, world.owner),
      groups.create({ name: 'Race B', lessonIds: [b!.id, contested.id] }, world.studioAdmin),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses, JSON.stringify(responses.map((r) => r.body))).toEqual([201, 409]);
    const winner = responses.find((response) => response.status === 201)!.body;
    const loser = responses.find((response) => response.status === 409)!.body;
    expect(loser.message).toBe(errorText('group.lessonInGroup'));
    expect(await groupIdOf(contested.id)).toBe(winner.id);
    const names = (await groups.ofStudio(world.studio.id, world.owner)).body.map(
      (group: { name: string }) => group.name,
    );
    expect(names.filter((name: string) => name.startsWith('Race '))).toEqual([winner.name]);
    // The loser's own lesson was not taken either.
    const loserLesson = winner.name === 'Race A' ? b! : a!;
    expect(await groupIdOf(loserLesson.id)).toBeUndefined();
  });
});

describe('GET /api/lesson-group/{id} and the lists', () => {
  it('404s for an unknown group', async () => {
    expect(await groups.get('no-such-group')).toMatchObject({
      status: 404,
      body: { message: errorText('group.notFound') },
    });
  });

  it('hides a group of a studio the public can’t see, except from its admins', async () => {
    const hiddenOwner = await createAccount(api);
    const hidden = await createTestStudio(api, hiddenOwner);
    const room = (
      await api({
        method: 'POST',
        path: '/api/room',
        headers: hiddenOwner.headers,
        body: {
          studioId: hidden.id,
          name: 'Sala',
          address: { fullAddress: 'ul. Długa 1', city: 'Kraków', country: 'PL' },
        },
      })
    ).body;
    const one = await createTestLesson(
      api,
      world,
      2,
      { studioId: hidden.id, roomId: room.id, teacherId: undefined, customTeacherName: 'Anna' },
      hiddenOwner,
    );
    const group = (await groups.create({ lessonIds: [one.id] }, hiddenOwner)).body;
    expect(group.name).toBe('Salsa · Anna');
    expect((await groups.get(group.id)).status).toBe(404);
    expect((await groups.get(group.id, world.dancer)).status).toBe(404);
    expect((await groups.get(group.id, hiddenOwner)).body.group.lessons).toHaveLength(1);
    expect((await groups.ofStudio(hidden.id)).status).toBe(404);
    expect((await groups.ofStudio(hidden.id, hiddenOwner)).body.map((g: { id: string }) => g.id)).toEqual([
      group.id,
    ]);
  });

  it('lists a teacher’s own groups to everyone (none for someone without)', async () => {
    expect((await groups.ofTeacher(world.dancer.id)).body).toEqual([]);
  });
});

describe('DELETE /api/lesson-group/{id}', () => {
  const makeGroup = async () => {
    const lessons = [await lesson(0), await lesson(2)];
    const group = (await groups.create({ lessonIds: ids(lessons) }, world.owner)).body;
    return { lessons, group };
  };

  it.each([
    ['someone outside the studio', 403, () => world.outsider],
    ['a teacher of its lessons who is not the studio’s admin', 403, () => world.teacher],
    ['an anonymous visitor', 401, () => undefined],
  ])('is refused to %s (%i) and keeps the group', async (_, status, caller) => {
    const { group, lessons } = await makeGroup();
    expect((await groups.delete(group.id, caller())).status).toBe(status);
    expect((await groups.get(group.id)).status).toBe(200);
    expect(await groupIdOf(lessons[0]!.id)).toBe(group.id);
  });

  it('frees its lessons (they can be grouped again), cancels the classes it booked and nothing else', async () => {
    const { group, lessons } = await makeGroup();
    const joined = await groups.join({
      groupId: group.id,
      name: 'Guest Member',
      email: `member.${Date.now()}@plie.test`,
      joinStarting: new Date().toISOString().slice(0, 10),
      legalAccepted: true,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const booked = joined.body.booking.booked as { lessonId: string; date: string }[];
    expect(booked.length).toBeGreaterThan(0);
    const first = booked[0]!;
    const byHand = await api({
      method: 'POST',
      path: '/api/attendance',
      body: {
        lessonId: first.lessonId,
        date: first.date,
        name: 'By Hand',
        email: `hand.${Date.now()}@plie.test`,
        legalAccepted: true,
      },
    });
    expect(byHand.status).toBe(201);

    expect(await groups.delete(group.id, world.studioAdmin)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await groups.get(group.id)).status).toBe(404);
    expect((await groups.ofStudio(world.studio.id)).body.map((g: { id: string }) => g.id)).not.toContain(
      group.id,
    );
    for (const each of lessons) expect(await groupIdOf(each.id)).toBeUndefined();
    const seats = (await getLessonById(first.lessonId))?.seats ?? {};
    expect(seats[first.date]).toBe(1);
    for (const { lessonId, date } of booked.slice(1)) {
      expect((await getLessonById(lessonId))?.seats?.[date] ?? 0).toBe(0);
    }
    const list = await api({
      path: `/api/attendance/lesson/${first.lessonId}`,
      query: { date: first.date },
      headers: world.owner.headers,
    });
    const byName = Object.fromEntries(
      list.body.map((a: { name: string; isDeleted: boolean }) => [a.name, a.isDeleted]),
    );
    expect(byName).toEqual({ 'Guest Member': true, 'By Hand': false });
    expect((await groups.create({ lessonIds: ids(lessons) }, world.owner)).status).toBe(201);
    expect((await groups.delete(group.id, world.owner)).status).toBe(404);
  });

  it('lets the teacher delete their own group', async () => {
    const own = await createOwnLesson(api, world, 3);
    const group = (await groups.create({ lessonIds: [own.id] }, world.ownTeacher)).body;
    expect((await groups.delete(group.id, world.teacher)).status).toBe(403);
    expect((await groups.delete(group.id, world.ownTeacher)).status).toBe(200);
    expect(await groupIdOf(own.id)).toBeUndefined();
  });
});
