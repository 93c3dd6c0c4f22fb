import { lessonImportHandlers } from '../domains/lessons/bulk-import';
import { studioVerificationHandlers } from '../domains/studios/verify-handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The admin domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...studioVerificationHandlers, ...lessonImportHandlers };
export const handler = createLambdaHandler('admin', handlers);
