import { groupsApi } from '@plie/shared';
import type { Context } from 'aws-lambda';
import { groupHandlers } from '../domains/groups/handlers';
import { bookGroupsForNextMonth } from '../domains/groups/monthly-booking';
import { deliverOutbox } from '../workflows/outbox/deliver-outbox';
import { deliverStreamedOutbox, isStreamEvent } from '../workflows/outbox/outbox-stream';
import { createLambdaHandler, type ScheduledJobs } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { groups: groupsApi };
/** The groups domain's handlers (this Lambda's bundle holds only these). */
export const handlers = groupHandlers;
/**
 * Scheduled work, by the EventBridge rule's job name (infra/src/scheduled-jobs.ts). This function
 * also runs the e-mail outbox (ADR 0017): the sweep of due retries, and the table's stream below.
 */
export const jobs: ScheduledJobs = {
  'book-group-members': bookGroupsForNextMonth,
  'deliver-outbox': (now) => deliverOutbox('due', now),
};
const lambdaHandler = createLambdaHandler('groups', api, handlers, jobs);
export const handler = async (event: unknown, context?: Context) =>
  isStreamEvent(event)
    ? deliverStreamedOutbox(event)
    : lambdaHandler(event as Parameters<typeof lambdaHandler>[0], context);
