/**
 * The scheduled jobs and where their failures go, from the constructs synthesized on their own
 * (stand-in functions, so no bundling): a run that cannot be delivered, or that throws after its
 * retries, lands in the encrypted failed-events queue instead of vanishing.
 */
import { DOMAINS, type Domain } from '@plie/shared';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { FailedEvents } from './failed-events';
import { ruleNameOf, SCHEDULED_JOBS, ScheduledJobs } from './scheduled-jobs';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Resource = { Type: string; Properties: Record<string, any> };

const synthesize = () => {
  const stack = new Stack(new App(), 'JobsOnly');
  const functions = Object.fromEntries(
    DOMAINS.map((domain) => [
      domain,
      new LambdaFunction(stack, `Fn-${domain}`, {
        runtime: Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: Code.fromInline('export const handler = async () => {};'),
      }),
    ]),
  ) as Record<Domain, LambdaFunction>;
  const failedEvents = new FailedEvents(stack, 'FailedEvents', { stage: 'test' });
  new ScheduledJobs(stack, 'ScheduledJobs', { stage: 'test', functions, failedEvents });
  // A second event source on a job's function (as SES's events on auth) must not clash with the first.
  new ScheduledJobs(stack, 'MoreJobs', { stage: 'again', functions, failedEvents });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const idOf = (construct: { node: { defaultChild?: unknown } }) =>
    stack.getLogicalId(construct.node.defaultChild as never);
  return { template, resources, functions, queueId: idOf(failedEvents.queue), idOf };
};

describe('the scheduled jobs', () => {
  const { template, resources, functions, queueId, idOf } = synthesize();
  const queueArn = { 'Fn::GetAtt': [queueId, 'Arn'] };

  it.each(SCHEDULED_JOBS)('send $name to the failed-events queue when it cannot be delivered', (job) => {
    template.hasResourceProperties('AWS::Events::Rule', {
      Name: ruleNameOf('test', job),
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [idOf(functions[job.domain]), 'Arn'] },
          DeadLetterConfig: { Arn: queueArn },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 6 * 3600 },
        }),
      ],
    });
  });

  it('retry a failed run twice, then record it in the failed-events queue (one config per function)', () => {
    const jobDomains = [...new Set(SCHEDULED_JOBS.map((job) => job.domain))];
    const configs = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::Lambda::EventInvokeConfig',
    );
    expect(configs).toHaveLength(jobDomains.length);
    for (const domain of jobDomains) {
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: idOf(functions[domain]) },
        Qualifier: '$LATEST',
        MaximumRetryAttempts: 2,
        MaximumEventAgeInSeconds: 6 * 3600,
        DestinationConfig: { OnFailure: { Destination: queueArn } },
      });
    }
  });

  it('let EventBridge and the job functions write to the queue', () => {
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sqs:SendMessage',
            Effect: 'Allow',
            Principal: { Service: 'events.amazonaws.com' },
            Resource: queueArn,
          }),
        ]),
      },
    });
    const auth = idOf(functions.auth);
    const authRole = resources[auth]!.Properties.Role['Fn::GetAtt'][0];
    const authStatements = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === authRole))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(authStatements).toContainEqual(
      expect.objectContaining({ Action: expect.arrayContaining(['sqs:SendMessage']), Resource: queueArn }),
    );
  });
});

describe('the failed-events queue', () => {
  const { resources, queueId } = synthesize();

  it('is encrypted, TLS-only and keeps messages 14 days', () => {
    expect(resources[queueId]!.Properties).toMatchObject({
      QueueName: 'plie-test-failed-events',
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    const denyInsecure = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::SQS::QueuePolicy')
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .find((statement) => statement.Effect === 'Deny');
    expect(denyInsecure?.Condition).toEqual({ Bool: { 'aws:SecureTransport': 'false' } });
  });
});
