/**
 * The transactional outbox for e-mail (ADR 0017) — and for the deletion of stored images the store
 * refused (`deleteFiles`: committed intent, retried like a mail): a message to send is an item written in the SAME
 * transaction as the change that causes it (`outboxPut`), so a committed booking always has its
 * e-mail waiting and a failed one never has. The item holds the message's kind and parameters, never
 * the composed mail: the worker (workflows/outbox) composes it at send time from the records as they
 * are then, and makes the one-time links then — no live link sits in the table.
 *
 * Unsent messages are in a sparse index partition (GSI3 `OUTBOX#PENDING`, by next attempt), so the
 * worker finds what is due without a Scan; sending removes them from it and sets a TTL. A message id
 * names its cause (`attendanceConfirmation.<attendanceId>`), so one cause writes one message.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GroupOccurrence, IsoDate } from '@plie/shared';
import { db, tableName } from '../db/client';
import { outboxMessageKey, PENDING_OUTBOX_PARTITION, pendingOutboxIndexKeys } from '../db/keys';
import type { TransactItems } from '../db/transactions';

/** What to send, by kind: only ids and plain values, composed into a mail at send time. */
export type OutboxMessageBody =
  /** The sign-up confirmation with its cancel link (attendance/sign-up). */
  | { kind: 'attendanceConfirmation'; params: { attendanceId: string } }
  /** The group join mail: the classes booked at once (each with its cancel link) and the leave link. */
  | { kind: 'groupJoined'; params: { groupId: string; memberId: string; full?: GroupOccurrence[] } }
  /** The monthly job's mail to one member: that month's classes with their cancel links. */
  | {
      kind: 'groupMonth';
      params: { groupId: string; memberId: string; month: IsoDate; full: GroupOccurrence[] };
    }
  /** The account's e-mail confirmation with a fresh link (sign-up, "send it again"). */
  | { kind: 'confirmEmail'; params: { userId: string } }
  /** "Send me my booking e-mail again": the address's upcoming bookings and groups, each with its link. */
  | { kind: 'bookingLinks'; params: { email: string } }
  /** The inactive-accounts job's warning: the account will be deleted in 30 days unless used (issue #17). */
  | { kind: 'inactivityWarning'; params: { userId: string } }
  /** A teacher asked to join a studio: the mail to one of its admins (issue #17 item 3). */
  | { kind: 'joinAsked'; params: { studioId: string; userId: string; adminId: string; askedAt: string } }
  /** The studio accepted or refused a teacher's request to join: the mail to the teacher. */
  | { kind: 'joinAnswered'; params: { studioId: string; userId: string; accepted: boolean } }
  /** Stored images the store failed to delete (services/files `deleteStoredImages`): deleted by the worker, no mail. */
  | { kind: 'deleteFiles'; params: { keys: string[] } };
export type OutboxKind = OutboxMessageBody['kind'];

export type OutboxMessage = OutboxMessageBody & {
  id: string;
  createdAt: string;
  /** When the worker may (next) try to send it: later than now while its cause is still at work. */
  nextAttemptAt: string;
  attempts: number;
  /** The last failure's error name (never its text, which may carry an address). */
  lastError?: string;
  /** A worker sending it holds it until then, so two workers never send it twice at once. */
  claimedUntil?: string;
  sentAt?: string;
  /** Given up after too many attempts (logged as an error; left in the table until TTL). */
  abandonedAt?: string;
};

/** Sent (or abandoned) messages stay this long, then TTL deletes them: long enough that a rerun of the monthly job in the same month finds its message. */
export const OUTBOX_RETENTION_DAYS = 35;

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

const toItem = (message: OutboxMessage) => ({
  ...outboxMessageKey(message.id),
  type: 'OutboxMessage',
  ...message,
  ...pendingOutboxIndexKeys(message.nextAttemptAt, message.id),
});

const fromItem = (item: Record<string, unknown>): OutboxMessage => {
  const { PK, SK, type, GSI3PK, GSI3SK, expiresAt, ...message } = item;
  return message as unknown as OutboxMessage;
};

/** A new message for `body`, due at once unless held until `holdUntil` (its cause is still at work). */
export const newOutboxMessage = (
  id: string,
  body: OutboxMessageBody,
  at: Date,
  { holdUntil }: { holdUntil?: Date } = {},
): OutboxMessage => ({
  id,
  ...body,
  createdAt: at.toISOString(),
  nextAttemptAt: (holdUntil ?? at).toISOString(),
  attempts: 0,
});

/** The transaction item that writes the message (once: a second write of the same id is refused). */
export const outboxPut = (message: OutboxMessage): TransactItems[number] => ({
  Put: { TableName: tableName, Item: toItem(message), ConditionExpression: 'attribute_not_exists(PK)' },
});

