import { attendance } from './attendance';
import { auth } from './auth';
import { type Contract, listEndpoints } from './endpoint';
import { groups } from './groups';
import { lessons } from './lessons';
import { locations } from './locations';
import { meta } from './meta';
import { rooms } from './rooms';
import { studios } from './studios';
import { styles } from './styles';
import { users } from './users';

/** Every endpoint of the API, grouped: `contract.<group>.<operation>`. */
export const contract = {
  auth,
  users,
  studios,
  rooms,
  lessons,
  attendance,
  groups,
  styles,
  locations,
  meta,
} satisfies Contract;

export type PlieContract = typeof contract;

/** The contract as a flat list of named endpoints (`group.operation`). */
export const endpoints = listEndpoints(contract);

export * from './common';
export * from './endpoint';
export { AccessTokenSchema } from './auth';
export { AvailabilityRequestSchema, BulkCreateLessonsSchema, BulkCreateResultSchema, LessonSearchSchema } from './lessons';
export type { AvailabilityRequest, BulkCreateLessons, BulkCreateResult, LessonSearch } from './lessons';
export { StudioSearchSchema, type StudioSearch } from './studios';
export { UserSearchSchema, type UserSearch } from './users';
