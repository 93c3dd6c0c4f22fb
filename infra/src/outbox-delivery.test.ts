/**
 * The outbox's stream consumer, synthesized on its own (a stand-in function, no bundling): only
 * pending outbox items reach it; a failing batch is retried, bisected, then kept in the
 * failed-events queue; the minutely sweep is a scheduled job of the same function.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import { deliverOutboxFromStream, OUTBOX_STREAM_RETRIES } from './outbox-delivery';
import { SCHEDULED_JOBS } from './scheduled-jobs';

const synthesize = () => {
  const stack = new Stack(new App(), 'OutboxOnly');
  const table = new TableV2(stack, 'Table', {
    partitionKey: { name: 'PK', type: AttributeType.STRING },
    sortKey: { name: 'SK', type: AttributeType.STRING },
    dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
  });
  const fn = new LambdaFunction(stack, 'Groups', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('export const handler = async () => {};'),
  });
  const queue = new Queue(stack, 'FailedEvents');
  deliverOutboxFromStream(fn, table, queue);
  return { template: Template.fromStack(stack), stack, queue };
};

describe('the outbox stream consumer', () => {
  const { template, stack, queue } = synthesize();

  it('passes only pending outbox items, retries and bisects a failing batch, then keeps it in the failed-events queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: OUTBOX_STREAM_RETRIES,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [stack.getLogicalId(queue.node.defaultChild as never), 'Arn'] },
        },
      },
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT', 'MODIFY'],
              dynamodb: { NewImage: { GSI3PK: { S: ['OUTBOX#PENDING'] } } },
            }),
          },
        ],
      },
    });
  });

  it('may read the table’s stream (and only through the mapping’s grant)', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: Match.arrayWith(['dynamodb:GetRecords', 'dynamodb:GetShardIterator']) }),
        ]),
      },
    });
  });

  it('is backed by a minutely sweep of the same function', () => {
    expect(SCHEDULED_JOBS.find((job) => job.name === 'deliver-outbox')).toMatchObject({
      domain: 'groups',
      cron: { minute: '*' },
    });
  });
});
