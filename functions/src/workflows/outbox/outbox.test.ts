/**
 * The e-mail outbox end to end (ADR 0017), against DynamoDB Local and the SES stand-in: a sign-up
 * or a group join while mail is down still answers 201 with its e-mail written beside it; once mail
 * is back the worker sends each message exactly once, with links that work; a refused change leaves
 * no message, and a refused message leaves no change.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { createGroupWorld, createTestLesson, type GroupWorld, groupCalls } from '../../../test/groups';
import { deliverPendingMail, linkIn, mailRefuses, mailsTo } from '../../../test/mailbox';
import {
  type AttendanceRecord,
  getAttendanceById,
  signUp,
} from '../../domains/attendance/attendance-repository';
import { confirmationMessageId } from '../../domains/attendance/sign-up';
import { joinMessageId } from '../../domains/groups/membership';
import { resetClock, setClock } from '../../services/clock';
import { useMailTransport } from '../../services/mail';
import {
  dueOutboxMessageIds,
  getOutboxMessage,
  newOutboxMessage,
  outboxPut,
  retryDelaySeconds,
  writeOutboxMessage,
} from '../../services/outbox';
import { deliverOutbox } from './deliver-outbox';

const api = createTestApi();
const groups = groupCalls(api);
let world: GroupWorld;

/** Monday 10 December 2029, 10:00 in Kraków. */
const NOW = new Date('2029-12-10T09:00:00Z');
const LATER = new Date(NOW.getTime() + 2 * 3600_000);
const NEXT_TUESDAY = '2029-12-11';

let counter = 0;
const freshEmail = () => {
  counter += 1;
  return `outbox${counter}.${Date.now().toString(36)}@plie.test`;
};

const signUpGuest = (lessonId: string, email: string) =>
  api({
    method: 'POST',
    path: '/api/attendance',
    body: { lessonId, date: NEXT_TUESDAY, name: 'Marta Tancerz', email, legalAccepted: true },
  });

beforeAll(async () => {
  world = await createGroupWorld(api);
  setClock(() => NOW);
  // Nothing left over from the set-up is due later in these tests.
  await deliverPendingMail(LATER);
}, 60_000);

afterEach(() => useMailTransport());
afterAll(() => resetClock());

describe('the attendance confirmation through the outbox', () => {
  it('a sign-up while mail is refused answers 201; once mail is back, one e-mail whose link cancels', async () => {
    const lesson = await createTestLesson(api, world, 1);
    const email = freshEmail();
    mailRefuses();
    const response = await signUpGuest(lesson.id, email);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const id = confirmationMessageId(response.body.id);
    expect(await getOutboxMessage(id)).toMatchObject({ kind: 'attendanceConfirmation', attempts: 0 });

    // Mail still down: the attempt is recorded (no personal data), the message stays pending, later.
    expect(await deliverPendingMail()).toMatchObject({ sent: 0, failed: 1 });
    const failed = await getOutboxMessage(id);
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    expect(failed?.lastError).not.toContain(email);
    expect(failed?.sentAt).toBeUndefined();
    expect(failed!.nextAttemptAt > NOW.toISOString()).toBe(true);
    expect(await dueOutboxMessageIds(NOW)).not.toContain(id);
    expect(await mailsTo(email)).toEqual([]);

    // Mail is back: the retry, when due, sends exactly one e-mail.
    useMailTransport();
    expect(await deliverPendingMail(LATER)).toMatchObject({ sent: 1, failed: 0 });
    expect(await deliverPendingMail(LATER)).toMatchObject({ sent: 0 });
    expect(await deliverOutbox([id], LATER)).toMatchObject({ sent: 0, skipped: 1 });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect((await getOutboxMessage(id))?.sentAt).toBe(LATER.toISOString());

    const token = new URL(linkIn(mails[0]!, '/cancel-attendance?token=')).searchParams.get('token')!;
    const cancel = await api({ method: 'DELETE', path: `/api/attendance/cancel/${token}` });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await getAttendanceById(response.body.id))?.isDeleted).toBe(true);
  });

  it('two workers at once send a message once', async () => {
    const lesson = await createTestLesson(api, world, 1);
    const email = freshEmail();
    const { body } = await signUpGuest(lesson.id, email);
    const id = confirmationMessageId(body.id);
    const [first, second] = await Promise.all([deliverOutbox([id], NOW), deliverOutbox([id], NOW)]);
    expect(first.sent + second.sent).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a refused sign-up writes no message', async () => {
    const lesson = await createTestLesson(api, world, 1);
    const email = freshEmail();
    expect((await signUpGuest(lesson.id, email)).status).toBe(201);
    await deliverPendingMail();
    const again = await signUpGuest(lesson.id, email);
    expect(again.status).toBe(400);
    expect(await dueOutboxMessageIds(LATER)).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a refused message writes no sign-up: the two are one transaction', async () => {
    const lesson = await createTestLesson(api, world, 1);
    const taken = newOutboxMessage(
      `attendanceConfirmation.taken-${randomUUID()}`,
      { kind: 'attendanceConfirmation', params: { attendanceId: 'nobody' } },
      NOW,
    );
    expect(await writeOutboxMessage(taken)).toBe(true);
    expect(await writeOutboxMessage(taken)).toBe(false);
    const stamp = NOW.toISOString();
    const attendance: AttendanceRecord = {
      id: randomUUID(),
      lessonId: lesson.id,
      name: 'Marta Tancerz',
      email: freshEmail(),
      date: NEXT_TUESDAY,
      time: '0600',
      attended: false,
      isDeleted: false,
      language: 'en',
      createdAt: stamp,
      updatedAt: stamp,
    };
    await expect(signUp(attendance, 30, [outboxPut(taken)])).rejects.toThrow();
    expect(await getAttendanceById(attendance.id)).toBeUndefined();
    // The message of a cause that is gone is dropped, not mailed.
    expect(await deliverOutbox([taken.id], NOW)).toMatchObject({ dropped: 1, sent: 0 });
  });
});

