import { uploadsApi, usersApi } from '@plie/shared';
import { userHandlers } from '../domains/accounts/user-handlers';
import { uploadHandlers } from '../domains/uploads/handlers';
import { lazyUpload } from '../http/uploads';
import { createLambdaHandler } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { users: usersApi, uploads: uploadsApi };
/** The users domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...userHandlers, ...uploadHandlers };
export const handler = createLambdaHandler('users', api, handlers, {}, {}, { readUpload: lazyUpload });
