import { accountHandlers } from '../domains/accounts/handlers';
import { purgeUnconfirmedAccounts } from '../domains/accounts/purge-unconfirmed';
import { createLambdaHandler, type ScheduledJobs } from './create-lambda-handler';

/** The auth domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...accountHandlers };
/** Scheduled work, by the EventBridge rule's job name (infra/src/scheduled-jobs.ts). */
export const jobs: ScheduledJobs = { 'purge-unconfirmed-accounts': purgeUnconfirmedAccounts };
export const handler = createLambdaHandler('auth', handlers, jobs);