describe('the group join e-mail through the outbox', () => {
  it('a join while mail is refused answers 201; once mail is back, one e-mail whose links cancel and leave', async () => {
    const lesson = await createTestLesson(api, world, 1);
    const created = await groups.create({ lessonIds: [lesson.id] }, world.owner);
    const email = freshEmail();
    mailRefuses();
    const join = await groups.join({
      groupId: created.body.id,
      name: 'Marta Tancerz',
      email,
      joinStarting: '2029-12-10',
      legalAccepted: true,
    });
    expect(join.status, JSON.stringify(join.body)).toBe(201);
    const id = joinMessageId(join.body.id);
    // Released by the join once its classes were booked: due now.
    expect(await dueOutboxMessageIds(NOW)).toContain(id);
    expect(await deliverOutbox([id], NOW)).toMatchObject({ failed: 1 });
    expect(await mailsTo(email)).toEqual([]);

    useMailTransport();
    expect(await deliverPendingMail(LATER)).toMatchObject({ sent: 1 });
    await deliverPendingMail(LATER);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    // Eight Tuesdays from today to the end of January, each with its cancel link; the leave link.
    expect([...mails[0]!.text.matchAll(/\/cancel-attendance\?token=[\w-]{43}/g)]).toHaveLength(8);
    const cancelToken = new URL(linkIn(mails[0]!, '/cancel-attendance?token=')).searchParams.get('token')!;
    expect((await api({ method: 'DELETE', path: `/api/attendance/cancel/${cancelToken}` })).status).toBe(200);
    const leaveToken = new URL(linkIn(mails[0]!, '/leave-group?token=')).searchParams.get('token')!;
    expect((await groups.leaveByToken(leaveToken)).status).toBe(200);
  });

  it('a join refused (the group is gone) writes no message', async () => {
    const lesson = await createTestLesson(api, world, 2);
    const created = await groups.create({ lessonIds: [lesson.id] }, world.owner);
    expect((await groups.delete(created.body.id, world.owner)).status).toBe(200);
    await deliverPendingMail(LATER);
    const join = await groups.join({
      groupId: created.body.id,
      name: 'Marta Tancerz',
      email: freshEmail(),
      joinStarting: '2029-12-10',
      legalAccepted: true,
    });
    expect(join.status).toBe(404);
    expect(await dueOutboxMessageIds(LATER)).toEqual([]);
  });
});

describe('the back-off between attempts', () => {
  it('grows exponentially from 15 s to an hour, jittered within its upper half', () => {
    expect(retryDelaySeconds(1, () => 0)).toBe(7.5);
    expect(retryDelaySeconds(1, () => 1)).toBe(15);
    expect(retryDelaySeconds(3, () => 1)).toBe(60);
    expect(retryDelaySeconds(20, () => 1)).toBe(3600);
    expect(retryDelaySeconds(20, () => 0)).toBe(1800);
  });
});
