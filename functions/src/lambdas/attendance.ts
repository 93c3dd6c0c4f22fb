import { attendanceApi } from '@plie/shared';
import { attendanceHandlers } from '../domains/attendance/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The contract groups this function serves endpoints of. */
export const api = { attendance: attendanceApi };
/** The attendance domain's handlers (this Lambda's bundle holds only these). */
export const handlers = attendanceHandlers;
export const handler = createLambdaHandler('attendance', api, handlers);
