import { studioHandlers } from '../domains/studios/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The studios domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...studioHandlers };
export const handler = createLambdaHandler('studios', handlers);