/** Writes the message on its own unless one with its id exists; whether it was written. */
export const writeOutboxMessage = async (message: OutboxMessage): Promise<boolean> => {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: toItem(message),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

export const getOutboxMessage = async (id: string): Promise<OutboxMessage | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: outboxMessageKey(id), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
};

/**
 * Makes a held message due now (its cause finished its work), merging `params` into its parameters.
 * A message already sent (the hold ran out and the sweep sent it) is left as it is.
 */
export const releaseOutboxMessage = async (
  id: string,
  at: Date,
  params: Record<string, unknown> = {},
): Promise<void> => {
  const stamp = at.toISOString();
  const names = Object.fromEntries(Object.keys(params).map((name, index) => [`#p${index}`, name]));
  const values = Object.fromEntries(Object.values(params).map((value, index) => [`:p${index}`, value]));
  const sets = Object.keys(names).map((name) => `params.${name} = ${name.replace('#', ':')}`);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: outboxMessageKey(id),
        UpdateExpression: `SET ${['nextAttemptAt = :at', 'GSI3SK = :sk', ...sets].join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(sentAt)',
        ...(sets.length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: {
          ':at': stamp,
          ':sk': pendingOutboxIndexKeys(stamp, id).GSI3SK,
          ...values,
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};

/** The ids of unsent messages due at `at`, earliest first (the pending index; eventually consistent). */
export const dueOutboxMessageIds = async (at: Date, limit = 100): Promise<string[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pending AND GSI3SK <= :now',
      // `~` sorts after every id character: everything due up to and including this instant.
      ExpressionAttributeValues: { ':pending': PENDING_OUTBOX_PARTITION, ':now': `${at.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return Items.map((item) => String(item.id));
};

const isRefused = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/**
 * Claims the message for one send until `until`: refused (false) when it is sent, gone, not due,
 * or another worker holds it — so the stream consumer and the sweep never send it twice at once.
 */
export const claimOutboxMessage = async (id: string, at: Date, until: Date): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: outboxMessageKey(id),
        UpdateExpression: 'SET claimedUntil = :until',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(sentAt) AND attribute_not_exists(abandonedAt) AND nextAttemptAt <= :now AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeValues: { ':until': until.toISOString(), ':now': at.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isRefused(error)) return false;
    throw error;
  }
};

/** Marks it sent (once: false when it already was), out of the pending index, kept until TTL. */
export const markOutboxMessageSent = async (id: string, at: Date): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: outboxMessageKey(id),
        UpdateExpression: 'SET sentAt = :at, expiresAt = :expires REMOVE GSI3PK, GSI3SK, claimedUntil',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(sentAt)',
        ExpressionAttributeValues: {
          ':at': at.toISOString(),
          ':expires': epochSeconds(at) + OUTBOX_RETENTION_DAYS * 86_400,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isRefused(error)) return false;
    throw error;
  }
};

/** Records a failed attempt and when to try again (the claim released); `abandon` takes it out of the index for good. */
export const recordOutboxFailure = async (
  id: string,
  failure: { error: string; at: Date; nextAttemptAt: Date; abandon: boolean },
): Promise<void> => {
  const next = failure.nextAttemptAt.toISOString();
  const expires = epochSeconds(failure.at) + OUTBOX_RETENTION_DAYS * 86_400;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: outboxMessageKey(id),
        UpdateExpression: failure.abandon
          ? 'SET attempts = attempts + :one, lastError = :error, abandonedAt = :at, expiresAt = :expires REMOVE GSI3PK, GSI3SK, claimedUntil'
          : 'SET attempts = attempts + :one, lastError = :error, nextAttemptAt = :next, GSI3SK = :sk REMOVE claimedUntil',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(sentAt)',
        ExpressionAttributeValues: {
          ':one': 1,
          ':error': failure.error,
          ...(failure.abandon
            ? { ':at': failure.at.toISOString(), ':expires': expires }
            : { ':next': next, ':sk': pendingOutboxIndexKeys(next, id).GSI3SK }),
        },
      }),
    );
  } catch (error) {
    if (!isRefused(error)) throw error;
  }
};

/** Attempts before a message is given up (the back-off reaches its cap of an hour after ~8; about a day in all). */
export const OUTBOX_MAX_ATTEMPTS = 30;
const FIRST_RETRY_SECONDS = 15;
const MAX_RETRY_SECONDS = 3600;

/**
 * The pause after the n-th failed attempt (1-based): exponential from 15 s, capped at an hour, with
 * "equal jitter" (half fixed, half random) so messages failed together do not retry together.
 */
export const retryDelaySeconds = (attempts: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + random() * (ceiling / 2);
};
