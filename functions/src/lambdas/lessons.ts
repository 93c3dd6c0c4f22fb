import { lessonsApi, studiosApi, stylesApi } from '@plie/shared';
import { lessonHandlers } from '../domains/lessons/handlers';
import { styleHandlers } from '../domains/styles/handlers';
import { studioStyleHandlers } from '../domains/styles/studio-styles';
import { createLambdaHandler } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { lessons: lessonsApi, studios: studiosApi, styles: stylesApi };
/** The lessons domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...styleHandlers, ...studioStyleHandlers, ...lessonHandlers };
export const handler = createLambdaHandler('lessons', api, handlers);
