/**
 * Alarms on what breaks first, each saying what to do about it: Lambda errors and throttles per
 * function, API 5xx responses, DynamoDB throttling, SES bounce and complaint rates (past them AWS
 * reviews the account and may stop it sending), events that background work failed to handle
 * (failed-events.ts), and requests answered 503 because a dependency (the table, S3, SES, Secrets
 * Manager) failed or timed out (the functions' `DependencyFailure` metric: an outage, not a bug).
 * They go to one SNS topic; the configured alarm addresses are subscribed (each
 * confirms by e-mail). Without any (`alarmEmails=none`, a decision config.ts insists on), the
 * alarms still change state in CloudWatch, but nobody hears of it: synth says so.
 */
import { Annotations, Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { pascalCase } from './backend';

const PERIOD = Duration.minutes(5);
/** SES updates its reputation rates a few times an hour at most. */
const REPUTATION_PERIOD = Duration.hours(1);

/** Bounce rate above which SES reviews an account (AWS: keep it under 5 %). */
export const SES_BOUNCE_RATE_LIMIT = 0.05;
/** Complaint rate above which SES reviews an account (AWS: keep it under 0.1 %). */
export const SES_COMPLAINT_RATE_LIMIT = 0.001;

/**
 * The operations the data layer uses. A metric-math alarm may reference at most 10 metrics (a hard
 * CloudWatch limit), and CDK's default list has 14, so the list is explicit.
 */
export const WATCHED_TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_GET_ITEMS,
  Operation.TRANSACT_WRITE_ITEMS,
];

/**
 * What the functions count when a request was answered 503 because a dependency failed
 * (functions/src/lambdas/create-lambda-handler.ts `onDependencyFailure`): Powertools metrics in the
 * `Plie` namespace, dimensions `service` (`plie-<domain>`) and `stage`.
 */
export const DEPENDENCY_FAILURE_METRIC = { namespace: 'Plie', metricName: 'DependencyFailure' } as const;

/** A metric-math expression may reference at most 10 metrics (a hard CloudWatch limit). */
const METRICS_PER_EXPRESSION = 10;

/** The dependency failures of these domains' functions, summed. */
const dependencyFailuresOf = (stage: string, domains: readonly string[]) =>
  new MathExpression({
    expression: `SUM([${domains.map((_, index) => `m${index}`).join(', ')}])`,
    label: 'Dependency failures (503)',
    period: PERIOD,
    usingMetrics: Object.fromEntries(
      domains.map((domain, index) => [
        `m${index}`,
        new Metric({
          ...DEPENDENCY_FAILURE_METRIC,
          dimensionsMap: { service: `plie-${domain}`, stage },
          statistic: 'Sum',
          period: PERIOD,
        }),
      ]),
    ),
  });

export interface MonitoringProps {
  stage: string;
  functions: Record<string, IFunction>;
  httpApi: HttpApi;
  table: ITableV2;
  /** Where events that background work failed to handle wait (failed-events.ts). */
  failedEventsQueue: IQueue;
  /** Who hears of alarms; empty only when opted out on purpose. */
  alarmEmails: string[];
}

interface AlarmOptions {
  /** What went wrong and what to do: the alarm's description, shown in the notification. */
  description: string;
  metric: IMetric;
  /** Default: 1 (any occurrence). */
  threshold?: number;
  /** Default: at or above the threshold. */
  comparisonOperator?: ComparisonOperator;
}

