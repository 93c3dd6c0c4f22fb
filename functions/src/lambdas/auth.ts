import { authApi } from '@plie/shared';
import { accountHandlers } from '../domains/accounts/handlers';
import { handleSesEvent } from '../services/mail-suppression';
import { handleInactiveAccounts } from '../workflows/inactive-accounts';
import { purgeUnconfirmedAccounts } from '../workflows/purge-unconfirmed';
import { createLambdaHandler, type EventHandlers, type ScheduledJobs } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { auth: authApi };
/** The auth domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...accountHandlers };
/** Scheduled work, by the EventBridge rule's job name (infra/src/scheduled-jobs.ts). */
export const jobs: ScheduledJobs = {
  'purge-unconfirmed-accounts': purgeUnconfirmedAccounts,
  'inactive-accounts': handleInactiveAccounts,
};
/** EventBridge events by source: SES's bounces and complaints feed the mail suppression list. */
export const events: EventHandlers = { 'aws.ses': handleSesEvent };
export const handler = createLambdaHandler('auth', api, handlers, jobs, events);
