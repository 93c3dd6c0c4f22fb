/**
 * Typed errors thrown by domain code, the data layer and the services; the dispatcher
 * (`http/dispatcher.ts`, the one mapper) turns them into the API's error body with `toBody`.
 * Each carries an `ErrorCode` of shared's one table (and its parameters): the English `message`
 * is that code's text, never a free string (ADR 0015). Handlers never catch. They live outside
 * `http/` so every layer below the handlers can throw them without importing the HTTP edge (ADR 0012).
 */
import {
  type ErrorBody,
  type ErrorCodeRef,
  type ErrorInput,
  type ErrorRef,
  errorText,
  ruleErrorOf,
  toErrorRef,
} from '@plie/shared';

/** Per-field errors: a field path → its code (and parameters). */
export type FieldErrors = Record<string, ErrorInput>;

export class HttpError extends Error {
  readonly code: ErrorRef['code'];
  readonly params: ErrorRef['params'];
  readonly fields?: Record<string, ErrorRef>;

  constructor(
    readonly statusCode: number,
    readonly error: string,
    input: ErrorInput,
    fields?: FieldErrors,
    /** Extra properties some spec'd responses carry (e.g. `msg` of the city list). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(errorText(input));
    const ref = toErrorRef(input);
    this.code = ref.code;
    this.params = ref.params;
    if (fields)
      this.fields = Object.fromEntries(Object.entries(fields).map(([path, f]) => [path, toErrorRef(f)]));
  }

  toBody(): ErrorBody & Record<string, unknown> {
    const fields = this.fields && Object.entries(this.fields);
    return {
      ...this.extra,
      statusCode: this.statusCode,
      error: this.error,
      message: this.message,
      code: this.code,
      ...(this.params ? { params: this.params as Record<string, unknown> } : {}),
      ...(fields
        ? {
            fields: Object.fromEntries(fields.map(([path, ref]) => [path, errorText(ref)])),
            fieldCodes: Object.fromEntries(fields.map(([path, ref]) => [path, ref as ErrorCodeRef])),
          }
        : {}),
    };
  }
}

export class ValidationError extends HttpError {
  constructor(input: ErrorInput, fields?: FieldErrors) {
    super(400, 'Bad Request', input, fields);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(input: ErrorInput = 'auth.unauthorized') {
    super(401, 'Unauthorized', input);
  }
}
export class ForbiddenError extends HttpError {
  constructor(input: ErrorInput = 'auth.forbidden') {
    super(403, 'Forbidden', input);
  }
}
export class NotFoundError extends HttpError {
  constructor(input: ErrorInput = 'resource.notFound', extra?: Record<string, unknown>) {
    super(404, 'Not Found', input, undefined, extra);
  }
}
export class ConflictError extends HttpError {
  constructor(input: ErrorInput) {
    super(409, 'Conflict', input);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(input: ErrorInput = 'request.tooLarge') {
    super(413, 'Payload Too Large', input);
  }
}
/** A service the API depends on (e.g. the geocoder) failed or did not answer in time. */
export class BadGatewayError extends HttpError {
  constructor(input: ErrorInput = 'upstream.unavailable') {
    super(502, 'Bad Gateway', input);
  }
}
/** A contract route whose issue has not been built yet. */
export class NotBuiltError extends HttpError {
  constructor(operation: string) {
    super(501, 'Not Implemented', { code: 'route.notBuilt', params: { operation } });
  }
}

/**
 * The code of a shared rule's text (a `ValidationResult`'s message): rules answer in English
 * texts, which stay what forms show; the API answers with their codes.
 */
export const ruleError = (text: string): ErrorInput =>
  (ruleErrorOf(text) as ErrorInput | undefined) ?? { code: 'request.invalidValue', params: { detail: text } };

/** A 400 for a shared rule's refusal, on `field` when given. */
export const ruleValidationError = (text: string, field?: string): ValidationError => {
  const input = ruleError(text);
  return new ValidationError(input, field ? { [field]: input } : undefined);
};
