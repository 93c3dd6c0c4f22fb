/**
 * Where events that a function could not handle end up, so background work cannot fail silently.
 * EventBridge invokes its Lambda targets asynchronously, which can fail at two points:
 *  - delivery (the invoke itself throttled or refused): EventBridge retries, then puts the event
 *    in the target's dead-letter queue;
 *  - the function (it throws or times out): Lambda retries the async invocation, then sends a
 *    record of it (the event, the error) to the function's on-failure destination.
 * Both go to one encrypted SQS queue that keeps them 14 days; an alarm fires while it holds any
 * (monitoring.ts), and whoever looks can read what failed and why, then send it again.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Lambda's own limit for async retries (after the first attempt). */
export const ASYNC_RETRY_ATTEMPTS = 2;
/** How long an event may wait for a retry; older ones go straight to the queue. */
export const MAX_EVENT_AGE = Duration.hours(6);
/** How long failed events are kept: SQS's maximum. */
export const FAILED_EVENT_RETENTION = Duration.days(14);

export class FailedEvents extends Construct {
  readonly queue: Queue;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      queueName: `plie-${props.stage}-failed-events`,
      // SQS-managed keys: EventBridge and Lambda may write without a KMS key policy of ours.
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: FAILED_EVENT_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }

  /**
   * An EventBridge target for `fn` whose failures land in the queue: the target's dead-letter
   * queue for delivery failures, and the function's on-failure destination for its own errors.
   */
  lambdaTarget(fn: IFunction): LambdaFunction {
    this.receiveFailuresOf(fn);
    return new LambdaFunction(fn, {
      deadLetterQueue: this.queue,
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      maxEventAge: MAX_EVENT_AGE,
    });
  }

  /** The function's async invocations retry, then report their failure to the queue (once per function). */
  receiveFailuresOf(fn: IFunction): void {
    if (fn.node.tryFindChild('EventInvokeConfig')) return;
    fn.configureAsyncInvoke({
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      maxEventAge: MAX_EVENT_AGE,
      onFailure: new SqsDestination(this.queue),
    });
  }
}
