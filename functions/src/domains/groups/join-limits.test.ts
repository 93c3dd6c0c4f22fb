import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { createGroupWorld, createTestLesson, type GroupWorld, groupCalls } from '../../../test/groups';
import { deliverPendingMail, mailsTo } from '../../../test/mailbox';
import { resetClock, setClock } from '../../services/clock';
import { DEFAULT_RATE_LIMITS, resetRateLimits, setRateLimits } from '../../services/rate-limits';

/** Joining a group e-mails the address the form names: limited per target e-mail and per group + address. */
const api = createTestApi();
const groups = groupCalls(api);
let world: GroupWorld;
let today = '';
let counter = 0;
const fresh = () => {
  counter += 1;
  return counter;
};

const newGroup = async () => {
  const lesson = await createTestLesson(api, world, fresh() % 7);
  const response = await groups.create({ lessonIds: [lesson.id] }, world.owner);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
};
const join = (groupId: string, email: string, sourceIp: string) =>
  api({
    method: 'POST',
    path: '/api/lesson-group/user',
    sourceIp,
    body: { groupId, name: 'Marta Tancerz', email, joinStarting: today, legalAccepted: true },
  });

beforeAll(async () => {
  const instant = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000);
  setClock(() => instant);
  // Today in Kraków (en-CA writes YYYY-MM-DD).
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(instant);
  world = await createGroupWorld(api);
  const { mailsToAddress, mailsToAddressPerDay, bookingsOfClassAtAddress } = DEFAULT_RATE_LIMITS;
  setRateLimits({ mailsToAddress, mailsToAddressPerDay, bookingsOfClassAtAddress });
}, 60_000);
afterAll(() => {
  resetRateLimits();
  resetClock();
});

describe('joining groups', { timeout: 60_000 }, () => {
  it('a stranger’s e-mail joined to many groups: a few joins and e-mails an hour, then 429', async () => {
    const stranger = `stranger${fresh()}.${Date.now().toString(36)}@plie.test`;
    const limit = DEFAULT_RATE_LIMITS.mailsToAddress.limit;
    const statuses: number[] = [];
    for (let count = 0; count < limit + 2; count++) {
      const group = await newGroup();
      statuses.push((await join(group.id, stranger, `172.20.0.${fresh()}`)).status);
    }
    expect(statuses).toEqual([...Array(limit).fill(201), 429, 429]);
    await deliverPendingMail();
    expect(await mailsTo(stranger)).toHaveLength(limit);
  });

  it('one address joining many guests to one group is limited; another address is not', async () => {
    const group = await newGroup();
    const limit = DEFAULT_RATE_LIMITS.bookingsOfClassAtAddress.limit;
    const statuses: number[] = [];
    for (let guest = 0; guest <= limit; guest++)
      statuses.push((await join(group.id, `guest${fresh()}@plie.test`, '172.21.0.1')).status);
    expect(statuses).toEqual([...Array(limit).fill(201), 429]);
    expect((await join(group.id, `guest${fresh()}@plie.test`, '172.21.0.2')).status).toBe(201);
  });
});
