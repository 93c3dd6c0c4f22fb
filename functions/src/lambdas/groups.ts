import { groupsApi } from '@plie/shared';
import { groupHandlers } from '../domains/groups/handlers';
import { bookGroupsForNextMonth } from '../domains/groups/monthly-booking';
import { createLambdaHandler, type ScheduledJobs } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { groups: groupsApi };
/** The groups domain's handlers (this Lambda's bundle holds only these). */
export const handlers = groupHandlers;
/** Scheduled work, by the EventBridge rule's job name (infra/src/scheduled-jobs.ts). */
export const jobs: ScheduledJobs = { 'book-group-members': bookGroupsForNextMonth };
export const handler = createLambdaHandler('groups', api, handlers, jobs);
