/**
 * Who sends the e-mail outbox (ADR 0017) in AWS: the groups function, fed by the table's stream
 * (NEW_AND_OLD_IMAGES, plie-table.ts) through an event source mapping whose filter passes only
 * outbox items still pending — written, released by the join, or given a retry time — so the
 * function never wakes for the rest of the table. A batch that fails is retried, bisected to find
 * the record at fault, then recorded in the failed-events queue (whose alarm fires); the messages
 * themselves stay pending, and the minutely sweep (scheduled-jobs.ts `deliver-outbox`) retries them.
 */
import { PENDING_OUTBOX_PARTITION } from '@plie/functions/table-design';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';

/** Retries of a failed batch before it goes to the failed-events queue. */
export const OUTBOX_STREAM_RETRIES = 3;

export const deliverOutboxFromStream = (
  fn: IFunction,
  table: ITable,
  failedEvents: IQueue,
): DynamoEventSource => {
  const source = new DynamoEventSource(table, {
    startingPosition: StartingPosition.LATEST,
    batchSize: 10,
    maxBatchingWindow: Duration.seconds(1),
    retryAttempts: OUTBOX_STREAM_RETRIES,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    maxRecordAge: Duration.hours(6),
    onFailure: new SqsDlq(failedEvents),
    filters: [
      FilterCriteria.filter({
        eventName: FilterRule.or('INSERT', 'MODIFY'),
        dynamodb: { NewImage: { GSI3PK: { S: FilterRule.isEqual(PENDING_OUTBOX_PARTITION) } } },
      }),
    ],
  });
  fn.addEventSource(source);
  return source;
};
