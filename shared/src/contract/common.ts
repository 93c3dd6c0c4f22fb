/** Schemas the endpoint groups share: query-string values, paging, plain answers. */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { IsoDateSchema, IsoTimestampSchema, isIsoDate } from '../validation/dates';
import { MESSAGES } from '../validation/messages';

/** The answer of an operation that has nothing else to say (deletes, cancellations). */
export const SuccessSchema = v.object({ success: v.literal(true) });
export type Success = v.InferOutput<typeof SuccessSchema>;

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
      (value) => isIsoDate(value) || v.is(IsoTimestampSchema, value),
      'Expected a date (YYYY-MM-DD) or an ISO timestamp',
    ),
  );

/** A required id in a query string. */
export const queryId = () =>
  v.pipe(v.string(MESSAGES.idInvalid), v.nonEmpty(MESSAGES.idInvalid), v.maxLength(TEXT_MAX_LENGTH.id));

/**
 * Paging fields of a search body: `page` (0-based) and `limit`, or the opaque `cursor` of the
 * previous answer's `nextCursor` (infinite scroll; it never re-reads earlier pages).
 */
export const pagingEntries = (defaultLimit: number, maxLimit: number) => ({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxLimit)), defaultLimit),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(TEXT_MAX_LENGTH.token))),
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
