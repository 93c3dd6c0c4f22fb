import { authApi } from '@plie/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, makeSignup } from '../../test/accounts';
import { createTestApi } from '../../test/api';
import { createGroupWorld, createTestLesson, groupCalls } from '../../test/groups';
import { getUserByEmail, saveUser } from '../domains/accounts/user-repository';
import { listAllAttendancesOfUserFrom } from '../domains/attendance/attendance-repository';
import { membershipsOfUser } from '../domains/groups/group-member-repository';
import { jobs } from '../lambdas/auth';
import { createLambdaHandler } from '../lambdas/create-lambda-handler';
import { resetClock, setClock } from '../services/clock';
import { purgeUnconfirmedAccounts } from './purge-unconfirmed';

const api = createTestApi();
afterEach(() => resetClock());
const signUpAt = async (at: string) => {
  setClock(() => new Date(at));
  const body = makeSignup();
  expect((await api({ method: 'POST', path: '/api/auth/signup', body })).status).toBe(201);
  return body;
};

describe('purging accounts unconfirmed after 24 hours', () => {
  it('deletes only unconfirmed accounts older than 24 hours, and frees their e-mail and username', async () => {
    const stale = await signUpAt('2026-11-20T09:00:00Z');
    const confirmed = await signUpAt('2026-11-20T09:30:00Z');
    const fresh = await signUpAt('2026-11-21T08:00:00Z');
    const confirmedUser = await getUserByEmail(confirmed.email);
    await saveUser({ ...confirmedUser!, isEmailConfirmed: true });

    const result = await purgeUnconfirmedAccounts(new Date('2026-11-21T10:00:00Z'));
    expect(result.purged).toBeGreaterThanOrEqual(1);
    expect(await getUserByEmail(stale.email)).toBeUndefined();
    expect(await getUserByEmail(confirmed.email)).toBeDefined();
    expect(await getUserByEmail(fresh.email)).toBeDefined();
    // The e-mail and username can be used again.
    setClock(() => new Date('2026-11-21T10:05:00Z'));
    expect((await api({ method: 'POST', path: '/api/auth/signup', body: { ...stale } })).status).toBe(201);
  });

  it('keeps an account confirmed between the query and the delete', async () => {
    const body = await signUpAt('2026-11-01T09:00:00Z');
    const user = await getUserByEmail(body.email);
    // Confirmed after the listing was read: the conditional delete must leave it alone.
    const { deleteUserRecord } = await import('../domains/accounts/user-repository');
    await saveUser({ ...user!, isEmailConfirmed: true });
    expect(await deleteUserRecord(user!, { onlyIfUnconfirmed: true })).toBe(false);
    expect(await getUserByEmail(body.email)).toBeDefined();
  });

  it('ends the group memberships and cancels the upcoming classes of a purged account', async () => {
    const world = await createGroupWorld(api);
    const lesson = await createTestLesson(api, world, 2);
    const group = (
      await groupCalls(api).create({ studioId: world.studio.id, lessonIds: [lesson.id] }, world.owner)
    ).body;
    const unconfirmed = await createAccount(api, { confirmed: false, name: 'Nina Unconfirmed' });
    const today = new Date().toISOString().slice(0, 10);
    const joined = await groupCalls(api).join(
      {
        groupId: group.id,
        userId: unconfirmed.id,
        name: unconfirmed.name,
        email: unconfirmed.email,
        joinStarting: today,
      },
      unconfirmed,
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const booked = await listAllAttendancesOfUserFrom(unconfirmed.id, today);
    expect(booked.filter((attendance) => !attendance.isDeleted).length).toBeGreaterThan(0);

    const result = await purgeUnconfirmedAccounts(new Date(Date.now() + 25 * 3600 * 1000));
    expect(result.purged).toBeGreaterThanOrEqual(1);
    expect(await getUserByEmail(unconfirmed.email)).toBeUndefined();
    expect((await membershipsOfUser(unconfirmed.id)).every((member) => member.isDeleted)).toBe(true);
    expect(
      (await listAllAttendancesOfUserFrom(unconfirmed.id, today)).every((attendance) => attendance.isDeleted),
    ).toBe(true);
  });

  it('runs from the daily EventBridge rule in the auth function', async () => {
    const body = await signUpAt('2026-10-01T09:00:00Z');
    const handler = createLambdaHandler('auth', { auth: authApi }, {}, jobs);
    await handler({
      version: '0',
      id: 'e',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '1',
      time: '2026-10-03T03:15:00Z',
      region: 'eu-central-1',
      resources: ['arn:aws:events:eu-central-1:1:rule/plie-prod-purge-unconfirmed-accounts'],
      detail: {},
    });
    expect(await getUserByEmail(body.email)).toBeUndefined();
  });
});
