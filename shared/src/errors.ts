/**
 * The one error shape of the API (ARCHITECTURE §2). `message` is a stable key or the spec's
 * literal text (spec §8); `fields` maps a field path to its message for validation errors.
 */
import * as v from 'valibot';

export const ErrorBodySchema = v.object({
  statusCode: v.number(),
  error: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
