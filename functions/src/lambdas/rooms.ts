import { roomsApi } from '@plie/shared';
import { roomHandlers } from '../domains/rooms/handlers';
import { lazyUpload } from '../http/uploads';
import { createLambdaHandler } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { rooms: roomsApi };
/** The rooms domain's handlers (this Lambda's bundle holds only these). */
export const handlers = { ...roomHandlers };
export const handler = createLambdaHandler('rooms', api, handlers, {}, {}, { readUpload: lazyUpload });
