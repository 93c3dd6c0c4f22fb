import { locationsApi } from '@plie/shared';
import { locationHandlers } from '../domains/locations/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { locations: locationsApi };
/** The locations domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...locationHandlers };
export const handler = createLambdaHandler('locations', api, handlers, {}, {}, { identifiesCaller: false });