const SES_REPUTATION = (metricName: string) =>
  new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: REPUTATION_PERIOD });

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: `Plié ${props.stage} alarms`, enforceSSL: true });
    for (const email of props.alarmEmails) this.topic.addSubscription(new EmailSubscription(email));
    if (props.alarmEmails.length === 0) {
      Annotations.of(this).addWarningV2(
        'plie:alarmsReachNobody',
        'alarmEmails=none: alarms notify nobody. Subscribe someone to the AlarmTopicArn output, or deploy with -c alarmEmails=…',
      );
    }

    const alarm = (alarmId: string, options: AlarmOptions) => {
      const created = new Alarm(this, alarmId, {
        alarmName: `plie-${props.stage}-${alarmId.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`,
        alarmDescription: options.description,
        metric: options.metric,
        threshold: options.threshold ?? 1,
        evaluationPeriods: 1,
        comparisonOperator:
          options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(created);
    };

    for (const [domain, fn] of Object.entries(props.functions)) {
      alarm(`${pascalCase(domain)}Errors`, {
        description:
          `The ${domain} Lambda threw (an unhandled error, a timeout or out of memory). ` +
          `Read its log group for "Unexpected error" lines (the correlation id ties one request's lines together), then fix and deploy.`,
        metric: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
      });
      alarm(`${pascalCase(domain)}Throttles`, {
        description:
          `The ${domain} Lambda was throttled: requests were refused (429/503) for lack of concurrency. ` +
          "Check the account's concurrent executions (a flood, or another function using them up) and raise the limit or reserve concurrency.",
        metric: fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
      });
    }
    alarm('Api5xx', {
      description:
        'The API answered 5xx (a bug behind the dispatcher, or a Lambda that failed or timed out). ' +
        'See which function alarmed too, and read its log group.',
      metric: props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
    });
    alarm('TableThrottles', {
      description:
        'DynamoDB throttled requests (a hot partition, or on-demand capacity outgrown). ' +
        "Find the operation in the table's metrics (CloudWatch Contributor Insights shows the hot keys) and spread the key or raise the table's limits.",
      metric: props.table.metricThrottledRequestsForOperations({
        period: PERIOD,
        operations: WATCHED_TABLE_OPERATIONS,
      }),
    });
    alarm('MailBounceRate', {
      description:
        `The account's SES bounce rate passed ${SES_BOUNCE_RATE_LIMIT * 100} %: AWS reviews the account at 5 % and may stop it sending at 10 %. ` +
        'Find where mail goes to bad addresses (sign-ups with typos, an imported list) in the SES console; bounced addresses are suppressed automatically.',
      metric: SES_REPUTATION('Reputation.BounceRate'),
      threshold: SES_BOUNCE_RATE_LIMIT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    alarm('MailComplaintRate', {
      description:
        `The account's SES complaint rate passed ${SES_COMPLAINT_RATE_LIMIT * 100} %: recipients mark our mail as spam, and AWS may stop the account sending at 0.5 %. ` +
        'Find which mail they complain about (SES console, virtual deliverability manager) and send less of it; complaining addresses are suppressed automatically.',
      metric: SES_REPUTATION('Reputation.ComplaintRate'),
      threshold: SES_COMPLAINT_RATE_LIMIT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    const domains = Object.keys(props.functions);
    for (let first = 0; first < domains.length; first += METRICS_PER_EXPRESSION) {
      const part = first / METRICS_PER_EXPRESSION;
      alarm(`DependencyFailures${part ? part + 1 : ''}`, {
        description:
          'The API answered 503 (Retry-After) because a dependency failed or timed out: DynamoDB, S3, SES or Secrets Manager was throttling, erroring or too slow. ' +
          'Nothing was lost (clients retry, mail waits in the outbox), but users are waiting: check the AWS Health dashboard and the services\' metrics, and read the functions\' "Dependency failure" log lines for which call failed.',
        metric: dependencyFailuresOf(props.stage, domains.slice(first, first + METRICS_PER_EXPRESSION)),
      });
    }
    alarm('FailedEvents', {
      description:
        `Background work failed after its retries: a scheduled job or an SES bounce/complaint event is waiting in the SQS queue ${props.failedEventsQueue.queueName}. ` +
        'Read the message (the event, and the error in responsePayload), fix the cause, then run it again (invoke the function with requestPayload) and delete the message: ' +
        'while any message waits the alarm stays on and will not tell you about the next failure. Messages are kept 14 days.',
      metric: props.failedEventsQueue.metricApproximateNumberOfMessagesVisible({
        period: PERIOD,
        statistic: 'Maximum',
      }),
    });
  }
}
