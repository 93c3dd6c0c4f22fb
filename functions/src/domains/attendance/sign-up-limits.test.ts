import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { createGroupWorld, createTestLesson, type GroupWorld } from '../../../test/groups';
import { deliverPendingMail, mailsTo } from '../../../test/mailbox';
import { resetClock, setClock } from '../../services/clock';
import { DEFAULT_RATE_LIMITS, resetRateLimits, setRateLimits } from '../../services/rate-limits';
import { getLessonById } from '../lessons/lesson-repository';

/**
 * Sign-ups for lessons e-mail whatever address the form names: a guest can name a stranger's. The
 * mails to one address and the sign-ups from one address to one lesson are limited (the product's
 * limits); a dancer booking with their own account's e-mail asked for their mails.
 */
const api = createTestApi();
let world: GroupWorld;
let emailCounter = 0;
const freshEmail = (who = 'guest') => {
  emailCounter += 1;
  return `${who}${emailCounter}.${Date.now().toString(36)}@plie.test`;
};
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `172.16.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

interface Lesson {
  id: string;
  nextDate: string;
}
let weekday = 0;
const newLesson = async () =>
  (await createTestLesson(api, world, (weekday++ % 7) as number)) as unknown as Lesson;

const signUp = (
  lesson: Lesson,
  email: string,
  sourceIp: string,
  extra: { headers?: Record<string, string>; body?: Record<string, unknown> } = {},
) =>
  api({
    method: 'POST',
    path: '/api/attendance',
    sourceIp,
    headers: extra.headers ?? {},
    body: {
      lessonId: lesson.id,
      date: lesson.nextDate,
      name: 'Marta Tancerz',
      email,
      legalAccepted: true,
      ...extra.body,
    },
  });

beforeAll(async () => {
  // One fixed instant for the whole file: every count below falls in one window.
  const instant = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000);
  setClock(() => instant);
  world = await createGroupWorld(api);
  const { mailsToAddress, mailsToAddressPerDay, bookings, bookingsOfClassAtAddress } = DEFAULT_RATE_LIMITS;
  setRateLimits({ mailsToAddress, mailsToAddressPerDay, bookings, bookingsOfClassAtAddress });
}, 60_000);
afterAll(() => {
  resetRateLimits();
  resetClock();
});

describe('sign-ups for lessons', { timeout: 60_000 }, () => {
  it('a guest signing a stranger’s e-mail up for many lessons: a few sign-ups and e-mails an hour, then 429', async () => {
    const lessons: Lesson[] = [];
    for (let count = 0; count < 8; count++) lessons.push(await newLesson());
    const stranger = freshEmail('stranger');
    const statuses: number[] = [];
    // From a new address each time: the limit is the target's, wherever the requests come from.
    for (const lesson of lessons) statuses.push((await signUp(lesson, stranger, freshAddress())).status);
    const limit = DEFAULT_RATE_LIMITS.mailsToAddress.limit;
    expect(statuses).toEqual([...Array(limit).fill(201), ...Array(8 - limit).fill(429)]);
    // A refused sign-up gives back the seat it held while its limits were counted.
    for (const lesson of lessons.slice(limit)) {
      const stored = await getLessonById(lesson.id, { consistent: true });
      expect(stored?.seats?.[lesson.nextDate] ?? 0).toBe(0);
      expect(stored?.seatHolds).toEqual({});
    }
    await deliverPendingMail();
    expect(await mailsTo(stranger)).toHaveLength(limit);
    const refused = await signUp(lessons[7]!, stranger.toUpperCase(), freshAddress(), {
      headers: { 'accept-language': 'pl' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^Na ten adres wysłano zbyt wiele wiadomości\./);
    // Someone else still signs up for the same lesson.
    expect((await signUp(lessons[7]!, freshEmail(), freshAddress())).status).toBe(201);
  });

  it('one address signing many guests up for one lesson is limited; another address, or the studio signing walk-ins up, is not', async () => {
    const lesson = await newLesson();
    const squatter = freshAddress();
    const limit = DEFAULT_RATE_LIMITS.bookingsOfClassAtAddress.limit;
    const statuses: number[] = [];
    for (let guest = 0; guest <= limit; guest++)
      statuses.push((await signUp(lesson, freshEmail(), squatter)).status);
    expect(statuses).toEqual([...Array(limit).fill(201), 429]);
    expect((await signUp(lesson, freshEmail(), freshAddress())).status).toBe(201);
    const desk = freshAddress();
    for (let walkIn = 0; walkIn <= limit; walkIn++) {
      const response = await signUp(lesson, freshEmail('walkin'), desk, { headers: world.owner.headers });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
  });

  it('a dancer booking with their own account’s e-mail asked for the mails: not limited as a stranger’s', async () => {
    const address = freshAddress();
    const limit = DEFAULT_RATE_LIMITS.mailsToAddress.limit;
    for (let count = 0; count <= limit + 1; count++) {
      const response = await signUp(await newLesson(), world.dancer.email, address, {
        headers: world.dancer.headers,
        body: { userId: world.dancer.id, name: world.dancer.name, legalAccepted: undefined },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
  });
});
