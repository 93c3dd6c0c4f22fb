import { accountHandlers } from '../domains/accounts/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The auth domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...accountHandlers };
export const handler = createLambdaHandler('auth', handlers);
