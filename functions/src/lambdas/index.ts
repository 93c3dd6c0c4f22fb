/**
 * Every domain's handlers, for the local runtime's single server and the tests. In AWS each
 * `lambdas/<domain>.ts` is its own function; infra bundles them from the same files.
 */
import type { Contract, Domain } from '@plie/shared';
import type { HandlerRegistry } from '../http/handler';
import * as admin from './admin';
import * as attendance from './attendance';
import * as auth from './auth';
import type { ScheduledJobs } from './create-lambda-handler';
import * as groups from './groups';
import * as lessons from './lessons';
import * as locations from './locations';
import * as meta from './meta';
import * as rooms from './rooms';
import * as studios from './studios';
import * as users from './users';

export const handlersByDomain: Record<Domain, HandlerRegistry> = {
  admin: admin.handlers,
  attendance: attendance.handlers,
  auth: auth.handlers,
  groups: groups.handlers,
  lessons: lessons.handlers,
  locations: locations.handlers,
  meta: meta.handlers,
  rooms: rooms.handlers,
  studios: studios.handlers,
  users: users.handlers,
};

/** The contract groups each function's bundle holds (`lambdas/<domain>.ts` exports `api`). */
export const apiByDomain: Record<Domain, Contract> = {
  admin: admin.api,
  attendance: attendance.api,
  auth: auth.api,
  groups: groups.api,
  lessons: lessons.api,
  locations: locations.api,
  meta: meta.api,
  rooms: rooms.api,
  studios: studios.api,
  users: users.api,
};

export const allHandlers: HandlerRegistry = Object.assign({}, ...Object.values(handlersByDomain));

/** Every scheduled job, for the local runtime's timer (EventBridge runs them in AWS). */
export const allJobs: ScheduledJobs = { ...auth.jobs, ...groups.jobs };
