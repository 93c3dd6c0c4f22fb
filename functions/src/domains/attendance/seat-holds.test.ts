/**
 * The held seat of a sign-up (seat-holds.ts) never leaks: a sign-up cut short at any of its writes
 * leaves the seats equal to the active attendances and its retry books it once with one
 * confirmation; a sign-up that dies holding its seat keeps it taken only until the hold expires,
 * when the next sign-up reclaims it; a commit whose hold was reclaimed writes nothing; of two
 * sign-ups of one e-mail racing, one commits and the other gives its seat back; a lesson edited
 * meanwhile keeps the hold.
 * The clock is set (a Monday; the lessons are on Tuesdays) and advanced, never slept on.
 */
import { randomUUID } from 'node:crypto';
import { errorText } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { failedByFault, failNthWrite } from '../../../test/db-faults';
import {
  createGroupWorld,
  createTestLesson,
  GROUP_TEST_NOW,
  GROUP_TEST_TUESDAYS,
  type GroupWorld,
} from '../../../test/groups';
import { deliverPendingMail, mailsTo } from '../../../test/mailbox';
import { seatInvariant } from '../../../test/seat-invariant';
import { resetClock, setClock } from '../../services/clock';
import { getLessonById } from '../lessons/lesson-repository';
import type { AttendanceRecord } from './attendance-repository';
import { commitHeldSeat, holdSeat, releaseSeat, SEAT_HOLD_SECONDS } from './seat-holds';

const api = createTestApi();
let world: GroupWorld;
let oneSeatRoom: { id: string };
const TUESDAY = GROUP_TEST_TUESDAYS[0]!;
const AFTER_HOLD = new Date(GROUP_TEST_NOW.getTime() + (SEAT_HOLD_SECONDS + 1) * 1000);

let counter = 0;
const freshEmail = () => {
  counter += 1;
  return `held${counter}.${Date.now().toString(36)}@plie.test`;
};

const signUpGuest = (lessonId: string, email = freshEmail()) =>
  api({
    method: 'POST',
    path: '/api/attendance',
    body: { lessonId, date: TUESDAY, name: 'Marta Tancerz', email, legalAccepted: true },
  });

/** A sign-up that has not committed (a request in flight, or one that died): its record, never written. */
const pendingSignUp = (lessonId: string, email = freshEmail()): AttendanceRecord => ({
  id: randomUUID(),
  lessonId,
  name: 'Ola Znikła',
  email,
  date: TUESDAY,
  time: '0600',
  attended: false,
  isDeleted: false,
  language: 'pl',
  createdAt: GROUP_TEST_NOW.toISOString(),
  updatedAt: GROUP_TEST_NOW.toISOString(),
});

const holdsOf = async (lessonId: string) =>
  Object.keys((await getLessonById(lessonId, { consistent: true }))?.seatHolds ?? {});

/** A Tuesday lesson in a room for one. */
const oneSeatLesson = () => createTestLesson(api, world, 1, { roomId: oneSeatRoom.id });

beforeAll(async () => {
  setClock(() => GROUP_TEST_NOW);
  world = await createGroupWorld(api);
  oneSeatRoom = (
    await api({
      method: 'POST',
      path: '/api/room',
      headers: world.owner.headers,
      body: {
        studioId: world.studio.id,
        name: 'Sala 1',
        capacity: 1,
        address: { fullAddress: 'ul. Floriańska 15', city: 'Kraków', country: 'PL' },
      },
    })
  ).body;
}, 60_000);

afterAll(() => {
  resetClock();
});

