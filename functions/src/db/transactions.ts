/**
 * The one sender of TransactWriteItems, with the two outcomes callers decide on: written, or
 * refused by the condition of an item. A transaction cancelled only because another one touched
 * the same item at that moment (`TransactionConflict`) is retried after a jittered pause
 * (`retry.ts`), so the retry meets the other's result and the conditions decide — never a 500
 * under contention. Callers either read the refused item's index (`transactWrite`) or hand a map
 * from index to domain error (`transactWriteOrRefuse`) instead of picking SDK errors apart.
 */
import {
  type AttributeValue,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { retrying } from './retry';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Why a transaction was not written: the items whose condition failed. */
export interface Refusal {
  /** The first item (in the order written) whose condition failed. */
  index: number;
  /** Every item whose condition failed, in order. */
  indexes: readonly number[];
  /** The item as it was, when that item asked for `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'` (marshalled). */
  item?: Record<string, AttributeValue>;
  /** The SDK's error, for a caller that has no answer for this refusal. */
  cause: TransactionCanceledException;
}

const failedConditions = (error: TransactionCanceledException) =>
  (error.CancellationReasons ?? []).flatMap((reason, index) =>
    reason.Code === 'ConditionalCheckFailed' ? [index] : [],
  );

const refusalAt = (
  cause: TransactionCanceledException,
  indexes: readonly number[],
  index: number,
): Refusal => {
  const item = cause.CancellationReasons?.[index]?.Item;
  return { index, indexes, cause, ...(item ? { item } : {}) };
};

/** A transaction another writer held up (retried here; the dispatcher's 503 when it outlasts the retries). */
export const isConflict = (error: unknown) =>
  error instanceof TransactionConflictException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict') &&
    failedConditions(error).length === 0);

/** Writes the items (conflicts retried); the refusal when a condition failed, otherwise undefined. */
export const transactWriteOrRefusal = (items: TransactItems): Promise<Refusal | undefined> =>
  retrying(async () => {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return undefined;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const indexes = failedConditions(error);
      if (indexes[0] === undefined) throw error;
      return refusalAt(error, indexes, indexes[0]);
    }
  }, isConflict);

/** Writes the items; `undefined` when written, otherwise the index of the first item whose condition failed. */
export const transactWrite = async (items: TransactItems): Promise<number | undefined> =>
  (await transactWriteOrRefusal(items))?.index;

/**
 * Items a caller adds to a repository's transaction (a one-time link spent with the work it does),
 * and the error to throw when one of them is refused (then nothing of the transaction is written).
 */
export interface WrittenAlong {
  items: TransactItems;
  refused: () => Error | Promise<Error>;
}

/** A domain error for a refused item, or how to make one from the refusal (which may read the table). */
export type RefusalAnswer = Error | ((refusal: Refusal) => Error | Promise<Error>);

/**
 * Writes the items or throws the answer of the first failed item that has one (`answers` by item
 * index; an array lined up with the items works too). A refusal nobody answers rethrows the SDK's
 * error, as does anything but a refusal.
 */
export const transactWriteOrRefuse = async (
  items: TransactItems,
  answers: { readonly [index: number]: RefusalAnswer | undefined },
): Promise<void> => {
  const refusal = await transactWriteOrRefusal(items);
  if (!refusal) return;
  const answered = refusal.indexes.find((index) => answers[index] !== undefined);
  const answer = answered === undefined ? undefined : answers[answered];
  if (answer === undefined) throw refusal.cause;
  throw typeof answer === 'function'
    ? await answer(refusalAt(refusal.cause, refusal.indexes, answered as number))
    : answer;
};
