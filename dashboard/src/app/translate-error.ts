/**
 * Translating an error by its code (ADR 0015): an API body's `code` and `params`, or — for a
 * refusal held as text only — the code of that text (`errorOfText`); the message comes from a
 * feature's wording of the code, else from the one table (error-messages.ts), its placeholders
 * filled from the error's parameters (a 429's wait in words in the interface language).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { type ErrorCode, errorOfText, isErrorCode, type Language, waitInWords } from '@plie/shared';

/** A feature's own wording of some codes, in its context (e.g. a lesson's date vs a date of birth). */
export type ErrorWording = Partial<Record<ErrorCode, MessageDescriptor>>;

/** An error as the fronts meet it: an API error body (or an `ApiError`'s), or just a code. */
export interface Refusal {
  message: string;
  code?: ErrorCode | undefined;
  params?: Record<string, unknown> | undefined;
}

const refusalOf = (error: ErrorCode | Refusal | string): Refusal =>
  typeof error === 'string'
    ? isErrorCode(error)
      ? { message: error, code: error }
      : { message: error }
    : error;

/**
 * An error in the interface language, by its code: an API body's `code`; for a refusal held as text
 * only (a form's own check with the shared rules, an answer that is not an error body), the code
 * that text is of (`errorOfText`); any other text is shown as it came.
 */
export const translateErrorWith = (
  messages: Record<ErrorCode, MessageDescriptor>,
  i18n: I18n,
  error: ErrorCode | Refusal | string,
  wording: ErrorWording = {},
): string => {
  const refusal = refusalOf(error);
  const known = refusal.code ? undefined : errorOfText(refusal.message);
  const code = refusal.code ?? known?.code;
  if (!code) return refusal.message;
  const descriptor = wording[code] ?? messages[code];
  const params: Record<string, unknown> = { ...known?.params, ...refusal.params };
  const seconds = params.retryAfterSeconds;
  const values = {
    ...descriptor.values,
    ...params,
    ...(typeof seconds === 'number' ? { wait: waitInWords(seconds, i18n.locale as Language) } : {}),
  };
  // Built apart: Lingui's extractor reads an object literal given to `i18n._` as a message of its own.
  const filled: MessageDescriptor = { ...descriptor, values };
  return i18n._(filled);
};
