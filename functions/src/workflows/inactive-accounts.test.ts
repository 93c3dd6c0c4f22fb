import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../test/accounts';
import { createTestApi } from '../../test/api';
import { recordCommands } from '../../test/db-faults';
import { deliverPendingMail, mailsTo } from '../../test/mailbox';
import { dynamoClient } from '../db/client';
import { monthsFrom } from '../domains/accounts/inactivity';
import { getUserById } from '../domains/accounts/user-repository';
import { jobs } from '../lambdas/auth';
import { resetClock, setClock } from '../services/clock';
import { handleInactiveAccounts, monthsBetween } from './inactive-accounts';

const api = createTestApi();
afterEach(() => resetClock());

const DAY = 24 * 3_600_000;
const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

/** An account signed up (and so last active) at `at`. */
const accountActiveAt = async (at: Date, overrides: Parameters<typeof createAccount>[1] = {}) => {
  setClock(() => at);
  return createAccount(api, { language: 'pl', ...overrides });
};
const me = (account: TestAccount, at: Date) => {
  setClock(() => at);
  return api({ path: '/api/auth/me', headers: account.headers });
};
const logIn = (account: TestAccount, at: Date) => {
  setClock(() => at);
  return api({
    method: 'POST',
    path: '/api/auth/login',
    body: { email: account.email, password: account.password },
  });
};
const runJob = (at: Date) => {
  setClock(() => at);
  return handleInactiveAccounts(at);
};

describe('recording activity', () => {
  it('writes lastActiveAt at most once a day per account: a signed-in request a day later writes it again', async () => {
    const start = new Date('2027-02-01T10:00:00Z');
    const dancer = await accountActiveAt(start);
    expect((await getUserById(dancer.id))?.lastActiveAt).toBe(start.toISOString());

    const sent = recordCommands();
    expect((await me(dancer, new Date('2027-02-01T20:00:00Z'))).status).toBe(200);
    expect(sent.filter((command) => command === 'UpdateItemCommand')).toEqual([]);
    expect((await getUserById(dancer.id))?.lastActiveAt).toBe(start.toISOString());

    const nextDay = new Date('2027-02-02T10:30:00Z');
    expect((await me(dancer, nextDay)).status).toBe(200);
    expect(sent.filter((command) => command === 'UpdateItemCommand')).toHaveLength(1);
    expect((await me(dancer, plusDays(nextDay, 0.5))).status).toBe(200);
    expect(sent.filter((command) => command === 'UpdateItemCommand')).toHaveLength(1);
    expect((await getUserById(dancer.id))?.lastActiveAt).toBe(nextDay.toISOString());
  });

  it('never fails the request when the write fails', async () => {
    const dancer = await accountActiveAt(new Date('2027-03-01T10:00:00Z'));
    const name = 'refuse-activity-write';
    dynamoClient.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'UpdateItemCommand') throw new Error('table unavailable');
        return next(args);
      },
      { step: 'initialize', name },
    );
    onTestFinished(() => {
      dynamoClient.middlewareStack.remove(name);
    });
    const response = await me(dancer, new Date('2027-03-05T10:00:00Z'));
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(dancer.id);
  });

  it('counts a sign-in', async () => {
    const dancer = await accountActiveAt(new Date('2027-04-01T10:00:00Z'));
    const later = new Date('2027-06-01T10:00:00Z');
    expect((await logIn(dancer, later)).status).toBe(200);
    expect((await getUserById(dancer.id))?.lastActiveAt).toBe(later.toISOString());
  });
});

