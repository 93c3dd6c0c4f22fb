import { lessonsApi, studiosApi } from '@plie/shared';
import { lessonImportHandlers } from '../domains/lessons/bulk-import-handlers';
import { studioVerificationHandlers } from '../domains/studios/verify-handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { studios: studiosApi, lessons: lessonsApi };
/** The admin domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...studioVerificationHandlers, ...lessonImportHandlers };
export const handler = createLambdaHandler('admin', api, handlers);
