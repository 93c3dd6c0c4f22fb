/**
 * The counters of services/rate-limits in the table: one item per bucket, subject and fixed
 * window (`rateLimitKey`), `hits` changed atomically, deleted by TTL (`expiresAt`) after the window.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { rateLimitKey } from '../db/keys';

export interface CounterWindow {
  bucket: string;
  subject: string;
  /** Epoch seconds. */
  start: number;
  end: number;
}

/** One more hit in the window; answers the window's hits so far. */
export const addHit = async ({ bucket, subject, start, end }: CounterWindow): Promise<number> => {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: rateLimitKey(bucket, subject, start),
      UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :end)',
      ExpressionAttributeValues: { ':one': 1, ':end': end },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.hits ?? 0);
};

/** One hit fewer in the window (none below zero; nothing when the window has no item). */
export const takeBackHit = async ({ bucket, subject, start }: CounterWindow): Promise<void> => {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: rateLimitKey(bucket, subject, start),
        UpdateExpression: 'ADD hits :minusOne',
        ConditionExpression: 'hits > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
};

/** The window's hits forgotten. */
export const clearHits = async ({ bucket, subject, start }: CounterWindow): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: tableName, Key: rateLimitKey(bucket, subject, start) }));
};
