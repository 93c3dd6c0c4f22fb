import { errorText, GROUP, MESSAGES } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import {
  createGroupWorld,
  createTestLesson,
  GROUP_TEST_NOW,
  GROUP_TEST_TODAY,
  GROUP_TEST_TUESDAYS,
  type GroupWorld,
  groupCalls,
  type TestLesson,
} from '../../../test/groups';
import { deliverPendingMail, linkIn, mailsTo } from '../../../test/mailbox';
import { resetClock, setClock } from '../../services/clock';
import { getLessonById } from '../lessons/lesson-repository';
import { writtenDate } from './group-mail';

const api = createTestApi();
const groups = groupCalls(api);
let world: GroupWorld;
let leaver: TestAccount;
let deletable: TestAccount;

const NOW = GROUP_TEST_NOW;
const TODAY = GROUP_TEST_TODAY;
const TUESDAYS = GROUP_TEST_TUESDAYS;
/** The Thursdays of the same span. */
const THURSDAYS = [
  '2029-12-13',
  '2029-12-20',
  '2029-12-27',
  '2030-01-03',
  '2030-01-10',
  '2030-01-17',
  '2030-01-24',
  '2030-01-31',
];
/** The Mondays after today's (today's class, at 05:00, has started). */
const MONDAYS = [
  '2029-12-17',
  '2029-12-24',
  '2029-12-31',
  '2030-01-07',
  '2030-01-14',
  '2030-01-21',
  '2030-01-28',
];

let emailCounter = 0;
const guestEmail = () => {
  emailCounter += 1;
  return `member${emailCounter}.${Date.now().toString(36)}@plie.test`;
};

/** A new group of new lessons (weekday → lesson form overrides), made by the studio's owner. */
const makeGroup = async (...forms: [number, Record<string, unknown>?][]) => {
  const lessons: TestLesson[] = [];
  for (const [weekday, overrides] of forms)
    lessons.push(await createTestLesson(api, world, weekday, overrides));
  const response = await groups.create({ lessonIds: lessons.map((lesson) => lesson.id) }, world.owner);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { group: response.body as { id: string; name: string }, lessons };
};

