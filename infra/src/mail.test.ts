/**
 * SES, from the Mail construct synthesized on its own (a stand-in function, so no bundling): mail
 * goes out with a configuration set whose permanent bounces and complaints reach the auth
 * function through EventBridge — only this stage's — and whose failures land in the queue.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { FailedEvents } from './failed-events';
import { grantSendMail, Mail } from './mail';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Resource = { Type: string; Properties: Record<string, any> };

describe('mail', () => {
  const stack = new Stack(new App(), 'MailOnly', {
    env: { account: '123456789012', region: 'eu-central-1' },
  });
  const auth = new LambdaFunction(stack, 'Auth', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('export const handler = async () => {};'),
  });
  const failedEvents = new FailedEvents(stack, 'FailedEvents', { stage: 'test' });
  const mail = new Mail(stack, 'Mail', { stage: 'test', mailDomain: 'plie.test' });
  mail.routeBouncesAndComplaintsTo(auth, failedEvents);
  const sender = new Role(stack, 'Sender', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  grantSendMail(sender, mail.identity, mail.configurationSet);
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const idOf = (construct: { node: { defaultChild?: unknown } }) =>
    stack.getLogicalId(construct.node.defaultChild as never);

  it('has a configuration set with reputation metrics and SES’s own suppression of bounces and complaints', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'plie-test-mail',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });

  it('publishes bounces and complaints (only) to the default event bus', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        EventBridgeDestination: {
          EventBusArn: Match.objectLike({
            'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':event-bus/default$')])],
          }),
        },
      },
    });
  });

  it('makes the set the identity’s default, so no send escapes it', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'plie.test',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: idOf(mail.configurationSet) } },
    });
  });

  it('hands this stage’s bounce and complaint events to the auth function, failures to the queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      Name: 'plie-test-mail-bounces-and-complaints',
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: idOf(mail.configurationSet) }] } } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [idOf(auth), 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [idOf(failedEvents.queue), 'Arn'] } },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [idOf(auth), 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: idOf(auth) },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [idOf(failedEvents.queue), 'Arn'] } } },
    });
  });

  it('lets a sender send from the identity with the configuration set, and nothing else', () => {
    const senderRole = idOf(sender);
    const statements = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === senderRole))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ Effect: 'Allow', Action: ['ses:SendEmail', 'ses:SendRawEmail'] });
    const resourceText = JSON.stringify(statements[0].Resource);
    expect(resourceText).toContain(':identity/');
    expect(resourceText).toContain(':configuration-set/');
    expect(statements[0].Resource).toHaveLength(2);
  });
});
