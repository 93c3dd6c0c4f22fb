import { userHandlers } from '../domains/accounts/user-handlers';
import { uploadHandlers } from '../domains/uploads/handlers';
import { lazyUpload } from '../http/uploads';
import { createLambdaHandler } from './create-lambda-handler';

/** The users domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...userHandlers, ...uploadHandlers };
export const handler = createLambdaHandler('users', handlers, {}, {}, { readUpload: lazyUpload });
