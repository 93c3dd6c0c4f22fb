/**
 * The transaction helper against a fake `db.send` (the SDK's errors made by hand): what is
 * retried, what becomes a domain error, and what is thrown as it is. The real-table behaviour
 * (conditions, guards, counters) is proven by the repositories' integration tests.
 */
import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConflictError, NotFoundError } from '../errors';
import { db } from './client';
import { MAX_ATTEMPTS } from './retry';
import {
  type TransactItems,
  transactWrite,
  transactWriteOrRefusal,
  transactWriteOrRefuse,
} from './transactions';

const metadata = { $metadata: {} };
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    ...metadata,
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const conflict = () => cancelled('None', 'TransactionConflict');

const items: TransactItems = [
  { Put: { TableName: 't', Item: { PK: 'A', SK: 'A' } } },
  { Put: { TableName: 't', Item: { PK: 'B', SK: 'B' } } },
];

/** `db.send` answering each call with the next outcome: an error to throw, or `{}` for success. */
const sendAnswering = (...outcomes: (Error | object)[]) => {
  const send = vi.spyOn(db, 'send') as unknown as ReturnType<typeof vi.fn>;
  for (const outcome of outcomes)
    send.mockImplementationOnce(async () => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
  return send;
};

beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0); // no pause between attempts
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('transactWrite', () => {
  it('answers undefined when the items are written', async () => {
    const send = sendAnswering({});
    expect(await transactWrite(items)).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('retries a transaction conflict once, then answers written', async () => {
    const send = sendAnswering(conflict(), {});
    expect(await transactWrite(items)).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('retries a TransactionConflictException too', async () => {
    const send = sendAnswering(new TransactionConflictException({ message: 'conflict', ...metadata }), {});
    expect(await transactWrite(items)).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('answers the index of the item whose condition failed, without retrying', async () => {
    const send = sendAnswering(cancelled('None', 'ConditionalCheckFailed'));
    expect(await transactWrite(items)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not retry a conflict that came with a failed condition: the condition decides', async () => {
    const send = sendAnswering(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    expect(await transactWrite(items)).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('throws the last conflict once every attempt met one', async () => {
    const conflicts = Array.from({ length: MAX_ATTEMPTS }, conflict);
    const send = sendAnswering(...conflicts);
    await expect(transactWrite(items)).rejects.toBe(conflicts.at(-1));
    expect(send).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });

  it('pauses a random, growing while between attempts', async () => {
    vi.mocked(Math.random).mockReturnValue(1);
    const pauses: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((resolve: () => void, ms: number) => {
      pauses.push(ms);
      return realSetTimeout(resolve, 0);
    }) as typeof setTimeout);
    sendAnswering(conflict(), conflict(), {});
    await transactWrite(items);
    expect(pauses).toHaveLength(2);
    expect(pauses[1]).toBeGreaterThan(pauses[0]!);
  });

  it('throws any other error as it is', async () => {
    const other = Object.assign(new Error('The document path provided in the update expression is invalid'), {
      name: 'ValidationException',
    });
    const send = sendAnswering(other);
    await expect(transactWrite(items)).rejects.toBe(other);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('transactWriteOrRefusal', () => {
  it('answers every failed item and the old item of the first, when it was asked for', async () => {
    const old = { PK: { S: 'B' }, SK: { S: 'B' }, count: { N: '3' } };
    sendAnswering(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        ...metadata,
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: old }],
      }),
    );
    const refusal = await transactWriteOrRefusal(items);
    expect(refusal).toMatchObject({ index: 1, indexes: [1], item: old });
  });
});

describe('transactWriteOrRefuse', () => {
  it('writes and returns when no condition fails', async () => {
    sendAnswering({});
    await expect(
      transactWriteOrRefuse(items, { 1: new ConflictError('user.usernameTaken') }),
    ).resolves.toBeUndefined();
  });

  it('throws the domain error given for the refused item', async () => {
    sendAnswering(cancelled('None', 'ConditionalCheckFailed'));
    const taken = new ConflictError('user.usernameTaken');
    await expect(transactWriteOrRefuse(items, { 1: taken })).rejects.toBe(taken);
  });

  it('takes answers lined up with the items as an array', async () => {
    sendAnswering(cancelled('ConditionalCheckFailed', 'None'));
    const changed = new ConflictError('lesson.changedMeanwhile');
    await expect(transactWriteOrRefuse(items, [changed, undefined])).rejects.toBe(changed);
  });

  it('builds the error from the refusal when given a function, which may read first', async () => {
    sendAnswering(cancelled('None', 'ConditionalCheckFailed'));
    const answer = vi.fn(
      async (refusal: { index: number }) =>
        new NotFoundError(refusal.index === 1 ? 'lesson.notFound' : 'resource.notFound'),
    );
    await expect(transactWriteOrRefuse(items, { 1: answer })).rejects.toThrow('Lesson not found');
  });

  it('answers for the first refused item that has an answer', async () => {
    sendAnswering(cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed'));
    const second = new ConflictError('group.changedMeanwhile');
    await expect(transactWriteOrRefuse(items, { 1: second })).rejects.toBe(second);
  });

  it("rethrows the SDK's error for a refusal nobody answers", async () => {
    const refusal = cancelled('ConditionalCheckFailed', 'None');
    sendAnswering(refusal);
    await expect(transactWriteOrRefuse(items, { 1: new ConflictError('user.usernameTaken') })).rejects.toBe(
      refusal,
    );
  });

  it('retries conflicts before answering', async () => {
    const send = sendAnswering(conflict(), conflict(), cancelled('None', 'ConditionalCheckFailed'));
    const taken = new ConflictError('user.usernameTaken');
    await expect(transactWriteOrRefuse(items, { 1: taken })).rejects.toBe(taken);
    expect(send).toHaveBeenCalledTimes(3);
  });
});
