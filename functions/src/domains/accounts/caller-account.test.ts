import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { db } from '../../db/client';
import type { AuthUser } from '../../http/handler';
import { bookingAccountOf } from './caller-account';

const api = createTestApi();
let dancer: TestAccount;

/** The GetItem reads `work` makes, with what it answers. */
const getsDuring = async <T>(work: () => Promise<T>) => {
  const send = vi.spyOn(db, 'send');
  const answer = await work();
  const gets = send.mock.calls.filter(([command]) => command instanceof GetCommand).length;
  send.mockRestore();
  return { answer, gets };
};

const callerOf = (account: TestAccount, withAccount: boolean): AuthUser => ({
  id: account.id,
  role: 'user',
  isEmailConfirmed: true,
  ...(withAccount
    ? { account: { name: account.name, username: account.username, email: account.email, language: 'pl' } }
    : {}),
});

beforeAll(async () => {
  dancer = await createAccount(api);
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account a caller books with', () => {
  it('is the one authenticate read, with no second read of the user item', async () => {
    const { answer, gets } = await getsDuring(() => bookingAccountOf(dancer.id, callerOf(dancer, true)));
    expect(answer).toEqual({
      id: dancer.id,
      name: dancer.name,
      username: dancer.username,
      email: dancer.email,
      language: 'pl',
    });
    expect(gets).toBe(0);
  });

  it('is read from the table for a caller made up without it, or for someone else', async () => {
    const unread = await getsDuring(() => bookingAccountOf(dancer.id, callerOf(dancer, false)));
    expect(unread.answer).toMatchObject({ id: dancer.id, email: dancer.email, username: dancer.username });
    expect(unread.gets).toBe(1);
    const other = await getsDuring(() =>
      bookingAccountOf(dancer.id, { ...callerOf(dancer, true), id: 'other' }),
    );
    expect(other.answer).toMatchObject({ id: dancer.id, email: dancer.email });
    expect(other.gets).toBe(1);
  });

  it('is nobody for a user that does not exist', async () => {
    expect(await bookingAccountOf('no-such-user', undefined)).toBeUndefined();
  });
});
