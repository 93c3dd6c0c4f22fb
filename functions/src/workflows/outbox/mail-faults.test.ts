/**
 * The mail fault matrix of issue #16: SES refusing, erroring and hanging (a fault proxy in front of
 * the SES stand-in), for every operation that mails — a guest's sign-up, a group join, an account's
 * sign-up, "send me my booking e-mail again" and the monthly group booking. During the outage each
 * answers its success status (never a 5xx), the outbox worker records its failures and keeps the
 * messages pending with growing attempt counts; once mail is back one pass sends each recipient
 * exactly one e-mail whose links work, and another pass sends nothing more. Seats equal active
 * attendances throughout. One group world and one proxy serve every mode; the clock is advanced,
 * never slept on.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import {
  createGroupWorld,
  createTestLesson,
  GROUP_TEST_TUESDAYS,
  type GroupWorld,
  groupCalls,
  type TestLesson,
} from '../../../test/groups';
import { deliverPendingMail, linkIn, mailsTo, type SentMail } from '../../../test/mailbox';
import { seatInvariant } from '../../../test/seat-invariant';
import { getUserByEmail } from '../../domains/accounts/user-repository';
import { bookGroupsForNextMonth } from '../../domains/groups/monthly-booking';
import { type FaultMode, type FaultProxy, startFaultProxy } from '../../local/fault-proxy';
import { resetClock, setClock } from '../../services/clock';
import { useMailTransport } from '../../services/mail';
import { dueOutboxMessageIds, getOutboxMessage } from '../../services/outbox';

const api = createTestApi();
const groups = groupCalls(api);
let world: GroupWorld;
let proxy: FaultProxy;

/** Monday 10 December 2029, 10:00 in Kraków: sign-ups and joins happen then. */
const NOW = new Date('2029-12-10T09:00:00Z');
/** The monthly run (the 25th, 04:00 UTC) books February 2030. */
const RUN = new Date('2030-01-25T04:00:00Z');
const NEXT_TUESDAY = '2029-12-11';
const FEBRUARY_TUESDAYS = ['2030-02-05', '2030-02-12', '2030-02-19', '2030-02-26'];
const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3600_000);
/** Far enough that every pending message is due. */
const FAR = new Date('2031-01-01T00:00:00Z');

/** Outbound limits lowered for the test: a hanging SES costs 300 ms a send, not the product's seconds. */
const TIMEOUT_MS = 300;

let counter = 0;
const freshEmail = (kind: string) => {
  counter += 1;
  return `${kind}${counter}.${Date.now().toString(36)}@plie.test`;
};

const signUpGuest = (lessonId: string, email: string) =>
  api({
    method: 'POST',
    path: '/api/attendance',
    body: { lessonId, date: NEXT_TUESDAY, name: 'Marta Tancerz', email, legalAccepted: true },
  });

const tokenIn = (mail: SentMail, path: string) => new URL(linkIn(mail, path)).searchParams.get('token')!;
const isMonthMail = (mail: SentMail) => mail.subject.startsWith('Your classes of');

/** Every pending message (none is held past `FAR`) with its attempts. */
const pendingMessages = async () => {
  const ids = await dueOutboxMessageIds(FAR);
  return Promise.all(ids.map(async (id) => (await getOutboxMessage(id))!));
};

/** Two worker passes while mail is down: everything fails, nothing crashes, attempts grow, nothing sent. */
const expectPassesFail = async (at: Date, expected: number) => {
  const first = await deliverPendingMail(at);
  expect(first).toMatchObject({ sent: 0, dropped: 0, failed: expected, unrecorded: [] });
  expect((await pendingMessages()).map((message) => message.attempts)).toEqual(Array(expected).fill(1));
  const second = await deliverPendingMail(hoursAfter(at, 1));
  expect(second).toMatchObject({ sent: 0, failed: expected, unrecorded: [] });
  const pending = await pendingMessages();
  expect(pending.map((message) => message.attempts)).toEqual(Array(expected).fill(2));
  expect(pending.every((message) => message.sentAt === undefined && message.lastError)).toBe(true);
};

/** Mail back: one pass sends each pending message, a second sends nothing. */
const expectRecovery = async (at: Date, expected: number) => {
  await proxy.setMode('ok');
  expect(await deliverPendingMail(at)).toMatchObject({ sent: expected, failed: 0, unrecorded: [] });
  expect(await deliverPendingMail(hoursAfter(at, 1))).toMatchObject({ sent: 0, failed: 0 });
  expect(await pendingMessages()).toEqual([]);
};