const guestJoin = (
  groupId: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  groups.join(
    {
      groupId,
      name: 'Marta Tancerz',
      email: guestEmail(),
      joinStarting: TODAY,
      legalAccepted: true,
      ...overrides,
    },
    undefined,
    headers,
  );

const seatsOf = async (lessonId: string, date: string) => (await getLessonById(lessonId))?.seats?.[date] ?? 0;
const datesOf = (occurrences: { date: string }[]) => occurrences.map((occurrence) => occurrence.date).sort();
const membersOf = async (groupId: string) =>
  (await groups.members(groupId, world.owner)).body as { id: string; isDeleted: boolean }[];
const leaveTokenOf = async (email: string) => {
  await deliverPendingMail();
  const mail = (await mailsTo(email)).find((each) => each.text.includes('/leave-group?token='));
  return new URL(linkIn(mail!, '/leave-group?token=')).searchParams.get('token')!;
};

beforeAll(async () => {
  world = await createGroupWorld(api);
  leaver = await createAccount(api, { name: 'Leaving User' });
  deletable = await createAccount(api, { name: 'Deleted Later' });
  setClock(() => NOW);
}, 60_000);

afterAll(() => resetClock());

describe('POST /api/lesson-group/user (join)', () => {
  it('books a guest at once into the rest of this month and all of next, mails a leave link in their language', async () => {
    const { group, lessons } = await makeGroup(
      [1, { isClosedGroup: true }],
      [0, { startHour: 5, startMinute: 0, endHour: 5, endMinute: 30 }],
    );
    const [tuesday, monday] = lessons as [TestLesson, TestLesson];
    const email = guestEmail();
    const response = await guestJoin(
      group.id,
      { email, instagram: '@marta.tanczy' },
      { 'accept-language': 'pl-PL,pl' },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      groupId: group.id,
      name: 'Marta Tancerz',
      email,
      instagram: 'marta.tanczy',
      joinStarting: TODAY,
      expirationDate: GROUP.defaultExpirationDate,
      isDeleted: false,
      booking: { full: [] },
    });
    expect(response.body.userId).toBeUndefined();
    const booked = response.body.booking.booked as { lessonId: string; date: string }[];
    expect(datesOf(booked.filter((b) => b.lessonId === tuesday.id))).toEqual(TUESDAYS);
    expect(datesOf(booked.filter((b) => b.lessonId === monday.id))).toEqual(MONDAYS);
    for (const date of TUESDAYS) expect(await seatsOf(tuesday.id, date)).toBe(1);
    expect(await seatsOf(monday.id, TODAY)).toBe(0);
    expect(await seatsOf(tuesday.id, '2030-02-05')).toBe(0);
    expect((await groups.get(group.id)).body.group.memberCount).toBe(1);

    await deliverPendingMail();
    const mails = await mailsTo(email);
    const joinMail = mails.find((mail) => mail.subject.startsWith('Dołączyłeś(-aś) do grupy'));
    expect(joinMail?.subject).toBe(`Dołączyłeś(-aś) do grupy ${group.name}`);
    expect(joinMail?.text).toContain('31 stycznia 2030');
    expect(linkIn(joinMail!, '/leave-group?token=')).toMatch(
      /^http:\/\/plie\.test\/leave-group\?token=[\w-]{43}$/,
    );
    // One e-mail for the group, none a class.
    expect(mails.filter((mail) => mail.subject.startsWith('Jesteś zapisany(-a) na'))).toHaveLength(0);

    // It lists each booked class with the link that cancels just that one (links only in the mailbox).
    const links = [...joinMail!.text.matchAll(/\/cancel-attendance\?token=([\w-]{43})/g)].map(
      (match) => match[1]!,
    );
    expect(links).toHaveLength(booked.length);
    expect(new Set(links).size).toBe(booked.length);
    expect(JSON.stringify(response.body)).not.toContain('cancel-attendance');
    expect(joinMail?.html).toContain('<li><a href="http://plie.test/cancel-attendance?token=');
    const seatsBooked = async () =>
      (await Promise.all(booked.map((each) => seatsOf(each.lessonId, each.date)))).reduce(
        (sum, n) => sum + n,
        0,
      );
    expect(await seatsBooked()).toBe(booked.length);
    const cancel = () => api({ method: 'DELETE', path: `/api/attendance/cancel/${links[0]}` });
    expect((await cancel()).status).toBeLessThan(300);
    expect(await seatsBooked()).toBe(booked.length - 1);
    // A second click frees nothing more: already done.
    expect((await cancel()).body).toMatchObject({ success: true, alreadyDone: true });
    expect(await seatsBooked()).toBe(booked.length - 1);
    expect((await membersOf(group.id)).find((each) => each.id === response.body.id)?.isDeleted).toBe(false);
  });

  it('joins a user as themself (their id and username), listed in “my groups” and among their classes', async () => {
    const { group, lessons } = await makeGroup([2]);
    const response = await groups.join(
      {
        groupId: group.id,
        userId: world.dancer.id,
        name: 'Oleh Dancer',
        email: world.dancer.email,
        joinStarting: TODAY,
      },
      world.dancer,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      userId: world.dancer.id,
      user: { username: world.dancer.username },
    });
    const mine = await groups.mine(world.dancer);
    expect(mine.body.map((g: { id: string }) => g.id)).toContain(group.id);
    expect(mine.body.find((g: { id: string }) => g.id === group.id).lessons[0].id).toBe(lessons[0]!.id);
    const classes = await api({
      path: '/api/attendance/user',
      query: { dateFrom: '2030-01-01' },
      headers: world.dancer.headers,
    });
    expect(classes.body.filter((a: { lessonId: string }) => a.lessonId === lessons[0]!.id)).toHaveLength(5);

    const body = {
      groupId: group.id,
      userId: world.dancer.id,
      name: 'Not Oleh',
      email: 'x@plie.test',
      joinStarting: TODAY,
    };
    expect(await groups.join(body, world.outsider)).toMatchObject({
      status: 403,
      body: { message: errorText('group.onlyYourself') },
    });
    expect((await groups.join(body)).status).toBe(403);
    expect((await groups.mine()).status).toBe(401);
  });

  it.each([
    [
      'a guest who did not accept the legal documents',
      400,
      { legalAccepted: undefined },
      MESSAGES.legalRequired,
    ],
    ['a name under 3 characters', 400, { name: 'Al' }, MESSAGES.fullNameRequired],
    ['an invalid e-mail', 400, { email: 'not-an-email' }, MESSAGES.emailInvalid],
    ['an Instagram link to another site', 400, { instagram: 'https://example.com/me' }, undefined],
    ['a join-starting date after today', 400, { joinStarting: '2029-12-11' }, MESSAGES.joinStartingInFuture],
    ['a join-starting date that is no date', 400, { joinStarting: '2029-02-30' }, MESSAGES.dateInvalid],
    ['an unknown group', 404, { groupId: 'no-such-group' }, errorText('group.notFound')],
  ])('refuses %s (%i) and creates nothing', async (_, status, overrides, message) => {
    const { group, lessons } = await makeGroup([3]);
    const response = await guestJoin(group.id, overrides);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (message) expect(response.body.message).toBe(message);
    expect(await membersOf(group.id)).toEqual([]);
    expect(await seatsOf(lessons[0]!.id, THURSDAYS[0]!)).toBe(0);
  });

  it('ignores a repeated join of an active member’s e-mail: nothing booked or mailed again, and no one else learns who the member is', async () => {
    const { group, lessons } = await makeGroup([1]);
    const email = guestEmail();
    const first = await guestJoin(group.id, { email });
    expect(first.status).toBe(201);
    // Anyone who gives the e-mail (a guest, a stranger signed in) is told it is in, and nothing more.
    const stranger = await createAccount(api, { name: 'Curious Stranger' });
    for (const caller of [undefined, stranger]) {
      const again = await groups.join(
        {
          groupId: group.id,
          name: 'Someone Else',
          email: email.toUpperCase(),
          joinStarting: TODAY,
          legalAccepted: true,
        },
        caller,
      );
      expect(again.status, JSON.stringify(again.body)).toBe(409);
      expect(again.body.message).toBe('This e-mail is already a member of this group');
      expect(JSON.stringify(again.body)).not.toContain(first.body.id);
      expect(JSON.stringify(again.body)).not.toContain('Marta Tancerz');
    }
    const twice = await Promise.all([guestJoin(group.id, { email }), guestJoin(group.id, { email })]);
    expect(twice.map((response) => response.status)).toEqual([409, 409]);
    // Who manages the group sees the member as they are (200).
    const byOwner = await groups.join(
      { groupId: group.id, name: 'Marta Tancerz', email, joinStarting: TODAY, legalAccepted: true },
      world.owner,
    );
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(200);
    expect(byOwner.body).toMatchObject({ id: first.body.id, name: 'Marta Tancerz', email });
    expect(byOwner.body.booking).toBeUndefined();
    expect(await membersOf(group.id)).toHaveLength(1);
    expect((await groups.get(group.id)).body.group.memberCount).toBe(1);
    for (const date of TUESDAYS) expect(await seatsOf(lessons[0]!.id, date)).toBe(1);
    await deliverPendingMail();
    expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith('You joined'))).toHaveLength(1);
  });

  it('answers a signed-in member who joins again with their own membership', async () => {
    const { group } = await makeGroup([1]);
    const dancer = await createAccount(api, { name: 'Signed Dancer' });
    const join = () =>
      groups.join(
        { groupId: group.id, userId: dancer.id, name: dancer.name, email: dancer.email, joinStarting: TODAY },
        dancer,
      );
    const first = await join();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await join();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, userId: dancer.id });
  });

  it('never overbooks: a full class is skipped and reported, the others booked', async () => {
    const { group, lessons } = await makeGroup([3, { roomId: world.smallRoom.id }]);
    const thursday = lessons[0]!;
    for (const name of ['First Hand', 'Second Hand']) {
      const byHand = await api({
        method: 'POST',
        path: '/api/attendance',
        body: { lessonId: thursday.id, date: '2029-12-20', name, email: guestEmail(), legalAccepted: true },
      });
      expect(byHand.status).toBe(201);
    }
    const email = guestEmail();
    const first = await guestJoin(group.id, { email });
    expect(datesOf(first.body.booking.booked)).toEqual(THURSDAYS.filter((date) => date !== '2029-12-20'));
    expect(first.body.booking.full).toEqual([{ lessonId: thursday.id, date: '2029-12-20' }]);
    await deliverPendingMail();
    expect((await mailsTo(email)).find((mail) => mail.subject.startsWith('You joined'))?.text).toContain(
      `No places were left for: Salsa ${writtenDate('2029-12-20', 'en')}.`,
    );
    const second = await guestJoin(group.id);
    expect(second.body.booking.booked).toHaveLength(7);
    const third = await guestJoin(group.id);
    expect(third.status).toBe(201);
    expect(third.body.booking).toMatchObject({ booked: [] });
    expect(datesOf(third.body.booking.full)).toEqual(THURSDAYS);
    for (const date of THURSDAYS) expect(await seatsOf(thursday.id, date)).toBe(2);
  });
});

