/**
 * Alarms on what breaks first: any Lambda error, API 5xx responses, DynamoDB throttling. They go
 * to one SNS topic; the configured alarm addresses are subscribed (each confirms by e-mail).
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { pascalCase } from './backend';

const PERIOD = Duration.minutes(5);

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

export interface MonitoringProps {
  stage: string;
  functions: Record<string, IFunction>;
  httpApi: HttpApi;
  table: ITableV2;
  alarmEmails: string[];
}

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: `Plié ${props.stage} alarms` });
    for (const email of props.alarmEmails) this.topic.addSubscription(new EmailSubscription(email));

    const alarm = (alarmId: string, description: string, metric: IMetric) => {
      const created = new Alarm(this, alarmId, {
        alarmName: `plie-${props.stage}-${alarmId.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`,
        alarmDescription: description,
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(created);
    };

    for (const [domain, fn] of Object.entries(props.functions)) {
      alarm(
        `${pascalCase(domain)}Errors`,
        `The ${domain} Lambda threw (an unhandled error, a timeout or out of memory)`,
        fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
      );
    }
    alarm(
      'Api5xx',
      'The API answered 5xx (a bug behind the dispatcher, or a Lambda that failed)',
      props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
    );
    alarm(
      'TableThrottles',
      'DynamoDB throttled requests (a hot partition, or on-demand capacity outgrown)',
      props.table.metricThrottledRequestsForOperations({
        period: PERIOD,
        operations: WATCHED_TABLE_OPERATIONS,
      }),
    );
  }
}
