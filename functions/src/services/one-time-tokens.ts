/**
 * One-time tokens for links sent by e-mail (confirm e-mail, cancel attendance, leave group):
 * 32 random bytes; only their SHA-256 is stored; used once (a conditional delete) and expiring
 * (checked on use, and removed by the table's TTL).
 */
import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { tokenKey } from '../db/keys';

export type OneTimeTokenKind = 'confirmEmail' | 'cancelAttendance' | 'leaveGroup' | 'googleSignIn';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stores a new token for `subjectId` and returns it (to put in a link; never stored as is). */
export const createOneTimeToken = async (
  kind: OneTimeTokenKind,
  subjectId: string,
  now: Date,
  ttlHours: number,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...tokenKey(hashOf(token)),
        type: 'OneTimeToken',
        kind,
        subjectId,
        createdAt: now.toISOString(),
        expiresAt: epochSeconds(now) + ttlHours * 3600,
      },
    }),
  );
  return token;
};

/** Uses the token: its subject id once, if it is of that kind and not expired; otherwise undefined. */
export const consumeOneTimeToken = async (
  kind: OneTimeTokenKind,
  token: string,
  now: Date,
): Promise<string | undefined> => {
  try {
    const { Attributes } = await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: tokenKey(hashOf(token)),
        ConditionExpression: 'attribute_exists(PK) AND kind = :kind AND expiresAt > :now',
        ExpressionAttributeValues: { ':kind': kind, ':now': epochSeconds(now) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? String(Attributes.subjectId) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};
