/**
 * The alarms, from a Monitoring construct synthesized on its own (with stand-in functions, so no
 * bundling): every alarm reaches the topic and says what to do; the new ones watch throttles, SES
 * reputation and the failed-events queue.
 */

import { readFileSync } from 'node:fs';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import {
  DEPENDENCY_FAILURE_METRIC,
  Monitoring,
  SES_BOUNCE_RATE_LIMIT,
  SES_COMPLAINT_RATE_LIMIT,
} from './monitoring';
import { PlieTable } from './plie-table';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Resource = { Type: string; Properties: Record<string, any> };

const synthesize = (alarmEmails: string[], domains: readonly string[] = ['auth', 'groups']) => {
  const stack = new Stack(new App(), 'MonitoringOnly');
  const fn = (id: string) =>
    new LambdaFunction(stack, id, {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('export const handler = async () => {};'),
    });
  const queue = new Queue(stack, 'FailedEvents');
  const monitoring = new Monitoring(stack, 'Monitoring', {
    stage: 'test',
    functions: Object.fromEntries(domains.map((domain) => [domain, fn(`Fn${domain}`)])),
    httpApi: new HttpApi(stack, 'Api'),
    table: new PlieTable(stack, 'Table', { isProduction: false }),
    failedEventsQueue: queue,
    alarmEmails,
  });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const alarms = Object.values(resources).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
  const alarmNamed = (name: string) => {
    const found = alarms.find((alarm) => alarm.Properties.AlarmName === `plie-test-${name}`);
    expect(found, name).toBeDefined();
    return found!.Properties;
  };
  return { stack, template, monitoring, queue, alarms, alarmNamed };
};

describe('the alarms', () => {
  const synthesized = synthesize(['ops@plie.test', 'oncall@plie.test']);

  it('go to one topic that every alarm address is subscribed to', () => {
    const { template, stack, monitoring, alarms } = synthesized;
    const topicId = stack.getLogicalId(monitoring.topic.node.defaultChild as never);
    template.resourceCountIs('AWS::SNS::Subscription', 2);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@plie.test',
    });
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('publish over TLS only', () => {
    synthesized.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 'sns:Publish',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('each say what went wrong and what to do', () => {
    for (const alarm of synthesized.alarms) {
      const description = JSON.stringify(alarm.Properties.AlarmDescription);
      expect(description.length, alarm.Properties.AlarmName).toBeGreaterThan(80);
      expect(description).toMatch(/\. [A-Z]/); // at least two sentences: the problem, then the remedy
    }
  });

  it('watch every function’s errors and throttles', () => {
    for (const domain of ['auth', 'groups']) {
      expect(synthesized.alarmNamed(`${domain}-errors`)).toMatchObject({
        MetricName: 'Errors',
        Threshold: 1,
      });
      expect(synthesized.alarmNamed(`${domain}-throttles`)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Throttles',
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('keep watching API 5xx and table throttling', () => {
    expect(synthesized.alarmNamed('api5xx')).toMatchObject({ MetricName: '5xx' });
    expect(synthesized.alarmNamed('table-throttles').Metrics).toBeDefined();
  });

  it('fire when the SES bounce rate passes 5 % or the complaint rate 0.1 %', () => {
    expect(SES_BOUNCE_RATE_LIMIT).toBe(0.05);
    expect(SES_COMPLAINT_RATE_LIMIT).toBe(0.001);
    expect(synthesized.alarmNamed('mail-bounce-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Statistic: 'Maximum',
      Threshold: 0.05,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(synthesized.alarmNamed('mail-complaint-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('fire on the first request answered 503 because a dependency failed, summed over every function', () => {
    const alarm = synthesized.alarmNamed('dependency-failures');
    expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(alarm.AlarmDescription).toMatch(/503/);
    const [sum, ...inputs] = alarm.Metrics;
    expect(sum).toMatchObject({ Expression: 'SUM([m0, m1])', ReturnData: true });
    expect(inputs.map((input: Resource['Properties']) => input.MetricStat)).toEqual(
      ['auth', 'groups'].map((domain) => ({
        Metric: {
          Namespace: 'Plie',
          MetricName: 'DependencyFailure',
          Dimensions: expect.arrayContaining([
            { Name: 'service', Value: `plie-${domain}` },
            { Name: 'stage', Value: 'test' },
          ]),
        },
        Period: 300,
        Stat: 'Sum',
      })),
    );
  });

  it('watch the metric the functions really count, under the names they count it by', () => {
    const handler = readFileSync(
      new URL('../../functions/src/lambdas/create-lambda-handler.ts', import.meta.url),
      'utf8',
    );
    expect(handler).toContain(`addMetric('${DEPENDENCY_FAILURE_METRIC.metricName}'`);
    const log = readFileSync(new URL('../../functions/src/services/log.ts', import.meta.url), 'utf8');
    expect(log).toContain(`namespace: '${DEPENDENCY_FAILURE_METRIC.namespace}'`);
    expect(log).toMatch(/defaultDimensions: \{ stage:/);
  });

  it('split the dependency failures of more than ten functions over alarms of ten (a metric-math limit)', () => {
    const domains = Array.from({ length: 12 }, (_, index) => `domain${index}`);
    const { alarmNamed } = synthesize(['ops@plie.test'], domains);
    expect(alarmNamed('dependency-failures').Metrics).toHaveLength(11);
    expect(alarmNamed('dependency-failures2').Metrics).toHaveLength(3);
  });

  it('fire as soon as the failed-events queue holds a message', () => {
    const { stack, queue } = synthesized;
    expect(synthesized.alarmNamed('failed-events')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [stack.getLogicalId(queue.node.defaultChild as never), 'QueueName'] },
        },
      ],
      Statistic: 'Maximum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});

describe('the alarms with alarm e-mail opted out', () => {
  it('subscribe nobody, and synth warns that they reach nobody', () => {
    const { template, stack, alarms } = synthesize([]);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    expect(alarms.length).toBeGreaterThan(0);
    const warnings = Annotations.fromStack(stack).findWarning(
      '*',
      Match.stringLikeRegexp('alarms notify nobody'),
    );
    expect(warnings).toHaveLength(1);
  });
});
