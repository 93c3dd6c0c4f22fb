/**
 * TransactWriteItems with the two outcomes callers decide on: written, or refused by the
 * condition of one item (its index). A transaction cancelled only because another one touched
 * the same item at that moment (`TransactionConflict`) is retried after a short random pause, so
 * the retry meets the other's result and the conditions decide — never a 500 under contention.
 */
import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

const MAX_ATTEMPTS = 8;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** Math.min(attempt, 5)));

const isConflict = (error: unknown) =>
  error instanceof TransactionConflictException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict') &&
    !(error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'));

/** Writes the items; `undefined` when written, otherwise the index of the item whose condition failed. */
export const transactWrite = async (items: TransactItems): Promise<number | undefined> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return undefined;
    } catch (error) {
      if (error instanceof TransactionCanceledException) {
        const failed = (error.CancellationReasons ?? []).findIndex(
          (reason) => reason.Code === 'ConditionalCheckFailed',
        );
        if (failed >= 0) return failed;
      }
      if (isConflict(error) && attempt < MAX_ATTEMPTS) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
  }
};
