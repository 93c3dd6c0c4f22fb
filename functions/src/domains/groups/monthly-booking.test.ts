import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import {
  createGroupWorld,
  createTestLesson,
  type GroupWorld,
  groupCalls,
  type TestLesson,
} from '../../../test/groups';
import { deliverPendingMail, linkIn, mailsTo } from '../../../test/mailbox';
import { handler as groupsLambda, jobs } from '../../lambdas/groups';
import { allJobs } from '../../lambdas/index';
import { resetClock, setClock } from '../../services/clock';
import { getLessonById } from '../lessons/lesson-repository';
import { bookGroupsForNextMonth, type MonthlyBookingSummary } from './monthly-booking';

const api = createTestApi();
const groups = groupCalls(api);
let world: GroupWorld;

/** Members join on Monday 10 December 2029: booked to the end of January 2030. */
const JOINED = new Date('2029-12-10T09:00:00Z');
/** The monthly run (the 25th, 04:00 UTC) books February 2030. */
const RUN = new Date('2030-01-25T04:00:00Z');
const FEBRUARY_TUESDAYS = ['2030-02-05', '2030-02-12', '2030-02-19', '2030-02-26'];
const FEBRUARY_THURSDAYS = ['2030-02-07', '2030-02-14', '2030-02-21', '2030-02-28'];

let tuesday: TestLesson;
let thursdaySmall: TestLesson;
const course = { id: '' };
const smallCourse = { id: '' };
const member: Record<string, { id: string; email: string }> = {};

const scheduledEvent = (time: Date): ScheduledEvent => ({
  version: '0',
  id: 'event-1',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '123456789012',
  time: time.toISOString(),
  region: 'eu-central-1',
  resources: ['arn:aws:events:eu-central-1:123456789012:rule/plie-test-book-group-members'],
  detail: {},
});

/** Seconds after JOINED: members join one after the other, and the earlier one is seated first. */
let tick = 0;

