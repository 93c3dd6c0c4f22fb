/**
 * Paged queries with an opaque cursor. A page is filled from as many DynamoDB pages as it takes
 * (a filter may drop items), and the cursor points just after the last item returned — never
 * past items the caller has not seen. Without a cursor, `page` skips that many pages of matches
 * (clients that only know page numbers still get every item once).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../http/errors';
import { db } from './client';

type Key = Record<string, unknown>;

export const INVALID_CURSOR = 'Invalid cursor';

export const encodeCursor = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

const invalidCursor = () => new ValidationError(INVALID_CURSOR, { cursor: INVALID_CURSOR });

/** A cursor back to the object it was made of, if `isValid` accepts it; otherwise a 400, never a 500. */
export const decodeCursorOf = <T>(cursor: string, isValid: (value: unknown) => value is T): T => {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!isValid(value)) throw invalidCursor();
  return value;
};

/** A table key: an object of string values. */
export const isKey = (value: unknown): value is Key =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value as object).length > 0 &&
  Object.values(value as object).every((part) => typeof part === 'string');

/** A cursor back to a key. */
export const decodeCursor = (cursor: string): Key => decodeCursorOf(cursor, isKey);

export interface PageRequest {
  page: number;
  limit: number;
  cursor?: string | undefined;
}

export interface QueryPage<T> {
  items: T[];
  page: number;
  limit: number;
  nextCursor: string | null;
}

/**
 * Runs `query` (key condition, optional filter) until `limit` matches are collected.
 * `keyAttributes` are the table's and the index's key names: the cursor is built from them.
 */
export const queryPage = async <T>(
  query: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>,
  request: PageRequest,
  keyAttributes: readonly string[],
  fromItem: (item: Record<string, unknown>) => T,
): Promise<QueryPage<T>> => {
  const { page, limit } = request;
  let skip = request.cursor ? 0 : page * limit;
  let startKey: Key | undefined = request.cursor ? decodeCursor(request.cursor) : undefined;
  const matches: Record<string, unknown>[] = [];
  while (matches.length <= limit) {
    const result = await db.send(
      new QueryCommand({
        ...query,
        ExclusiveStartKey: startKey,
        // Without a filter every item read is a match: read one more than needed to know if more exist.
        Limit: query.FilterExpression ? Math.max(limit * 2, 50) : skip + limit + 1 - matches.length,
      }),
    );
    for (const item of result.Items ?? []) {
      if (skip > 0) skip -= 1;
      else matches.push(item);
    }
    startKey = result.LastEvaluatedKey;
    if (!startKey) break;
  }
  const items = matches.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    matches.length > limit && last
      ? encodeCursor(Object.fromEntries(keyAttributes.map((name) => [name, last[name]])))
      : null;
  return { items: items.map(fromItem), page, limit, nextCursor };
};

/** How many items a query matches (admin lists' "Results: n / n"): reads the whole partition. */
export const countQuery = async (
  query: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Select'>,
): Promise<number> => {
  let total = 0;
  let startKey: Key | undefined;
  do {
    const result = await db.send(
      new QueryCommand({ ...query, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    total += result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return total;
};

/** Every item a query matches, all its pages (for small partitions: a team, a studio's rooms). */
export const queryAll = async (
  query: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let startKey: Key | undefined;
  do {
    const result = await db.send(new QueryCommand({ ...query, ExclusiveStartKey: startKey }));
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return items;
};
