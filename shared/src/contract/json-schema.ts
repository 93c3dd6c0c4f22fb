/**
 * JSON Schema of the contract's valibot schemas (via `@valibot/to-json-schema`), shared by the
 * OpenAPI document and the Markdown reference. Requests are converted as their input type,
 * responses as their output type, with the entities as named, referenced components.
 */
import { type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import { AttendanceSchema } from '../entities/attendance';
import { AddressSchema, ChoreographySchema } from '../entities/common';
import { GroupMemberSchema, LessonGroupSchema } from '../entities/group';
import { StudioInviteSchema } from '../entities/invite';
import { LessonRoomSchema, LessonSchema } from '../entities/lesson';
import { CityInCountrySchema, CitySchema, CountrySchema } from '../entities/location';
import { RoomSchema } from '../entities/room';
import { StudioMemberSchema, StudioSchema } from '../entities/studio';
import { StyleSchema } from '../entities/style';
import { StudioSummarySchema, UserContactSchema, UserSummarySchema } from '../entities/summaries';
import {
  OwnUserSchema,
  PublicUserSchema,
  StudioMembershipSchema,
  UserListItemSchema,
} from '../entities/user';
import { VideoSchema } from '../entities/video';
import { ErrorBodySchema } from '../errors';
import type { AnySchema } from './endpoint';

export type { JsonSchema };

/** Entities that responses reference by name (`#/components/schemas/<Name>`). */
export const COMPONENT_SCHEMAS = {
  Address: AddressSchema,
  Attendance: AttendanceSchema,
  Choreography: ChoreographySchema,
  City: CitySchema,
  CityInCountry: CityInCountrySchema,
  Country: CountrySchema,
  Error: ErrorBodySchema,
  GroupMember: GroupMemberSchema,
  Lesson: LessonSchema,
  LessonGroup: LessonGroupSchema,
  LessonRoom: LessonRoomSchema,
  OwnUser: OwnUserSchema,
  PublicUser: PublicUserSchema,
  Room: RoomSchema,
  Studio: StudioSchema,
  StudioInvite: StudioInviteSchema,
  StudioMember: StudioMemberSchema,
  StudioMembership: StudioMembershipSchema,
  StudioSummary: StudioSummarySchema,
  Style: StyleSchema,
  UserContact: UserContactSchema,
  UserListItem: UserListItemSchema,
  UserSummary: UserSummarySchema,
  Video: VideoSchema,
} as const satisfies Record<string, AnySchema>;

export const COMPONENT_REF_PREFIX = '#/components/schemas/';

const clean = (schema: JsonSchema): JsonSchema => {
  const { $schema: _schema, $defs: _defs, ...rest } = schema;
  return rest;
};

const BASE = { target: 'draft-2020-12', errorMode: 'ignore' } as const;
const REFERENCED = {
  ...BASE,
  typeMode: 'output',
  overrideRef: ({ referenceId }: { referenceId: string }) => `${COMPONENT_REF_PREFIX}${referenceId}`,
} as const;

/** What a client sends (query or body): the schema's input type, inline. */
export const requestJsonSchema = (schema: AnySchema): JsonSchema =>
  clean(toJsonSchema(schema, { ...BASE, typeMode: 'input' }));

/** What the API answers: the schema's output type, entities as `$ref`s to components. */
export const responseJsonSchema = (schema: AnySchema): JsonSchema =>
  clean(toJsonSchema(schema, { ...REFERENCED, definitions: COMPONENT_SCHEMAS }));

/** The named components, referencing each other. */
export const componentJsonSchemas = (): Record<string, JsonSchema> =>
  toJsonSchemaDefs(COMPONENT_SCHEMAS, REFERENCED);
