import { metaApi } from '@plie/shared';
import { metaHandlers } from '../domains/meta/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { meta: metaApi };
/** The meta domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...metaHandlers };
export const handler = createLambdaHandler('meta', api, handlers, {}, {}, { identifiesCaller: false });
