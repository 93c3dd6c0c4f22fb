/**
 * The one sender of BatchWriteItem and BatchGetItem. DynamoDB takes 25 writes or 100 keys a call
 * and may hand some back unprocessed (throttling, size): those are sent again after a jittered
 * pause, a bounded number of times (`retry.ts`), instead of each repository looping on its own.
 */
import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { untilAllProcessed } from './retry';

type Item = Record<string, unknown>;
type Key = Record<string, unknown>;
/** One write of a batch: `{ PutRequest: { Item } }` or `{ DeleteRequest: { Key } }`. */
export type BatchWriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

const WRITES_PER_BATCH = 25;
const KEYS_PER_BATCH = 100;

const chunks = <T>(all: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(all.length / size) }, (_, index) =>
    all.slice(index * size, (index + 1) * size),
  );

/** Writes every request (puts and deletes, 25 a call), retrying what comes back unprocessed. */
export const batchWrite = async (requests: readonly BatchWriteRequest[]): Promise<void> => {
  for (const chunk of chunks(requests, WRITES_PER_BATCH)) {
    await untilAllProcessed(chunk, async (pending) => {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: [...pending] } }));
      return (result.UnprocessedItems?.[tableName] ?? []) as BatchWriteRequest[];
    });
  }
};

/**
 * The items of these keys that exist (100 keys a call, in no particular order), retrying unprocessed
 * keys; `consistent`: strongly consistent reads.
 */
export const batchGet = async (keys: readonly Key[], { consistent = false } = {}): Promise<Item[]> => {
  const items: Item[] = [];
  for (const chunk of chunks(keys, KEYS_PER_BATCH)) {
    await untilAllProcessed(chunk, async (pending) => {
      const result = await db.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: { Keys: [...pending], ...(consistent ? { ConsistentRead: true } : {}) },
          },
        }),
      );
      items.push(...(result.Responses?.[tableName] ?? []));
      return result.UnprocessedKeys?.[tableName]?.Keys ?? [];
    });
  }
  return items;
};
