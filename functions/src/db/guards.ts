/**
 * Uniqueness guard items (username, e-mail, studio slug). Writers put them in the same
 * transaction as the record with `attribute_not_exists(PK)`; readers only ask whether one is taken.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Key } from './keys';

/** The id the guard points to, or undefined when the value is free. */
export const guardOwner = async (key: Key): Promise<string | undefined> => {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: key, ProjectionExpression: 'ownerId' }),
  );
  return result.Item ? String(result.Item.ownerId) : undefined;
};
