import { roomHandlers } from '../domains/rooms/handlers';
import { lazyUpload } from '../http/uploads';
import { createLambdaHandler } from './create-lambda-handler';

/** The rooms domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...roomHandlers };
export const handler = createLambdaHandler('rooms', handlers, {}, {}, { readUpload: lazyUpload });
