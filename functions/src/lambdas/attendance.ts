import { attendanceHandlers } from '../domains/attendance/handlers';
import { createLambdaHandler } from './create-lambda-handler';

/** The attendance domain's handlers (this Lambda's bundle holds only these). */
export const handlers = attendanceHandlers;
export const handler = createLambdaHandler('attendance', handlers);