describe('the inactive-accounts job', () => {
  it('warns once at 11 months, in the account’s language, and deletes at 12 months with its warning 30 days old', async () => {
    const start = new Date('2027-05-10T10:00:00Z');
    const dancer = await accountActiveAt(start);

    // Not yet: 12 months less 31 days.
    await runJob(plusDays(monthsFrom(start, 12), -31));
    expect((await getUserById(dancer.id))?.inactivityWarnedAt).toBeUndefined();

    const warnedAt = plusDays(monthsFrom(start, 12), -29);
    expect((await runJob(warnedAt)).warned).toBeGreaterThanOrEqual(1);
    expect((await getUserById(dancer.id))?.inactivityWarnedAt).toBe(warnedAt.toISOString());
    await deliverPendingMail(warnedAt);
    const [warning, ...more] = await mailsTo(dancer.email);
    expect(more).toEqual([]);
    expect(warning?.subject).toBe('Twoje konto Plié zostanie usunięte za 30 dni');
    // 30 days after the warning (a day after the 12 months end).
    expect(warning?.text).toContain('11 maja 2028');
    expect(warning?.text).toMatch(/https?:\/\/\S+\/login/);

    // Exactly once per inactivity period: later runs write no second warning.
    await runJob(plusDays(warnedAt, 1));
    await runJob(plusDays(warnedAt, 10));
    await deliverPendingMail(plusDays(warnedAt, 10));
    expect(await mailsTo(dancer.email)).toHaveLength(1);
    expect((await getUserById(dancer.id))?.inactivityWarnedAt).toBe(warnedAt.toISOString());

    // At 12 months the warning is 29 days old: kept one more day.
    await runJob(plusDays(monthsFrom(start, 12), 0.1));
    expect(await getUserById(dancer.id)).toBeDefined();
    await runJob(plusDays(monthsFrom(start, 12), 1.1));
    expect(await getUserById(dancer.id)).toBeUndefined();
    // Freed as with a user's own deletion: the address and username can sign up again.
    expect((await logIn(dancer, plusDays(monthsFrom(start, 12), 2))).status).toBe(401);
  });

  it('gives a late-warned account its 30 days: deleted 30 days after the warning, not before', async () => {
    const start = new Date('2027-06-10T10:00:00Z');
    const dancer = await accountActiveAt(start);
    // The job did not run during the warning window: the first run is past 12 months.
    const warnedAt = plusDays(monthsFrom(start, 12), 5);
    await runJob(warnedAt);
    expect((await getUserById(dancer.id))?.inactivityWarnedAt).toBe(warnedAt.toISOString());
    await runJob(plusDays(warnedAt, 29));
    expect(await getUserById(dancer.id)).toBeDefined();
    await runJob(plusDays(warnedAt, 30));
    expect(await getUserById(dancer.id)).toBeUndefined();
  });

  it('activity after the warning cancels it: no deletion, and the next period warns again', async () => {
    const start = new Date('2027-07-10T10:00:00Z');
    const dancer = await accountActiveAt(start);
    const warnedAt = plusDays(monthsFrom(start, 12), -29);
    await runJob(warnedAt);
    expect((await getUserById(dancer.id))?.inactivityWarnedAt).toBeDefined();

    const back = plusDays(warnedAt, 3);
    expect((await logIn(dancer, back)).status).toBe(200);
    const user = await getUserById(dancer.id);
    expect(user?.inactivityWarnedAt).toBeUndefined();
    expect(user?.lastActiveAt).toBe(back.toISOString());

    await runJob(plusDays(monthsFrom(start, 12), 2));
    expect(await getUserById(dancer.id)).toBeDefined();
    // The mail written before the sign-in is dropped unsent: the account was used since.
    await deliverPendingMail(plusDays(monthsFrom(start, 12), 2));
    expect(await mailsTo(dancer.email)).toEqual([]);

    const nextWarning = plusDays(monthsFrom(back, 12), -29);
    await runJob(nextWarning);
    expect((await getUserById(dancer.id))?.inactivityWarnedAt).toBe(nextWarning.toISOString());
  });

  it('never warns nor deletes a platform admin', async () => {
    const start = new Date('2027-08-10T10:00:00Z');
    const admin = await accountActiveAt(start, { email: PLATFORM_ADMIN_EMAIL });
    await runJob(plusDays(monthsFrom(start, 12), -29));
    await runJob(plusDays(monthsFrom(start, 14), 0));
    const user = await getUserById(admin.id);
    expect(user).toBeDefined();
    expect(user?.inactivityWarnedAt).toBeUndefined();
  });

  it('reads only the activity months it needs, with Queries: never a Scan', async () => {
    const at = new Date('2029-01-15T03:45:00Z');
    const sent: { command: string; index?: string; partition?: string }[] = [];
    const name = 'record-activity-queries';
    dynamoClient.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as {
          IndexName?: string;
          ExpressionAttributeValues?: Record<string, unknown>;
        };
        sent.push({
          command: context.commandName ?? '',
          index: input.IndexName,
          partition: String(input.ExpressionAttributeValues?.[':pk'] ?? ''),
        });
        return next(args);
      },
      { step: 'initialize', name },
    );
    onTestFinished(() => {
      dynamoClient.middlewareStack.remove(name);
    });
    await runJob(at);
    expect(sent.map((each) => each.command)).not.toContain('ScanCommand');
    // The warning's cutoff is 2028-02-14: the months from the first recorded one to that, once each.
    expect(sent.filter((each) => each.index === 'GSI4').map((each) => each.partition)).toEqual(
      monthsBetween('2026-11', '2028-02').map((month) => `ACTIVE#${month}`),
    );
  });

  it('is the auth function’s scheduled job `inactive-accounts`', () => {
    expect(jobs['inactive-accounts']).toBe(handleInactiveAccounts);
  });
});

describe('monthsBetween', () => {
  it.each([
    ['2026-11', '2026-10', []],
    ['2026-11', '2026-11', ['2026-11']],
    ['2026-11', '2027-02', ['2026-11', '2026-12', '2027-01', '2027-02']],
  ])('%s to %s → %j', (first, last, months) => {
    expect(monthsBetween(first, last)).toEqual(months);
  });
});