beforeAll(async () => {
  world = await createGroupWorld(api);
  setClock(() => NOW);
  proxy = await startFaultProxy({ service: 'mail', upstream: process.env.SES_ENDPOINT! });
  const ses = new SESv2Client({
    region: 'eu-central-1',
    endpoint: proxy.endpoint,
    maxAttempts: 1,
    requestHandler: {
      connectionTimeout: TIMEOUT_MS,
      requestTimeout: TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
  useMailTransport((command) => ses.send(command));
  // Nothing left over from the set-up is pending.
  await deliverPendingMail(FAR);
}, 60_000);

afterAll(async () => {
  useMailTransport();
  resetClock();
  await proxy?.stop();
});

describe.each(['refuse', 'error', 'hang'] as const satisfies readonly FaultMode[])('mail %s', (mode) => {
  let lesson: TestLesson;
  let groupLesson: TestLesson;
  let groupId = '';
  const joiner = { email: '', memberId: '' };

  it('sign-up, join, account sign-up and “send it again” answer success; once mail is back, one e-mail each whose links work', async () => {
    setClock(() => NOW);
    lesson = await createTestLesson(api, world, 1);
    groupLesson = await createTestLesson(api, world, 1);
    groupId = (await groups.create({ lessonIds: [groupLesson.id] }, world.owner)).body.id;
    // Someone with a booking mailed before the outage, who asks for their links again during it.
    const resender = freshEmail('resender');
    expect((await signUpGuest(lesson.id, resender)).status).toBe(201);
    expect(await deliverPendingMail(NOW)).toMatchObject({ sent: 1 });

    await proxy.setMode(mode);
    const guest = freshEmail('guest');
    const signUp = await signUpGuest(lesson.id, guest);
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    joiner.email = freshEmail('joiner');
    const join = await groups.join({
      groupId,
      name: 'Marta Tancerz',
      email: joiner.email,
      joinStarting: '2029-12-10',
      legalAccepted: true,
    });
    expect(join.status, JSON.stringify(join.body)).toBe(201);
    joiner.memberId = join.body.id;
    const account = makeSignup({ email: freshEmail('account') });
    const accountSignUp = await api({ method: 'POST', path: '/api/auth/signup', body: account });
    expect(accountSignUp.status, JSON.stringify(accountSignUp.body)).toBe(201);
    const resend = await api({
      method: 'POST',
      path: '/api/attendance/resend-links',
      body: { email: resender },
    });
    expect(resend.status, JSON.stringify(resend.body)).toBe(202);

    await expectPassesFail(NOW, 4);
    for (const email of [guest, joiner.email, account.email]) expect(await mailsTo(email)).toEqual([]);
    expect(await mailsTo(resender)).toHaveLength(1);
    await seatInvariant(lesson.id, [NEXT_TUESDAY]);
    await seatInvariant(groupLesson.id, GROUP_TEST_TUESDAYS);

    const back = hoursAfter(NOW, 2);
    await expectRecovery(back, 4);
    setClock(() => back);

    // The guest's confirmation cancels their class.
    const [guestMail, ...guestMore] = await mailsTo(guest);
    expect(guestMore).toEqual([]);
    const cancel = await api({
      method: 'DELETE',
      path: `/api/attendance/cancel/${tokenIn(guestMail!, '/cancel-attendance?token=')}`,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // The join mail lists the classes booked; a class's link cancels it (the leave link is the month's test).
    const [joinMail, ...joinMore] = await mailsTo(joiner.email);
    expect(joinMore).toEqual([]);
    const classCancel = await api({
      method: 'DELETE',
      path: `/api/attendance/cancel/${tokenIn(joinMail!, '/cancel-attendance?token=')}`,
    });
    expect(classCancel.status, JSON.stringify(classCancel.body)).toBe(200);
    // The account's confirmation confirms it.
    const [confirmMail, ...confirmMore] = await mailsTo(account.email);
    expect(confirmMore).toEqual([]);
    const confirm = await api({
      path: '/api/auth/confirm',
      query: { token: tokenIn(confirmMail!, '/confirm-email?token=') },
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect((await getUserByEmail(account.email))?.isEmailConfirmed).toBe(true);
    // The listing asked for during the outage came once, and its link cancels the resender's class.
    const resenderMails = await mailsTo(resender);
    expect(resenderMails).toHaveLength(2);
    const listingCancel = await api({
      method: 'DELETE',
      path: `/api/attendance/cancel/${tokenIn(resenderMails[1]!, '/cancel-attendance?token=')}`,
    });
    expect(listingCancel.status, JSON.stringify(listingCancel.body)).toBe(200);

    await seatInvariant(lesson.id, [NEXT_TUESDAY]);
    await seatInvariant(groupLesson.id, GROUP_TEST_TUESDAYS);
  });

  it('the monthly booking books and writes its mails while mail is down; once back, one month e-mail whose links cancel and leave', async () => {
    setClock(() => RUN);
    await proxy.setMode(mode);
    const run = await bookGroupsForNextMonth(RUN);
    expect(run.failed).toEqual([]);
    expect(run.mails).toBe(1);
    await seatInvariant(groupLesson.id, FEBRUARY_TUESDAYS);

    await expectPassesFail(RUN, 1);
    const back = hoursAfter(RUN, 2);
    await expectRecovery(back, 1);
    setClock(() => back);

    const months = (await mailsTo(joiner.email)).filter(isMonthMail);
    expect(months).toHaveLength(1);
    expect([...months[0]!.text.matchAll(/\/cancel-attendance\?token=[\w-]{43}/g)]).toHaveLength(4);
    const cancel = await api({
      method: 'DELETE',
      path: `/api/attendance/cancel/${tokenIn(months[0]!, '/cancel-attendance?token=')}`,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await seatInvariant(groupLesson.id, FEBRUARY_TUESDAYS);
    const leave = await groups.leaveByToken(tokenIn(months[0]!, '/leave-group?token='));
    expect(leave.status, JSON.stringify(leave.body)).toBe(200);
    const members = await groups.members(groupId, world.owner);
    expect(members.body.find((member: { id: string }) => member.id === joiner.memberId)?.isDeleted).toBe(
      true,
    );
    await seatInvariant(groupLesson.id, FEBRUARY_TUESDAYS);
    // The same run again (the member gone) writes nothing and fails nothing.
    expect(await bookGroupsForNextMonth(RUN)).toMatchObject({ mails: 0, failed: [] });
  });
});
