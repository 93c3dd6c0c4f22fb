import { lessonHandlers } from '../domains/lessons/handlers';
import { styleHandlers } from '../domains/styles/handlers';
import { studioStyleHandlers } from '../domains/styles/studio-styles';
import { createLambdaHandler } from './create-lambda-handler';

/** The lessons domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...styleHandlers, ...studioStyleHandlers, ...lessonHandlers };
export const handler = createLambdaHandler('lessons', handlers);
