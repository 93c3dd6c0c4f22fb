import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts';
import { createTestApi, PNG_BYTES } from '../../test/api';
import { recordCommands } from '../../test/db-faults';
import {
  createGroupWorld,
  createTestLesson,
  GROUP_TEST_NOW,
  type GroupWorld,
  groupCalls,
  type TestLesson,
} from '../../test/groups';
import { resetClock, setClock } from '../services/clock';
import { resetRateLimits, setRateLimits } from '../services/rate-limits';

const api = createTestApi();
const groups = groupCalls(api);

const exportOf = (account: TestAccount) => api({ path: '/api/user/me/export', headers: account.headers });

const signUp = async (account: TestAccount, lesson: TestLesson, date: string) => {
  const response = await api({
    method: 'POST',
    path: '/api/attendance',
    headers: account.headers,
    body: {
      lessonId: lesson.id,
      date,
      userId: account.id,
      name: account.name,
      email: account.email,
      legalAccepted: true,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
};

let world: GroupWorld;
/** The studio's admin (on its team as a teacher): data in every domain. */
let subject: TestAccount;
let taught: TestLesson;
let booked: TestLesson;
let avatarUrl: string;
let groupName: string;
let ownGroupId: string;

beforeAll(async () => {
  world = await createGroupWorld(api);
  subject = world.studioAdmin;
  await api({
    method: 'PATCH',
    path: `/api/user/${subject.id}`,
    headers: subject.headers,
    body: { isTeacher: true },
  });
  // A past class (booked a week before "now"), a future one, and a cancelled one.
  setClock(() => new Date(GROUP_TEST_NOW.getTime() - 7 * 24 * 3_600_000));
  booked = await createTestLesson(api, world, 1, { name: 'Salsa Booked' });
  await signUp(subject, booked, '2029-12-04');
  setClock(() => GROUP_TEST_NOW);
  await signUp(subject, booked, '2029-12-11');
  const cancelled = await signUp(subject, booked, '2029-12-18');
  await api({ method: 'DELETE', path: `/api/attendance/${cancelled.id}`, headers: subject.headers });
  taught = await createTestLesson(api, world, 3, { name: 'Bachata Taught', teacherId: subject.id });
  const groupLesson = await createTestLesson(api, world, 4, { name: 'Zouk Group' });
  const group = await groups.create({ lessonIds: [groupLesson.id] }, world.owner);
  groupName = group.body.name;
  const joined = await groups.join(
    {
      groupId: group.body.id,
      userId: subject.id,
      name: subject.name,
      email: subject.email,
      joinStarting: '2029-12-10',
      legalAccepted: true,
    },
    subject,
  );
  expect(joined.status, JSON.stringify(joined.body)).toBeLessThan(300);
  const avatar = await api({
    method: 'POST',
    path: '/api/user/avatar',
    headers: subject.headers,
    files: [{ field: 'avatar', bytes: PNG_BYTES, name: 'me.png', type: 'image/png' }],
  });
  avatarUrl = avatar.body.avatarUrl;
  // A group of their own (a lesson in a park, no studio) and the studio's videos.
  const parkLesson = await createTestLesson(
    api,
    world,
    5,
    {
      name: 'Park Kizomba',
      roomId: undefined,
      studioId: undefined,
      teacherId: subject.id,
      customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'PL' },
    },
    subject,
  );
  const ownGroup = await groups.create({ name: 'Park Crew', lessonIds: [parkLesson.id] }, subject);
  expect(ownGroup.status, JSON.stringify(ownGroup.body)).toBe(201);
  ownGroupId = ownGroup.body.id;
  const videos = await api({
    method: 'PATCH',
    path: `/api/studio/${world.studio.id}`,
    headers: world.owner.headers,
    body: { videos: [{ title: 'Showcase', link: 'https://example.com/showcase' }] },
  });
  expect(videos.status, JSON.stringify(videos.body)).toBe(200);
}, 120_000);

afterAll(() => {
  resetClock();
  resetRateLimits();
});

describe('GET /api/user/me/export (Download my data)', () => {
  it('answers one JSON file to save, named after the username and the day', async () => {
    const response = await exportOf(subject);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="plie-data-${subject.username}-2029-12-10.json"`,
    );
    expect(response.body).toMatchObject({ format: 'plie-data-export', version: 1 });
  });

  it('holds the account, its consents and times, and never the password hash, tokens or table keys', async () => {
    const { body } = await exportOf(subject);
    expect(body.account).toMatchObject({
      id: subject.id,
      email: subject.email,
      username: subject.username,
      isEmailConfirmed: true,
      hasPassword: true,
      photo: avatarUrl,
    });
    expect(body.account.createdAt).toEqual(expect.any(String));
    expect(body.account.lastActiveAt).toEqual(expect.any(String));
    expect(body.consents.termsAcceptedAt).toEqual(expect.any(String));
    expect(body.consents.privacyAcceptedAt).toEqual(expect.any(String));
    const text = JSON.stringify(body);
    for (const secret of ['passwordHash', 'tokenVersion', 'confirmationLinkId', '"PK"', 'GSI1PK', 'GSI4PK'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(subject.password);
  });

  it('holds every attendance, past, future and cancelled, with its lesson, studio and time', async () => {
    const { body } = await exportOf(subject);
    const byDate = Object.fromEntries(
      (body.attendances as { date: string; isDeleted: boolean; lesson: { name: string; studio: string } }[])
        .filter((attendance) => attendance.lesson?.name === 'Salsa Booked')
        .map((attendance) => [attendance.date, attendance]),
    );
    expect(Object.keys(byDate).sort()).toEqual(['2029-12-04', '2029-12-11', '2029-12-18']);
    expect(byDate['2029-12-04']).toMatchObject({ isDeleted: false, lesson: { studio: 'Group Studio' } });
    expect(byDate['2029-12-18']).toMatchObject({ isDeleted: true, cancelledAt: expect.any(String) });
    expect(body.attendances[0].lesson).toMatchObject({ start: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  it('holds the group memberships, studio memberships, the studios run, lessons taught and images', async () => {
    const { body } = await exportOf(subject);
    expect(body.groupMemberships).toEqual([expect.objectContaining({ groupName, email: subject.email })]);
    expect(body.studioMemberships).toEqual([
      expect.objectContaining({ studioId: world.studio.id, studioName: 'Group Studio', isAdmin: true }),
    ]);
    expect(body.studios).toEqual([
      expect.objectContaining({ id: world.studio.id, role: 'admin', rooms: expect.any(Array) }),
    ]);
    expect(body.studios[0].rooms.map((room: { name: string }) => room.name).sort()).toEqual([
      'Sala 2',
      'Sala 30',
    ]);
    expect(body.lessonsTaught.map((lesson: { name: string }) => lesson.name).sort()).toEqual([
      'Bachata Taught',
      'Park Kizomba',
    ]);
    expect(body.lessonsTaught.map((lesson: { id: string }) => lesson.id)).toContain(taught.id);
    expect(body.images).toContain(avatarUrl);
  });

  it('holds the groups the teacher runs on their own and the videos of the studios they run', async () => {
    const { body } = await exportOf(subject);
    expect(body.groupsRun).toEqual([
      expect.objectContaining({ id: ownGroupId, name: 'Park Crew', teacherId: subject.id, memberCount: 0 }),
    ]);
    expect(body.studios[0].videos).toEqual([
      expect.objectContaining({ title: 'Showcase', link: 'https://example.com/showcase' }),
    ]);
    // The studio's groups are the studio's: not among the teacher's own.
    expect(JSON.stringify(body.groupsRun)).not.toContain(groupName);
  });

  it('is read without a Scan: Queries and Gets of the account’s own partitions only', async () => {
    const sent = recordCommands();
    expect((await exportOf(subject)).status).toBe(200);
    expect(sent).not.toContain('ScanCommand');
    expect(sent).toContain('QueryCommand');
  });

  it('shows another account nothing of this one', async () => {
    const { body } = await exportOf(world.dancer);
    expect(body.account.id).toBe(world.dancer.id);
    expect(JSON.stringify(body)).not.toContain(subject.email);
    expect(body.attendances).toEqual([]);
  });

  it('is refused with a 429 past 5 a day per account, whatever the address', async () => {
    setRateLimits({ dataExport: { limit: 5, windowSeconds: 24 * 3600 } });
    const tired = await createAccount(api, { confirmed: false });
    for (let round = 0; round < 5; round += 1) expect((await exportOf(tired)).status).toBe(200);
    const refused = await exportOf(tired);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rateLimit.requests');
    resetRateLimits();
  });

  it('is for signed-in callers only', async () => {
    expect((await api({ path: '/api/user/me/export' })).status).toBe(401);
  });
});
