/**
 * Per-e-mail login back-off, kept in the table: after AUTH.freeLoginFailures failures in a row,
 * each further failure locks the e-mail for a doubling time (30 s, 1 min, 2 min … 15 min).
 * Counted whether or not an account exists, so the lock reveals nothing about accounts.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AUTH } from '@plie/shared';
import { db, tableName } from '../../db/client';
import { loginAttemptsKey } from '../../db/keys';
import { HttpError } from '../../http/errors';

export const TOO_MANY_ATTEMPTS = 'Too many failed logins. Please wait a few minutes and try again.';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The lock after `failures` failures in a row, in seconds (0 = none). */
export const lockSeconds = (failures: number): number =>
  failures <= AUTH.freeLoginFailures
    ? 0
    : Math.min(
        AUTH.loginLockBaseSeconds * 2 ** (failures - AUTH.freeLoginFailures - 1),
        AUTH.loginLockMaxSeconds,
      );

export const assertLoginAllowed = async (email: string, now: Date): Promise<void> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: loginAttemptsKey(email) }));
  const lockedUntil = Number(Item?.lockedUntil ?? 0);
  if (lockedUntil > epochSeconds(now)) {
    throw new HttpError(429, 'Too Many Requests', TOO_MANY_ATTEMPTS, undefined, {
      retryAfterSeconds: lockedUntil - epochSeconds(now),
    });
  }
};

export const recordLoginFailure = async (email: string, now: Date): Promise<void> => {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: loginAttemptsKey(email),
      UpdateExpression: 'ADD failures :one SET expiresAt = :expiresAt',
      ExpressionAttributeValues: {
        ':one': 1,
        ':expiresAt': epochSeconds(now) + AUTH.loginFailureMemoryHours * 3600,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const lock = lockSeconds(Number(Attributes?.failures ?? 0));
  if (lock > 0) {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: loginAttemptsKey(email),
        UpdateExpression: 'SET lockedUntil = :until',
        ExpressionAttributeValues: { ':until': epochSeconds(now) + lock },
      }),
    );
  }
};

export const clearLoginFailures = async (email: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: tableName, Key: loginAttemptsKey(email) }));
};
