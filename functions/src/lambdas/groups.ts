import { groupHandlers } from '../domains/groups/handlers';
import { bookGroupsForNextMonth } from '../domains/groups/monthly-booking';
import { createLambdaHandler, type ScheduledJobs } from './create-lambda-handler';

/** The groups domain's handlers (this Lambda's bundle holds only these). */
export const handlers = groupHandlers;
/** Scheduled work, by the EventBridge rule's job name (infra/src/scheduled-jobs.ts). */
export const jobs: ScheduledJobs = { 'book-group-members': bookGroupsForNextMonth };
export const handler = createLambdaHandler('groups', handlers, jobs);
