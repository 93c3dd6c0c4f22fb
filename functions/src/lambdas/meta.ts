import { metaHandlers } from '../domains/meta/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The meta domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...metaHandlers };
export const handler = createLambdaHandler('meta', handlers, {}, {}, { identifiesCaller: false });
