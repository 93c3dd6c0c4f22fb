/**
 * Sending e-mail with SES: the domain identity (Easy DKIM) and the configuration set every mail
 * is sent with (`MAIL_CONFIGURATION_SET`; it is also the identity's default, so a send that forgets
 * it still counts). The set publishes permanent bounces and complaints to EventBridge's default
 * bus; a rule hands this stage's to the auth function, which puts the addresses on the app's
 * suppression list (functions/src/services/mail-suppression.ts) so they get no more mail. SES's
 * own account-level suppression list is applied on top. Bounce and complaint *rates* are alarmed
 * on in monitoring.ts: past 5 % / 0.1 % AWS reviews the account, and may stop it sending.
 */
import { Stack } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  type IConfigurationSet,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { FailedEvents } from './failed-events';

/** The EventBridge detail types of SES's bounce and complaint events (the auth function handles these). */
export const SES_BOUNCE_AND_COMPLAINT_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'];

export const configurationSetNameOf = (stage: string) => `plie-${stage}-mail`;

export interface MailProps {
  stage: string;
  /** The domain mail is sent from. */
  mailDomain: string;
}

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  private readonly stage: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.stage = props.stage;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: configurationSetNameOf(props.stage),
      // Bounce and complaint rates of this set's mail, besides the account's.
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      // SES publishes to the default bus only.
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(props.mailDomain),
      configurationSet: this.configurationSet,
    });
  }

  /**
   * Hands this stage's bounce and complaint events to `fn` (the default bus also carries other
   * stages' in a shared account: the pattern keeps only mail sent with this configuration set).
   */
  routeBouncesAndComplaintsTo(fn: IFunction, failedEvents: FailedEvents): Rule {
    return new Rule(this, 'BouncesAndComplaints', {
      ruleName: `${configurationSetNameOf(this.stage)}-bounces-and-complaints`,
      description: 'SES bounces and complaints of this stage: the auth function suppresses those addresses',
      eventPattern: {
        source: ['aws.ses'],
        detailType: SES_BOUNCE_AND_COMPLAINT_DETAIL_TYPES,
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [failedEvents.lambdaTarget(fn)],
    });
  }
}

/**
 * Lets `grantee` send mail from the identity with the configuration set: SES authorizes a send
 * against both (a send naming a set the role may not use is refused).
 */
export const grantSendMail = (
  grantee: IGrantable,
  identity: EmailIdentity,
  configurationSet: IConfigurationSet,
): Grant =>
  Grant.addToPrincipal({
    grantee,
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    resourceArns: [
      identity.emailIdentityArn,
      Stack.of(identity).formatArn({
        service: 'ses',
        resource: 'configuration-set',
        resourceName: configurationSet.configurationSetName,
      }),
    ],
  });
