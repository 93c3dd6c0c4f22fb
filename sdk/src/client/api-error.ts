import type { ErrorBody } from '@plie/shared';

/** A non-2xx answer of the Plié API, with its `{ statusCode, error, message, fields? }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}
