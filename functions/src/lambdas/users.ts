import type { HandlerRegistry } from '../http/handler';
import { createLambdaHandler } from './create-lambda-handler';

/** The users domain's handlers: none built yet, so its routes answer 501. */
export const handlers: HandlerRegistry = {};
export const handler = createLambdaHandler('users', handlers);
