/** Schemas the endpoint groups share: query-string values, paging, plain answers. */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { IsoDateSchema, IsoTimestampSchema, isInDateRange, isIsoDate } from '../validation/dates';
import { MESSAGES } from '../validation/messages';
import { VISIBLE_TEXT } from '../validation/name';
import { type AnySchema, type EndpointDefinition, pathParamNames } from './endpoint';

/** The answer of an operation that has nothing else to say (deletes, cancellations). */
export const SuccessSchema = v.object({ success: v.literal(true) });
export type Success = v.InferOutput<typeof SuccessSchema>;

/**
 * The answer of an e-mailed one-time link (confirm the e-mail, cancel an attendance, leave a group):
 * done, or — a second click, or the work done another way — `alreadyDone: true`.
 */
export const OneTimeLinkResultSchema = v.object({
  success: v.literal(true),
  alreadyDone: v.optional(v.literal(true)),
});
export type OneTimeLinkResult = v.InferOutput<typeof OneTimeLinkResultSchema>;

/** The answer of a redirecting endpoint (a 302 with `Location`; no body). */
export const RedirectSchema = v.undefined();

/** `'true'` / `'false'` in a query string → boolean. */
export const queryBoolean = () =>
  v.pipe(
    v.picklist(['true', 'false'], 'Expected true or false'),
    v.transform((value) => value === 'true'),
  );

/** A `YYYY-MM-DD` query value. */
export const queryIsoDate = () => IsoDateSchema;

/** A query value that is a date (`YYYY-MM-DD`) or a full ISO timestamp. */
export const queryDateOrTimestamp = () =>
  v.pipe(
    v.string(MESSAGES.timestampInvalid),
    v.check(
      (value) => (isIsoDate(value) && isInDateRange(value)) || v.is(IsoTimestampSchema, value),
      'Expected a date (YYYY-MM-DD) or an ISO timestamp',
    ),
  );

/** A required id in a query string. */
export const queryId = () =>
  v.pipe(v.string(MESSAGES.idInvalid), v.nonEmpty(MESSAGES.idInvalid), v.maxLength(TEXT_MAX_LENGTH.id));

/**
 * One path parameter: non-empty, no control or invisible characters, at most `maxLength`
 * characters (after URL decoding).
 */
export const pathParam = (maxLength: number) =>
  v.pipe(
    v.string(MESSAGES.pathParamInvalid),
    v.nonEmpty(MESSAGES.pathParamInvalid),
    v.maxLength(maxLength, MESSAGES.pathParamInvalid),
    v.regex(VISIBLE_TEXT, MESSAGES.pathParamInvalid),
  );

/**
 * The rule of a `{param}` an endpoint does not declare in `params`, by its name: ids (`id`,
 * `…Id`) at most `TEXT_MAX_LENGTH.id`, one-time tokens `TEXT_MAX_LENGTH.token`, any other
 * (a username, a studio slug, a country) `TEXT_MAX_LENGTH.name`.
 */
export const defaultPathParam = (name: string) =>
  pathParam(
    name === 'id' || name.endsWith('Id')
      ? TEXT_MAX_LENGTH.id
      : name === 'token'
        ? TEXT_MAX_LENGTH.token
        : TEXT_MAX_LENGTH.name,
  );

/**
 * The schema of an endpoint's path parameters: its own `params`, or the default rule for each
 * `{param}` of its path (undefined when the path has none). The dispatcher validates with it and
 * the OpenAPI document shows it.
 */
export const paramsSchemaOf = (
  endpoint: Pick<EndpointDefinition, 'path' | 'params'>,
): AnySchema | undefined => {
  if (endpoint.params) return endpoint.params;
  const names = pathParamNames(endpoint.path);
  if (names.length === 0) return undefined;
  return v.object(Object.fromEntries(names.map((name) => [name, defaultPathParam(name)])));
};

/** The longest `cursor` a search takes (a lesson search's holds a key per partition of a day). */
export const MAX_CURSOR_LENGTH = 4096;

/** The highest `page` a search takes (deeper pages: follow the cursor; bounds the items skipped). */
export const MAX_PAGE = 1000;

/**
 * Paging fields of a search body: `page` (0-based) and `limit`, or the opaque `cursor` of the
 * previous answer's `nextCursor` (infinite scroll; it never re-reads earlier pages).
 */
export const pagingEntries = (defaultLimit: number, maxLimit: number) => ({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PAGE)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxLimit)), defaultLimit),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(MAX_CURSOR_LENGTH))),
});

/** One page of a search. */
export const pageOf = <S extends v.GenericSchema>(item: S) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    limit: v.number(),
    /** Pass as `cursor` for the next page; null when this is the last. */
    nextCursor: v.nullable(v.string()),
    /** All matches, when the search can count them cheaply (admin lists: "Results: n / n"). */
    total: v.optional(v.number()),
  });

/** The answer of an avatar (logo, room photo) upload. */
export const AvatarUploadSchema = v.object({ avatarUrl: v.string() });
/** The answer of a banner upload. */
export const BannerUploadSchema = v.object({ bannerUrl: v.string() });