describe('a held seat', () => {
  it('of a sign-up that died keeps the class full until the hold expires; then the next sign-up reclaims it', async () => {
    setClock(() => GROUP_TEST_NOW);
    const lesson = await oneSeatLesson();
    await holdSeat(pendingSignUp(lesson.id), 1, GROUP_TEST_NOW);
    const email = freshEmail();
    const refused = await signUpGuest(lesson.id, email);
    expect(refused.body.message).toBe(errorText('lesson.full'));

    setClock(() => AFTER_HOLD);
    const booked = await signUpGuest(lesson.id, email);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.lesson).toMatchObject({ attendeeCount: 1, capacity: 1 });
    expect(await seatInvariant(lesson.id, [TUESDAY])).toEqual([{ date: TUESDAY, seats: 1, active: 1 }]);
    expect(await holdsOf(lesson.id)).toEqual([]);
  });

  it('reclaimed as expired cannot be committed any more: the late commit writes nothing', async () => {
    setClock(() => GROUP_TEST_NOW);
    const lesson = await oneSeatLesson();
    const late = pendingSignUp(lesson.id);
    await holdSeat(late, 1, GROUP_TEST_NOW);
    setClock(() => AFTER_HOLD);
    expect((await signUpGuest(lesson.id)).status).toBe(201);

    expect(await commitHeldSeat(late)).toBe('holdLost');
    expect(await seatInvariant(lesson.id, [TUESDAY])).toEqual([{ date: TUESDAY, seats: 1, active: 1 }]);
  });

  it('racing a sign-up of its e-mail: one commits, the other is "already signed up" and gives its seat back', async () => {
    setClock(() => GROUP_TEST_NOW);
    const lesson = await createTestLesson(api, world, 1);
    const inFlight = pendingSignUp(lesson.id);
    expect(await holdSeat(inFlight, 30, GROUP_TEST_NOW)).toEqual({ taken: 1 });
    const same = await signUpGuest(lesson.id, inFlight.email.toUpperCase());
    expect(same.status, JSON.stringify(same.body)).toBe(201);
    expect(same.body.lesson).toMatchObject({ attendeeCount: 2 });

    await expect(commitHeldSeat(inFlight)).rejects.toThrow(errorText('attendance.duplicate'));
    expect(await releaseSeat(inFlight)).toBe(true);
    expect(await releaseSeat(inFlight)).toBe(false);
    expect(await seatInvariant(lesson.id, [TUESDAY])).toEqual([{ date: TUESDAY, seats: 1, active: 1 }]);
    expect(await holdsOf(lesson.id)).toEqual([]);
  });

  it('expired on a class with room is reclaimed by the next sign-up that takes a seat', async () => {
    setClock(() => GROUP_TEST_NOW);
    const lesson = await createTestLesson(api, world, 1);
    await holdSeat(pendingSignUp(lesson.id), 30, GROUP_TEST_NOW);
    setClock(() => AFTER_HOLD);
    const booked = await signUpGuest(lesson.id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.lesson).toMatchObject({ attendeeCount: 1 });
    expect(await seatInvariant(lesson.id, [TUESDAY])).toEqual([{ date: TUESDAY, seats: 1, active: 1 }]);
    expect(await holdsOf(lesson.id)).toEqual([]);
  });

  it('survives an edit of the lesson between the hold and the commit', async () => {
    setClock(() => GROUP_TEST_NOW);
    const created = await createTestLesson(api, world, 1);
    const pending = pendingSignUp(created.id);
    await holdSeat(pending, 30, GROUP_TEST_NOW);
    const { body: lesson } = await api({ path: `/api/lesson/${created.id}` });
    const edited = await api({
      method: 'PATCH',
      path: `/api/lesson/${created.id}`,
      headers: world.owner.headers,
      body: {
        id: lesson.id,
        name: 'Salsa po zmianie',
        styleId: lesson.styleId,
        weekday: lesson.weekday,
        startHour: lesson.startHour,
        startMinute: lesson.startMinute,
        endHour: lesson.endHour,
        endMinute: lesson.endMinute,
        lessonTimezone: lesson.lessonTimezone,
        roomId: lesson.roomId,
        studioId: lesson.studioId,
        teacherId: lesson.teacherId,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect(await commitHeldSeat(pending)).toBe('committed');
    expect(await seatInvariant(created.id, [TUESDAY])).toEqual([{ date: TUESDAY, seats: 1, active: 1 }]);
    expect(await holdsOf(created.id)).toEqual([]);
  });
});

describe('a sign-up cut short at any of its writes', () => {
  // A guest's sign-up writes: the dispatcher's per-address counters (one write), the hold, the
  // sign-up's flood counters (class + address; the e-mail's hourly and daily mails, one write), the commit.
  const WRITES = 5;
  const cases = Array.from({ length: WRITES }, (_, index) => index + 1).flatMap((n) =>
    (['before', 'after'] as const).map((when) => ({ n, when })),
  );

  it.each(cases)(
    'write $n failing $when it: seats equal active attendances, no hold left, the retry books it once with one e-mail',
    async ({ n, when }) => {
      setClock(() => GROUP_TEST_NOW);
      const lesson = await createTestLesson(api, world, 1);
      const email = freshEmail();
      const fault = failNthWrite(n, { when });
      expect(await failedByFault(signUpGuest(lesson.id, email))).toBe(true);
      expect(fault.fired).toBe(true);
      fault.remove();
      expect(await holdsOf(lesson.id)).toEqual([]);
      await seatInvariant(lesson.id, [TUESDAY]);

      const retried = await signUpGuest(lesson.id, email);
      // Cut short after the commit: the booking stands, and the retry is told so.
      const committedFirst = n === WRITES && when === 'after';
      expect(retried.status, JSON.stringify(retried.body)).toBe(committedFirst ? 400 : 201);
      if (committedFirst) expect(retried.body.message).toBe(errorText('attendance.duplicate'));
      expect(await seatInvariant(lesson.id, [TUESDAY])).toEqual([{ date: TUESDAY, seats: 1, active: 1 }]);
      expect(await holdsOf(lesson.id)).toEqual([]);
      await deliverPendingMail();
      expect(await mailsTo(email)).toHaveLength(1);
    },
  );
});
