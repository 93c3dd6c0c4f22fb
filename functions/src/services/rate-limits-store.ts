/**
 * The counters of services/rate-limits in the table: one item per subject (`rateLimitKey`) whose
 * attributes are the hits of each bucket's fixed window, named `<bucket>@<window start>`. Buckets a
 * request counts for one subject (the dispatcher's `writes` and the route's own bucket, an e-mail's
 * hourly and daily mail limits) are one `UpdateItem`: each window's hits are `ADD`ed atomically, so
 * parallel requests cannot slip past, and no write ever resets a count it read before (a new
 * window is a new attribute). The same write drops each bucket's previous window; windows
 * older than that (a subject that came back after a pause) are dropped by `removeWindows` when the
 * caller sees them. `expiresAt` (TTL) is set past the end of every window the item may hold.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { rateLimitKey } from '../db/keys';

export interface CounterWindow {
  bucket: string;
  /** Epoch seconds. */
  start: number;
  end: number;
}

/** A window the item holds, by its attribute. */
export interface HeldWindow {
  bucket: string;
  start: number;
  attribute: string;
}

/** The attribute that holds the hits of `bucket`'s window starting at `start`. */
export const hitsAttribute = (bucket: string, start: number) => `${bucket}@${start}`;

const HITS_ATTRIBUTE = /^(.+)@(\d+)$/;

const heldWindowsOf = (item: Record<string, unknown>): HeldWindow[] =>
  Object.keys(item).flatMap((attribute) => {
    const [, bucket, start] = HITS_ATTRIBUTE.exec(attribute) ?? [];
    return bucket && start ? [{ bucket, start: Number(start), attribute }] : [];
  });

const isConditionFailed = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/**
 * One more hit in each of `windows` (distinct buckets) of `subject`, in one write that also drops
 * each bucket's previous window and sets `expiresAt`. Answers the hits of each window so far, in
 * the order given, and the other windows the item holds (current ones of other buckets, or older).
 */
export const addHits = async (
  subject: string,
  windows: readonly CounterWindow[],
  expiresAt: number,
): Promise<{ hits: number[]; others: HeldWindow[] }> => {
  const names: Record<string, string> = {};
  const adds: string[] = [];
  const removes: string[] = [];
  windows.forEach(({ bucket, start, end }, index) => {
    names[`#h${index}`] = hitsAttribute(bucket, start);
    names[`#p${index}`] = hitsAttribute(bucket, start - (end - start));
    adds.push(`#h${index} :one`);
    removes.push(`#p${index}`);
  });
  const { Attributes = {} } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: rateLimitKey(subject),
      UpdateExpression: `ADD ${adds.join(', ')} SET expiresAt = :expiresAt REMOVE ${removes.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': expiresAt },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const counted = new Set(windows.map(({ bucket, start }) => hitsAttribute(bucket, start)));
  return {
    hits: windows.map(({ bucket, start }) => Number(Attributes[hitsAttribute(bucket, start)] ?? 0)),
    others: heldWindowsOf(Attributes).filter((window) => !counted.has(window.attribute)),
  };
};

/** Drops the windows (by attribute) from `subject`'s item, if it is still there. */
export const removeWindows = async (subject: string, attributes: readonly string[]): Promise<void> => {
  if (attributes.length === 0) return;
  const names = Object.fromEntries(attributes.map((attribute, index) => [`#w${index}`, attribute]));
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: rateLimitKey(subject),
        UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
        // Never an item of nothing but its key, should TTL have deleted it meanwhile.
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
};

/** One hit fewer in the window (none below zero; nothing when the window has no hits). */
export const takeBackHit = async (subject: string, { bucket, start }: CounterWindow): Promise<void> => {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: rateLimitKey(subject),
        UpdateExpression: 'ADD #hits :minusOne',
        ConditionExpression: '#hits > :zero',
        ExpressionAttributeNames: { '#hits': hitsAttribute(bucket, start) },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
};

/** The window's hits forgotten (the subject's other windows kept). */
export const clearHits = (subject: string, { bucket, start }: CounterWindow): Promise<void> =>
  removeWindows(subject, [hitsAttribute(bucket, start)]);