describe('leaving', () => {
  it('by the e-mailed link: the member is cancelled, their classes freed, the e-mail free to join again; a second click is already done', async () => {
    const { group, lessons } = await makeGroup([1]);
    const email = guestEmail();
    const joined = await guestJoin(group.id, { email });
    const token = await leaveTokenOf(email);
    expect(await groups.leaveByToken(token)).toMatchObject({ status: 200, body: { success: true } });
    const [member] = (await groups.members(group.id, world.owner)).body;
    expect(member).toMatchObject({ id: joined.body.id, isDeleted: true, cancelledAt: NOW.toISOString() });
    for (const date of TUESDAYS) expect(await seatsOf(lessons[0]!.id, date)).toBe(0);
    expect((await groups.get(group.id)).body.group.memberCount).toBe(0);

    expect(await groups.leaveByToken(token)).toMatchObject({
      status: 200,
      body: { success: true, alreadyDone: true },
    });
    expect(await groups.leaveByToken('made-up')).toMatchObject({
      status: 404,
      body: { message: errorText('group.invalidLeaveLink') },
    });

    const rejoined = await guestJoin(group.id, { email });
    expect(rejoined.status).toBe(201);
    expect(rejoined.body.id).not.toBe(joined.body.id);
    expect(rejoined.body.booking.booked).toHaveLength(TUESDAYS.length);
    expect(await seatsOf(lessons[0]!.id, TUESDAYS[0]!)).toBe(1);
  });

  it('signed in: cancels the user’s classes of the group, not their other sign-ups; not a member → 404', async () => {
    const { group, lessons } = await makeGroup([4]);
    const other = await createTestLesson(api, world, 4);
    const self = { userId: leaver.id, name: leaver.name, email: leaver.email };
    expect((await groups.join({ groupId: group.id, joinStarting: TODAY, ...self }, leaver)).status).toBe(201);
    const byHand = await api({
      method: 'POST',
      path: '/api/attendance',
      headers: leaver.headers,
      body: { lessonId: other.id, date: '2029-12-14', ...self },
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(201);

    expect((await groups.leave(group.id)).status).toBe(401);
    expect(await groups.leave(group.id, world.dancer)).toMatchObject({
      status: 404,
      body: { message: errorText('group.notAMember') },
    });
    expect(await groups.leave(group.id, leaver)).toMatchObject({ status: 200, body: { success: true } });
    const classes = await api({
      path: '/api/attendance/user',
      query: { dateFrom: TODAY },
      headers: leaver.headers,
    });
    const active = classes.body.filter((a: { isDeleted: boolean }) => !a.isDeleted);
    expect(active.map((a: { lessonId: string }) => a.lessonId)).toEqual([other.id]);
    expect(await seatsOf(lessons[0]!.id, '2029-12-14')).toBe(0);
    expect((await groups.mine(leaver)).body.map((g: { id: string }) => g.id)).not.toContain(group.id);
    expect((await groups.leave(group.id, leaver)).status).toBe(404);
  });
});

describe('managing members', () => {
  it('lists active and cancelled members to the studio’s admins, the lessons’ teacher and platform admins only', async () => {
    const { group } = await makeGroup([5]);
    const kept = await guestJoin(group.id, { name: 'Kept Member' });
    const removed = await guestJoin(group.id, { name: 'Removed Member' });
    expect((await groups.removeMember(group.id, removed.body.id, world.owner)).status).toBe(200);
    for (const caller of [world.owner, world.studioAdmin, world.teacher, world.admin]) {
      const response = await groups.members(group.id, caller);
      expect(response.status).toBe(200);
      // Oldest first; these two joined at the same (fixed) moment.
      expect(response.body).toHaveLength(2);
      expect(response.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: kept.body.id, isDeleted: false, email: kept.body.email }),
          expect.objectContaining({ id: removed.body.id, isDeleted: true, cancelledAt: NOW.toISOString() }),
        ]),
      );
    }
    expect(await groups.members(group.id, world.dancer)).toMatchObject({
      status: 403,
      body: { message: errorText('group.membersNotAllowed') },
    });
    expect((await groups.members(group.id)).status).toBe(401);
    expect((await groups.members('no-such-group', world.owner)).status).toBe(404);
  });

  it('removes a member (the teacher may), cancelling their classes; twice is a 409; others are refused', async () => {
    const { group, lessons } = await makeGroup([6]);
    const member = (await guestJoin(group.id)).body;
    expect((await groups.removeMember(group.id, member.id, world.dancer)).status).toBe(403);
    expect((await groups.removeMember(group.id, member.id)).status).toBe(401);
    expect((await groups.removeMember(group.id, 'no-such-member', world.teacher)).status).toBe(404);
    expect(await groups.removeMember(group.id, member.id, world.teacher)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await seatsOf(lessons[0]!.id, '2029-12-16')).toBe(0);
    expect(await groups.removeMember(group.id, member.id, world.owner)).toMatchObject({
      status: 409,
      body: { message: errorText('group.alreadyLeft') },
    });
  });

  it('moves the expiration date: earlier cancels the classes after it, later books them again', async () => {
    const { group, lessons } = await makeGroup([1]);
    const tuesday = lessons[0]!;
    const member = (await guestJoin(group.id)).body;
    /** `null`: no one signed in. */
    const patch = (expirationDate: string, caller: TestAccount | null = world.owner, id = member.id) =>
      groups.updateMember(group.id, { id, expirationDate }, caller ?? undefined);

    const shortened = await patch('2029-12-31');
    expect(shortened.status, JSON.stringify(shortened.body)).toBe(200);
    expect(shortened.body).toMatchObject({ id: member.id, expirationDate: '2029-12-31', isDeleted: false });
    for (const date of TUESDAYS) expect(await seatsOf(tuesday.id, date)).toBe(date <= '2029-12-31' ? 1 : 0);

    expect((await patch('2100-01-01', world.teacher)).status).toBe(200);
    for (const date of TUESDAYS) expect(await seatsOf(tuesday.id, date)).toBe(1);

    expect(await patch('2030-01-01', world.dancer)).toMatchObject({ status: 403 });
    expect((await patch('2030-01-01', null)).status).toBe(401);
    expect((await patch('2030-02-30')).status).toBe(400);
    expect((await patch('2030-01-01', world.owner, 'no-such-member')).status).toBe(404);
    await groups.removeMember(group.id, member.id, world.owner);
    expect(await patch('2030-01-01')).toMatchObject({
      status: 409,
      body: { message: errorText('group.memberLeft') },
    });
  });

  it('ends the memberships of a deleted account', async () => {
    const { group } = await makeGroup([2]);
    const self = { userId: deletable.id, name: deletable.name, email: deletable.email };
    expect((await groups.join({ groupId: group.id, joinStarting: TODAY, ...self }, deletable)).status).toBe(
      201,
    );
    expect(
      (await api({ method: 'DELETE', path: `/api/user/${deletable.id}`, headers: deletable.headers })).status,
    ).toBe(200);
    expect(await membersOf(group.id)).toEqual([expect.objectContaining({ isDeleted: true })]);
    expect((await groups.get(group.id)).body.group.memberCount).toBe(0);
  });
});
