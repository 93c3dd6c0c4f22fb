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
import { uploads } from './uploads';
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
  uploads,
  locations,
  meta,
} satisfies Contract;

export type PlieContract = typeof contract;

/**
 * Each group on its own: a Lambda bundles only the groups its domain serves
 * (functions/src/lambdas), not the whole contract.
 */
export {
  attendance as attendanceApi,
  auth as authApi,
  groups as groupsApi,
  lessons as lessonsApi,
  locations as locationsApi,
  meta as metaApi,
  rooms as roomsApi,
  studios as studiosApi,
  styles as stylesApi,
  uploads as uploadsApi,
  users as usersApi,
};

/** The contract as a flat list of named endpoints (`group.operation`). */
export const endpoints = /* @__PURE__ */ listEndpoints(contract);

export { describeJsonSchemaType, renderApiReference } from './api-markdown';
export { AccessTokenSchema } from './auth';
export * from './common';
export { mayAnswerError } from './declared-errors';
export * from './endpoint';
export {
  COMPONENT_SCHEMAS,
  componentJsonSchemas,
  type JsonSchema,
  requestJsonSchema,
  responseJsonSchema,
} from './json-schema';
export type { AvailabilityRequest, BulkCreateLessons, BulkCreateResult, LessonSearch } from './lessons';
export {
  AvailabilityRequestSchema,
  BulkCreateLessonsSchema,
  BulkCreateResultSchema,
  LessonSearchSchema,
} from './lessons';
export * from './openapi';
export { type StudioSearch, StudioSearchSchema } from './studios';
export * from './uploads';
export { type DataExport, DataExportSchema, type UserSearch, UserSearchSchema } from './users';
