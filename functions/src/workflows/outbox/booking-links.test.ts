/**
 * "Send me my booking e-mail again" (POST /api/attendance/resend-links, issue #16), end to end
 * against DynamoDB Local and the SES stand-in: the answer is the same 202 for any address; the
 * outbox worker then mails an address with bookings ONE e-mail listing its upcoming classes (each
 * with a cancel link that works) and its groups (each with a leave link that works), and mails an
 * address without any nothing. Limited per address asked about and per client; a mail outage only
 * delays the mail.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { createGroupWorld, createTestLesson, type GroupWorld, groupCalls } from '../../../test/groups';
import { deliverPendingMail, linkIn, mailRefuses, mailsTo, type SentMail } from '../../../test/mailbox';
import { getAttendanceById } from '../../domains/attendance/attendance-repository';
import { resetClock, setClock } from '../../services/clock';
import { useMailTransport } from '../../services/mail';
import { resetRateLimits, setRateLimits } from '../../services/rate-limits';

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
  return `links${counter}.${Date.now().toString(36)}@plie.test`;
};

const signUpGuest = async (lessonId: string, email: string, headers: Record<string, string> = {}) => {
  const response = await api({
    method: 'POST',
    path: '/api/attendance',
    body: { lessonId, date: NEXT_TUESDAY, name: 'Marta Tancerz', email, legalAccepted: true },
    headers,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
};

const askAgain = (email: string, sourceIp?: string) =>
  api({
    method: 'POST',
    path: '/api/attendance/resend-links',
    body: { email },
    ...(sourceIp ? { sourceIp } : {}),
  });

const LISTING_SUBJECTS = ['Your bookings on Plié', 'Twoje zapisy w Plié', 'Ваші записи в Plié'];
const listingsTo = async (email: string): Promise<SentMail[]> =>
  (await mailsTo(email)).filter((mail) => LISTING_SUBJECTS.includes(mail.subject));
const tokenIn = (mail: SentMail, path: string) => new URL(linkIn(mail, path)).searchParams.get('token')!;

beforeAll(async () => {
  world = await createGroupWorld(api);
  setClock(() => NOW);
  await deliverPendingMail(LATER);
}, 60_000);

afterEach(() => {
  useMailTransport();
  resetRateLimits();
});
afterAll(() => resetClock());

describe('send me my booking e-mail again', () => {
  it('mails a guest one listing of their upcoming class and group, whose cancel and leave links work', async () => {
    const email = freshEmail();
    const lesson = await createTestLesson(api, world, 1);
    const attendance = await signUpGuest(lesson.id, email);
    const groupLesson = await createTestLesson(api, world, 3);
    const group = await groups.create({ lessonIds: [groupLesson.id] }, world.owner);
    const join = await groups.join({
      groupId: group.body.id,
      name: 'Marta Tancerz',
      email,
      joinStarting: '2029-12-10',
      legalAccepted: true,
    });
    expect(join.status, JSON.stringify(join.body)).toBe(201);
    await deliverPendingMail(LATER);
    expect(await listingsTo(email)).toEqual([]);

    expect(await askAgain(email)).toMatchObject({ status: 202, body: { success: true } });
    expect(await deliverPendingMail()).toMatchObject({ sent: 1 });
    const listings = await listingsTo(email);
    expect(listings).toHaveLength(1);
    const [listing] = listings as [SentMail];
    expect(listing.subject).toBe('Your bookings on Plié');
    expect(listing.text).toContain(lesson.name);
    expect(listing.text).toContain('Tuesday, December 11, 2029');
    expect(listing.text).toContain('Sala 30');
    expect(listing.text).toContain(`Leave the group ${group.body.name}`);
    // The class booked by hand and the group's Thursdays up to the end of January, each with its link.
    expect([...listing.text.matchAll(/\/cancel-attendance\?token=[\w-]{43}/g)].length).toBe(1 + 8);

    // Soonest first: the first cancel link is the Tuesday's own sign-up.
    const cancel = await api({
      method: 'DELETE',
      path: `/api/attendance/cancel/${tokenIn(listing, '/cancel-attendance?token=')}`,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await getAttendanceById(attendance.id))?.isDeleted).toBe(true);
    expect((await groups.leaveByToken(tokenIn(listing, '/leave-group?token='))).status).toBe(200);
  });

  it('answers an unknown address exactly the same, and mails it nothing', async () => {
    const known = freshEmail();
    await signUpGuest((await createTestLesson(api, world, 1)).id, known);
    await deliverPendingMail(LATER);
    const unknown = freshEmail();
    const [toKnown, toUnknown] = [await askAgain(known), await askAgain(unknown)];
    expect(toUnknown.status).toBe(toKnown.status);
    expect(toUnknown.body).toEqual(toKnown.body);
    expect(await deliverPendingMail()).toMatchObject({ sent: 1, dropped: 1 });
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await listingsTo(known)).toHaveLength(1);
  });

  it('lists a signed-in dancer’s own bookings for their account’s address', async () => {
    const lesson = await createTestLesson(api, world, 1);
    const own = await api({
      method: 'POST',
      path: '/api/attendance',
      headers: world.dancer.headers,
      body: {
        lessonId: lesson.id,
        date: NEXT_TUESDAY,
        name: world.dancer.name,
        email: world.dancer.email,
        userId: world.dancer.id,
      },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    await deliverPendingMail(LATER);
    expect(await askAgain(world.dancer.email.toUpperCase())).toMatchObject({ status: 202 });
    await deliverPendingMail();
    const listing = (await listingsTo(world.dancer.email)).at(-1);
    expect(listing?.text).toContain(lesson.name);
    const token = tokenIn(listing!, '/cancel-attendance?token=');
    expect((await api({ method: 'DELETE', path: `/api/attendance/cancel/${token}` })).status).toBe(200);
    expect((await getAttendanceById(own.body.id))?.isDeleted).toBe(true);
  });

  it('writes in the language of the latest booking', async () => {
    const email = freshEmail();
    await signUpGuest((await createTestLesson(api, world, 1)).id, email, { 'accept-language': 'pl' });
    await deliverPendingMail(LATER);
    await askAgain(email);
    await deliverPendingMail();
    expect((await listingsTo(email)).map((mail) => mail.subject)).toEqual(['Twoje zapisy w Plié']);
  });

  it('refuses with 429 past the configured count per address asked about, and per client', async () => {
    setRateLimits({ resendBookingLinksToAddress: { limit: 2 }, resendBookingLinks: { limit: 3 } });
    const email = freshEmail();
    const perAddress = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      perAddress.push(await askAgain(email, ip));
    expect(perAddress.map((answer) => answer.status)).toEqual([202, 202, 429]);
    expect(perAddress[2]!.body.message).toMatch(/^Too many e-mails have been sent to this address\./);
    expect(Number(perAddress[2]!.headers['retry-after'])).toBeGreaterThan(0);

    const perClient = [];
    for (let index = 0; index < 4; index += 1) perClient.push(await askAgain(freshEmail(), '198.51.100.9'));
    expect(perClient.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
  });

  it('answers 202 while mail is refused; the listing arrives once mail is back', async () => {
    const email = freshEmail();
    await signUpGuest((await createTestLesson(api, world, 1)).id, email);
    await deliverPendingMail(LATER);
    mailRefuses();
    expect(await askAgain(email)).toMatchObject({ status: 202, body: { success: true } });
    expect(await deliverPendingMail()).toMatchObject({ sent: 0, failed: 1 });
    expect(await listingsTo(email)).toEqual([]);
    useMailTransport();
    expect(await deliverPendingMail(LATER)).toMatchObject({ sent: 1 });
    expect(await listingsTo(email)).toHaveLength(1);
  });

  it('refuses a malformed address with the e-mail rule’s 400', async () => {
    const answer = await askAgain('not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.email).toBe('Email is invalid');
  });
});
