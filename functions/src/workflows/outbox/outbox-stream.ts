/**
 * The outbox's DynamoDB Streams consumer (ADR 0017; infra/src/outbox-delivery.ts): the event source
 * mapping's filter passes only outbox items that are pending (written, released, or retried), and
 * this sends those that are due. A message whose failure could not even be recorded is reported as
 * a batch item failure, so Lambda retries from it (then bisects, then the failed-events queue).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deliverOutbox } from './deliver-outbox';

export const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  Array.isArray((event as DynamoDBStreamEvent | undefined)?.Records) &&
  (event as DynamoDBStreamEvent).Records.every((record) => record.eventSource === 'aws:dynamodb');

export const deliverStreamedOutbox = async (
  event: DynamoDBStreamEvent,
  at: Date = new Date(),
): Promise<DynamoDBBatchResponse> => {
  const byId = new Map<string, string>();
  for (const record of event.Records) {
    const id = record.dynamodb?.NewImage?.id?.S;
    const sequence = record.dynamodb?.SequenceNumber;
    if (id && sequence && !byId.has(id)) byId.set(id, sequence);
  }
  const { unrecorded } = await deliverOutbox([...byId.keys()], at);
  return { batchItemFailures: unrecorded.map((id) => ({ itemIdentifier: byId.get(id) ?? '' })) };
};
