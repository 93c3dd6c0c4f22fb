import { locationHandlers } from '../domains/locations/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The locations domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...locationHandlers };
export const handler = createLambdaHandler('locations', handlers, {}, {}, { identifiesCaller: false });
