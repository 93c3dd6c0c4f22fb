import { studiosApi } from '@plie/shared';
import { studioHandlers } from '../domains/studios/handlers';
import { studioMemberHandlers } from '../domains/studios/member-handlers';
import { lazyUpload } from '../http/uploads';
import { createLambdaHandler } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { studios: studiosApi };
/** The studios domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...studioHandlers, ...studioMemberHandlers };
export const handler = createLambdaHandler('studios', api, handlers, {}, {}, { readUpload: lazyUpload });
