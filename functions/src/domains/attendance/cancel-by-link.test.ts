import { addDays, errorText } from '@plie/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { failedByFault, failNthCall } from '../../../test/db-faults';
import { createGroupWorld, createTestLesson, type GroupWorld } from '../../../test/groups';
import { resetClock, setClock } from '../../services/clock';
import { createOneTimeToken } from '../../services/one-time-tokens';
import { getLessonById } from '../lessons/lesson-repository';
import { listAttendancesOfLesson } from './attendance-repository';

const api = createTestApi();
let world: GroupWorld;
let emailCounter = 0;

beforeAll(async () => {
  world = await createGroupWorld(api);
}, 60_000);
afterEach(() => resetClock());

/** A guest booked into the next class of a new lesson, and the one-time token of their cancel link. */
const bookedGuest = async () => {
  const lesson = (await createTestLesson(api, world, 3)) as { id: string; nextDate?: string };
  const date = lesson.nextDate!;
  emailCounter += 1;
  const booked = await api({
    method: 'POST',
    path: '/api/attendance',
    body: {
      lessonId: lesson.id,
      date,
      name: 'Marta Tancerz',
      email: `link${emailCounter}.${Date.now().toString(36)}@plie.test`,
      legalAccepted: true,
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const attendanceId = booked.body.id as string;
  const token = await createOneTimeToken('cancelAttendance', attendanceId, new Date(), 24);
  return { lessonId: lesson.id, date, attendanceId, token };
};

const cancelByLink = (token: string) => api({ method: 'DELETE', path: `/api/attendance/cancel/${token}` });

/** The occurrence's seat counter and its active attendances: they must always agree. */
const occupancyOf = async (lessonId: string, date: string) => {
  const seats = (await getLessonById(lessonId))?.seats?.[date] ?? 0;
  const active = (await listAttendancesOfLesson(lessonId, date, addDays(date, 1))).filter(
    (attendance) => !attendance.isDeleted,
  ).length;
  return { seats, active };
};

describe('cancelling by the e-mailed link (one-time token spent with the work)', () => {
  it('keeps the link working when the cancellation’s transaction fails, and says “already done” after success', async () => {
    const { lessonId, date, token } = await bookedGuest();
    const fault = failNthCall('TransactWriteItemsCommand', 1);
    expect(await failedByFault(cancelByLink(token))).toBe(true);
    expect(fault.fired).toBe(true);
    // Nothing of the cancellation was written, and the link was not spent.
    expect(await occupancyOf(lessonId, date)).toEqual({ seats: 1, active: 1 });

    const retried = await cancelByLink(token);
    expect(retried).toMatchObject({ status: 200, body: { success: true } });
    expect(retried.body).not.toHaveProperty('alreadyDone');
    expect(await occupancyOf(lessonId, date)).toEqual({ seats: 0, active: 0 });

    expect(await cancelByLink(token)).toMatchObject({
      status: 200,
      body: { success: true, alreadyDone: true },
    });
    expect(await occupancyOf(lessonId, date)).toEqual({ seats: 0, active: 0 });
  });

  it('frees the seat once when the request dies after its write: the retry says “already done”', async () => {
    const { lessonId, date, token } = await bookedGuest();
    failNthCall('TransactWriteItemsCommand', 1, { when: 'after' });
    expect(await failedByFault(cancelByLink(token))).toBe(true);
    expect(await occupancyOf(lessonId, date)).toEqual({ seats: 0, active: 0 });
    expect(await cancelByLink(token)).toMatchObject({
      status: 200,
      body: { success: true, alreadyDone: true },
    });
    expect(await occupancyOf(lessonId, date)).toEqual({ seats: 0, active: 0 });
  });

  it('answers “already done” for an attendance the studio cancelled meanwhile, freeing nothing twice', async () => {
    const { lessonId, date, attendanceId, token } = await bookedGuest();
    expect(
      (await api({ method: 'DELETE', path: `/api/attendance/${attendanceId}`, headers: world.owner.headers }))
        .status,
    ).toBe(200);
    expect(await cancelByLink(token)).toMatchObject({
      status: 200,
      body: { success: true, alreadyDone: true },
    });
    expect(await occupancyOf(lessonId, date)).toEqual({ seats: 0, active: 0 });
  });

  it('refuses an expired link, an unknown one, and a token of another kind, cancelling nothing', async () => {
    const { lessonId, date, attendanceId, token } = await bookedGuest();
    const notFound = { status: 404, body: { message: errorText('attendance.invalidCancelLink') } };
    setClock(() => new Date(Date.now() + 25 * 3_600_000));
    expect(await cancelByLink(token)).toMatchObject(notFound);
    resetClock();
    expect(await cancelByLink('made-up')).toMatchObject(notFound);
    const leaveToken = await createOneTimeToken('leaveGroup', attendanceId, new Date(), 24);
    expect(await cancelByLink(leaveToken)).toMatchObject(notFound);
    expect(await occupancyOf(lessonId, date)).toEqual({ seats: 1, active: 1 });
  });
});