const join = async (groupId: string, key: string, extra: Record<string, unknown> = {}) => {
  tick += 1;
  const email = `${key}.${Date.now().toString(36)}@plie.test`;
  const response = await groups.join(
    { groupId, name: `Member ${key}`, email, joinStarting: '2029-12-10', legalAccepted: true, ...extra },
    extra.userId ? world.dancer : undefined,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  member[key] = { id: response.body.id, email: response.body.email };
  return response.body;
};

const seatsOf = async (lessonId: string, date: string) => (await getLessonById(lessonId))?.seats?.[date] ?? 0;

/** Who is signed up (not cancelled) for a class, by e-mail. */
const signedUp = async (lessonId: string, date: string) =>
  (
    await api({ path: `/api/attendance/lesson/${lessonId}`, query: { date }, headers: world.owner.headers })
  ).body
    .filter(
      (attendance: { date: string; isDeleted: boolean }) => attendance.date === date && !attendance.isDeleted,
    )
    .map((attendance: { email: string }) => attendance.email)
    .sort();

const emailsOf = (...keys: string[]) => keys.map((key) => member[key]!.email).sort();

beforeAll(async () => {
  world = await createGroupWorld(api);
  tuesday = await createTestLesson(api, world, 1);
  thursdaySmall = await createTestLesson(api, world, 3, { roomId: world.smallRoom.id, isClosedGroup: true });
  setClock(() => new Date(JOINED.getTime() + tick * 1000));
  course.id = (await groups.create({ lessonIds: [tuesday.id] }, world.owner)).body.id;
  smallCourse.id = (await groups.create({ lessonIds: [thursdaySmall.id] }, world.owner)).body.id;

  // The course: two members, one expired by the run, one who left, one whose membership ends mid-February.
  await join(course.id, 'guest');
  await join(course.id, 'user', {
    userId: world.dancer.id,
    email: world.dancer.email,
    legalAccepted: undefined,
  });
  await join(course.id, 'expired');
  await join(course.id, 'left');
  await join(course.id, 'midFebruary');
  const update = (key: string, expirationDate: string) =>
    groups.updateMember(course.id, { id: member[key]!.id, expirationDate }, world.owner);
  expect((await update('expired', '2030-01-31')).status).toBe(200);
  expect((await update('midFebruary', '2030-02-14')).status).toBe(200);
  expect((await groups.removeMember(course.id, member.left!.id, world.owner)).status).toBe(200);

  // The small room's course (2 places): the third member is never seated.
  await join(smallCourse.id, 'first');
  await join(smallCourse.id, 'second');
  const third = await join(smallCourse.id, 'third');
  expect(third.booking.booked).toEqual([]);
  setClock(() => RUN);
}, 120_000);

afterAll(() => resetClock());

describe('the monthly job (book-group-members)', () => {
  let first: MonthlyBookingSummary;

  it('is the groups function’s scheduled job, also run by the local timer', () => {
    expect(jobs['book-group-members']).toBe(bookGroupsForNextMonth);
    expect(allJobs['book-group-members']).toBe(bookGroupsForNextMonth);
  });

  it('books the active, unexpired members into every class of next month, never overbooking', async () => {
    first = await bookGroupsForNextMonth(RUN);
    expect(first).toMatchObject({
      groups: 2,
      // guest, user, midFebruary; first, second, third.
      members: 6,
      // 4 + 4 + 2 Tuesdays; 4 + 4 Thursdays.
      booked: 18,
      alreadyBooked: 0,
      full: 4,
      // expired and left: 4 each; midFebruary's two after the 14th.
      skipped: 10,
    });
    expect(first.unseated).toEqual(
      FEBRUARY_THURSDAYS.map((date) => ({
        groupId: smallCourse.id,
        memberId: member.third!.id,
        lessonId: thursdaySmall.id,
        date,
      })),
    );
    for (const date of FEBRUARY_TUESDAYS) {
      const expected = date <= '2030-02-14' ? ['guest', 'user', 'midFebruary'] : ['guest', 'user'];
      expect(await signedUp(tuesday.id, date)).toEqual(emailsOf(...expected));
    }
    for (const date of FEBRUARY_THURSDAYS) {
      expect(await signedUp(thursdaySmall.id, date)).toEqual(emailsOf('first', 'second'));
      expect(await seatsOf(thursdaySmall.id, date)).toBe(2);
    }
    const classes = await api({
      path: '/api/attendance/user',
      query: { dateFrom: '2030-02-01' },
      headers: world.dancer.headers,
    });
    expect(classes.body.map((attendance: { date: string }) => attendance.date)).toEqual(FEBRUARY_TUESDAYS);

    // Each member booked gets the month's e-mail (through the outbox): the classes, each with the link that cancels just it.
    expect(first.mails).toBe(5);
    await deliverPendingMail(RUN);
    const [month] = (await mailsTo(member.guest!.email)).filter((mail) =>
      mail.subject.startsWith('Your classes of'),
    );
    expect(month?.subject).toMatch(/in February 2030$/);
    expect([...month!.text.matchAll(/\/cancel-attendance\?token=[\w-]{43}/g)]).toHaveLength(4);
    expect(linkIn(month!, '/leave-group?token=')).toMatch(/^http:\/\/plie\.test\/leave-group\?token=/);
    // Nothing booked (every class full): no e-mail.
    expect(
      (await mailsTo(member.third!.email)).filter((mail) => mail.subject.startsWith('Your classes of')),
    ).toEqual([]);
  });

  it('books nothing new when run again (through the Lambda’s scheduled event)', async () => {
    const again = await groupsLambda(scheduledEvent(RUN));
    expect(again).toMatchObject({ booked: 0, alreadyBooked: 18, full: 4, skipped: 10 });
    for (const date of FEBRUARY_TUESDAYS)
      expect(await seatsOf(tuesday.id, date)).toBe(date <= '2030-02-14' ? 3 : 2);
    for (const date of FEBRUARY_THURSDAYS) expect(await seatsOf(thursdaySmall.id, date)).toBe(2);
    // …and e-mails nobody again.
    expect(again).toMatchObject({ mails: 0 });
    await deliverPendingMail(RUN);
    const months = (await mailsTo(member.guest!.email)).filter((mail) =>
      mail.subject.startsWith('Your classes of'),
    );
    expect(months).toHaveLength(1);
  });

  it('gives a freed place to the member who could not be seated, and does not book a cancelled class again', async () => {
    const list = await api({
      path: `/api/attendance/lesson/${thursdaySmall.id}`,
      query: { date: '2030-02-07' },
      headers: world.owner.headers,
    });
    const firsts = list.body.find(
      (attendance: { email: string; date: string }) =>
        attendance.email === member.first!.email && attendance.date === '2030-02-07',
    );
    expect(
      (await api({ method: 'DELETE', path: `/api/attendance/${firsts.id}`, headers: world.owner.headers }))
        .status,
    ).toBe(200);

    const third = await bookGroupsForNextMonth(RUN);
    expect(third).toMatchObject({ booked: 1, alreadyBooked: 17, full: 3, skipped: 11 });
    expect(await signedUp(thursdaySmall.id, '2030-02-07')).toEqual(emailsOf('second', 'third'));
    expect(third.unseated.map((unseated) => unseated.date)).toEqual(FEBRUARY_THURSDAYS.slice(1));
    for (const date of FEBRUARY_THURSDAYS) expect(await seatsOf(thursdaySmall.id, date)).toBe(2);
  });

  it('skips a deleted group, and books a member’s next month from any day of this one', async () => {
    expect((await groups.delete(smallCourse.id, world.owner)).status).toBe(200);
    const march = await bookGroupsForNextMonth(new Date('2030-02-03T12:00:00Z'));
    // March 2030: four Tuesdays for guest and user; expired, left and midFebruary are skipped.
    expect(march).toMatchObject({
      groups: 1,
      members: 2,
      booked: 8,
      alreadyBooked: 0,
      full: 0,
      skipped: 4 + 4 + 4,
    });
    expect(await signedUp(tuesday.id, '2030-03-05')).toEqual(emailsOf('guest', 'user'));
  });
});
