/**
 * Scheduled work (ARCHITECTURE §3): plain handlers run by EventBridge rules in AWS (and by a timer
 * in the local runtime). Each rule invokes its domain's Lambda with EventBridge's own scheduled
 * event (`source: 'aws.events'`, `detail-type: 'Scheduled Event'`, `resources: [<rule ARN>]`);
 * the rule's name — the last part of that ARN — says which job to run. Times are UTC.
 * A run that fails (after retries) lands in the failed-events queue, whose alarm says so.
 */
import type { Domain } from '@plie/shared';
import { type CronOptions, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { FailedEvents } from './failed-events';

export interface ScheduledJob {
  /** The rule's name without the `plie-<stage>-` prefix. */
  name: string;
  domain: Domain;
  cron: CronOptions;
  description: string;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'purge-unconfirmed-accounts',
    domain: 'auth',
    cron: { minute: '15', hour: '3' },
    description: 'Daily: delete accounts whose e-mail is still unconfirmed 24 hours after sign-up',
  },
  {
    name: 'inactive-accounts',
    domain: 'auth',
    cron: { minute: '45', hour: '3' },
    description:
      'Daily: warn accounts inactive for 11 months by e-mail; delete those inactive over 12 months warned 30+ days ago',
  },
  {
    name: 'book-group-members',
    domain: 'groups',
    // Before the month turns, so members see next month's classes in their schedule.
    cron: { minute: '0', hour: '4', day: '25' },
    description: "Monthly (25th): sign active group members up to their group's classes of next month",
  },
  {
    name: 'deliver-outbox',
    domain: 'groups',
    // The stream sends new e-mail at once (outbox-delivery.ts); this sweep sends the retries when due.
    cron: { minute: '*' },
    description: 'Every minute: send the e-mail outbox messages whose retry is due (ADR 0017)',
  },
];

export const ruleNameOf = (stage: string, job: ScheduledJob) => `plie-${stage}-${job.name}`;

export class ScheduledJobs extends Construct {
  readonly rules: Rule[];

  constructor(
    scope: Construct,
    id: string,
    props: { stage: string; functions: Record<Domain, IFunction>; failedEvents: FailedEvents },
  ) {
    super(scope, id);
    this.rules = SCHEDULED_JOBS.map(
      (job) =>
        new Rule(this, job.name, {
          ruleName: ruleNameOf(props.stage, job),
          description: job.description,
          schedule: Schedule.cron(job.cron),
          // Every job is safe to run twice (a purged account is gone; a booked member, a sent message is a no-op).
          targets: [props.failedEvents.lambdaTarget(props.functions[job.domain])],
        }),
    );
  }
}
