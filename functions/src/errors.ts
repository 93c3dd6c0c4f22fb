/**
 * Typed errors thrown by domain code, the data layer and the services; the dispatcher
 * (`http/dispatcher.ts`, the one mapper) turns them into the API's
 * `{ statusCode, error, message, fields? }` shape with `toBody`. Handlers never catch. They live
 * outside `http/` so every layer below the handlers can throw them without importing the HTTP
 * edge (ADR 0012).
 */
import type { ErrorBody } from '@plie/shared';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra properties some spec'd responses carry (e.g. `msg` of the city list). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): ErrorBody & Record<string, unknown> {
    return {
      ...this.extra,
      statusCode: this.statusCode,
      error: this.error,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'Bad Request', message, fields);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, 'Unauthorized', message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, 'Forbidden', message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found', extra?: Record<string, unknown>) {
    super(404, 'Not Found', message, undefined, extra);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, 'Conflict', message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, 'Payload Too Large', message);
  }
}
/** A service the API depends on (e.g. the geocoder) failed or did not answer in time. */
export class BadGatewayError extends HttpError {
  constructor(message = 'An upstream service is unavailable') {
    super(502, 'Bad Gateway', message);
  }
}
/** A contract route whose issue has not been built yet. */
export class NotBuiltError extends HttpError {
  constructor(operation: string) {
    super(501, 'Not Implemented', `${operation} is not built yet`);
  }
}
