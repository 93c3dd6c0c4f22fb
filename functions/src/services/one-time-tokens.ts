/**
 * One-time tokens for links sent by e-mail (confirm e-mail, cancel attendance, leave group): 32
 * random bytes; only their SHA-256 is stored; expiring (checked on use, and removed by the table's
 * TTL). A link's token is spent in the same transaction as the work it does (`readOneTimeToken`,
 * then `spendOneTimeTokenItem` among that work's items): a failure leaves the link usable, and a
 * spent token stays (marked `spentAt`, until its TTL) so a second click can be told "already done".
 * The Google sign-in's state, which starts no work of its own, is used up by a conditional delete.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { tokenKey } from '../db/keys';
import type { TransactItems } from '../db/transactions';

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

/** A stored, unexpired token of a kind: what it names, and whether its work was done already. */
export interface OneTimeTokenState {
  subjectId: string;
  /** Its work was done (in the transaction that spent it): a later use is a second click. */
  spent: boolean;
}

/**
 * The token's subject and whether it was spent, if it is of that kind and not expired; otherwise
 * undefined (unknown, another kind's, expired). Writes nothing: spend it with the work.
 */
export const readOneTimeToken = async (
  kind: OneTimeTokenKind,
  token: string,
  now: Date,
): Promise<OneTimeTokenState | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: tokenKey(hashOf(token)), ConsistentRead: true }),
  );
  if (!Item || Item.kind !== kind || !(Number(Item.expiresAt) > epochSeconds(now))) return undefined;
  return { subjectId: String(Item.subjectId), spent: Item.spentAt !== undefined };
};

/**
 * The transaction item that spends the token with the work it does: refused (so the whole work is
 * not written) when the token is unknown, of another kind, expired or spent already. A refusal is
 * told apart by reading the token again (`readOneTimeToken`: spent → the other click did the work).
 */
export const spendOneTimeTokenItem = (
  kind: OneTimeTokenKind,
  token: string,
  now: Date,
): TransactItems[number] => ({
  Update: {
    TableName: tableName,
    Key: tokenKey(hashOf(token)),
    UpdateExpression: 'SET spentAt = :spentAt',
    ConditionExpression:
      'attribute_exists(PK) AND kind = :kind AND attribute_not_exists(spentAt) AND expiresAt > :now',
    ExpressionAttributeValues: { ':kind': kind, ':now': epochSeconds(now), ':spentAt': now.toISOString() },
  },
});

/**
 * Uses up a token that starts no work of its own (the Google sign-in's state): its subject id once,
 * if it is of that kind, not expired and not spent; otherwise undefined.
 */
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
        ConditionExpression:
          'attribute_exists(PK) AND kind = :kind AND attribute_not_exists(spentAt) AND expiresAt > :now',
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
