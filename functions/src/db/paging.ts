/**
 * Paged queries with an opaque cursor. A page is filled from as many DynamoDB pages as it takes
 * (a filter may drop items), and the cursor points just after the last item returned — never
 * past items the caller has not seen. Without a cursor, `page` skips that many pages of matches
 * (clients that only know page numbers still get every item once).
 *
 * Cursors are `<payload>.<mac>`: the payload (base64url JSON) is authenticated with an HMAC keyed
 * by a server secret and bound to a `scope` (for `queryPage`, the query's index and partition), so
 * a forged, altered or borrowed cursor is a 400 'Invalid cursor' before DynamoDB sees it. The key
 * is derived from the cursor secret (services/secrets.ts, loaded before any request is handled);
 * a function without it fails on its first cursor with a message naming `CURSOR_SECRET_ID`.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../errors';
import { loadedSecret } from '../services/secrets';
import { db } from './client';

type Key = Record<string, unknown>;

/** Bytes of the HMAC kept in a cursor (128 bits). */
const MAC_BYTES = 16;
const KEY_INFO = 'plie paging cursor v1';

let cursorKey: { secret: string; key: Buffer } | undefined;
/** The HMAC key, derived from the cursor secret. */
const loadCursorKey = (): Buffer => {
  const secret = loadedSecret('cursor');
  if (cursorKey?.secret !== secret) {
    cursorKey = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'plie', KEY_INFO, 32)) };
  }
  return cursorKey.key;
};

const macOf = (payload: string, scope: string): Buffer =>
  createHmac('sha256', loadCursorKey())
    .update(scope)
    .update('\n')
    .update(payload)
    .digest()
    .subarray(0, MAC_BYTES);

/** An opaque, authenticated cursor holding `value`; `scope` names what it may resume. */
export const encodeCursor = (value: unknown, scope = ''): string => {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${macOf(payload, scope).toString('base64url')}`;
};

const invalidCursor = () => new ValidationError('paging.invalidCursor', { cursor: 'paging.invalidCursor' });

/**
 * A cursor back to the object it was made of, if this server made it for the same `scope` and
 * `isValid` accepts it; otherwise a 400, never a 500.
 */
export const decodeCursorOf = <T>(cursor: string, isValid: (value: unknown) => value is T, scope = ''): T => {
  const [payload, mac, ...rest] = cursor.split('.');
  if (!payload || !mac || rest.length > 0) throw invalidCursor();
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(payload, scope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
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

/** A cursor back to a key of exactly `keyAttributes` (when given), made for `scope`. */
export const decodeCursor = (cursor: string, keyAttributes: readonly string[] = [], scope = ''): Key =>
  decodeCursorOf(
    cursor,
    (value): value is Key =>
      isKey(value) &&
      (keyAttributes.length === 0 ||
        (Object.keys(value).length === keyAttributes.length &&
          keyAttributes.every((name) => typeof value[name] === 'string'))),
    scope,
  );

/**
 * What a `queryPage` cursor may resume: the same table, index and partition (the key condition
 * and the values it names; a filter may change, as a key of the same partition is a valid start).
 */
const scopeOf = (query: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>): string => {
  const condition = query.KeyConditionExpression ?? '';
  const placeholders = [...new Set(condition.match(/[:#][A-Za-z0-9_]+/g) ?? [])].sort();
  const bound = placeholders.map((placeholder) => [
    placeholder,
    placeholder.startsWith(':')
      ? query.ExpressionAttributeValues?.[placeholder]
      : query.ExpressionAttributeNames?.[placeholder],
  ]);
  return JSON.stringify([query.TableName, query.IndexName ?? null, condition, bound]);
};

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
  const scope = scopeOf(query);
  let skip = request.cursor ? 0 : page * limit;
  let startKey: Key | undefined = request.cursor
    ? decodeCursor(request.cursor, keyAttributes, scope)
    : undefined;
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
      ? encodeCursor(Object.fromEntries(keyAttributes.map((name) => [name, last[name]])), scope)
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
