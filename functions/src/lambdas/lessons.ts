import { styleHandlers } from '../domains/styles/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The lessons domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...styleHandlers };
export const handler = createLambdaHandler('lessons', handlers);
