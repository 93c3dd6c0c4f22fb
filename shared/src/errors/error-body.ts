/**
 * The one error shape of the API (ARCHITECTURE §2): `{ statusCode, error, message, code, params?,
 * fields?, fieldCodes? }`. `code` names the error (errors/error-texts.ts) and `params` fill its text;
 * `message` is the English text of the code (many are the spec's literal texts, spec §8).
 * `fields` maps a field path to its English message (as before) and `fieldCodes` the same path to
 * its `{ code, params? }`: the UIs translate by code (docs/decisions/0015-typed-error-codes.md).
 */
import * as v from 'valibot';
import { ERROR_CODES, type ErrorCode } from './error-code';

/** `{ code, params? }` of one error, as the API sends it. */
export interface ErrorCodeRef {
  code: ErrorCode;
  params?: Record<string, unknown>;
}

/**
 * An error body. `code` is optional here only because the clients also build bodies for failures
 * that never reached the API (network, S3): every body the API sends has one.
 */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: ErrorCode;
  params?: Record<string, unknown>;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, ErrorCodeRef>;
}

const ErrorCodeRefSchema = v.object({
  code: v.picklist(ERROR_CODES),
  params: v.optional(v.record(v.string(), v.unknown())),
});

/** The body as the API sends it (the OpenAPI document's `Error` component). */
export const ErrorBodySchema = v.object({
  statusCode: v.number(),
  error: v.string(),
  message: v.string(),
  code: v.picklist(ERROR_CODES),
  params: v.optional(v.record(v.string(), v.unknown())),
  fields: v.optional(v.record(v.string(), v.string())),
  fieldCodes: v.optional(v.record(v.string(), ErrorCodeRefSchema)),
});
