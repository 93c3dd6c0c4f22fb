import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AUTH } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { bearer, makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { failedByFault, failNthCall } from '../../../test/db-faults';
import { db, tableName } from '../../db/client';
import { userKey } from '../../db/keys';
import { createOneTimeToken } from '../../services/one-time-tokens';
import { setConfirmationLinkId } from './user-repository';

const api = createTestApi();

/** A new unconfirmed account and a confirmation link of its own (the latest one), as its token. */
const unconfirmedWithLink = async (overrides = {}) => {
  const signup = await api({ method: 'POST', path: '/api/auth/signup', body: makeSignup(overrides) });
  expect(signup.status).toBe(201);
  const accessToken = signup.body.access_token as string;
  const userId = (await api({ path: '/api/auth/me', headers: bearer(accessToken) })).body.id as string;
  const linkId = randomUUID();
  await setConfirmationLinkId(userId, linkId);
  const token = await createOneTimeToken(
    'confirmEmail',
    `${userId}#${linkId}`,
    new Date(),
    AUTH.confirmationLinkTtlHours,
  );
  return { userId, accessToken, token };
};

const confirm = (token: string) => api({ path: '/api/auth/confirm', query: { token } });
const isConfirmed = async (accessToken: string) =>
  (await api({ path: '/api/auth/me', headers: bearer(accessToken) })).body.isEmailConfirmed as boolean;
const userItem = async (userId: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: userKey(userId) }))).Item ?? {};

describe('confirming the e-mail (one-time token spent with the work)', () => {
  it('keeps the link working when the confirmation’s transaction fails, and says “already done” after success', async () => {
    const { accessToken, token } = await unconfirmedWithLink();
    const fault = failNthCall('TransactWriteItemsCommand', 1);
    expect(await failedByFault(confirm(token))).toBe(true);
    expect(fault.fired).toBe(true);
    expect(await isConfirmed(accessToken)).toBe(false);

    const retried = await confirm(token);
    expect(retried).toMatchObject({ status: 200, body: { success: true } });
    expect(retried.body).not.toHaveProperty('alreadyDone');
    expect(await isConfirmed(accessToken)).toBe(true);

    expect(await confirm(token)).toMatchObject({ status: 200, body: { success: true, alreadyDone: true } });
    expect(await isConfirmed(accessToken)).toBe(true);
  });

  it('a request that dies after its write is “already done” on retry', async () => {
    const { accessToken, token } = await unconfirmedWithLink();
    failNthCall('TransactWriteItemsCommand', 1, { when: 'after' });
    expect(await failedByFault(confirm(token))).toBe(true);
    expect(await isConfirmed(accessToken)).toBe(true);
    expect(await confirm(token)).toMatchObject({ status: 200, body: { success: true, alreadyDone: true } });
  });

  it('takes the account off the purge’s index and lists a teacher, as the profile item’s keys say', async () => {
    const { userId, token } = await unconfirmedWithLink({ isTeacher: true });
    expect(await userItem(userId)).toMatchObject({ GSI3PK: 'UNCONFIRMED' });
    expect(await userItem(userId)).not.toHaveProperty('GSI2PK');
    expect((await confirm(token)).status).toBe(200);
    const item = await userItem(userId);
    expect(item).not.toHaveProperty('GSI3PK');
    expect(item).not.toHaveProperty('GSI3SK');
    expect(item).toMatchObject({ isEmailConfirmed: true, GSI2PK: 'TEACHERS' });
  });
});
