/**
 * How the query hooks treat a failed read: a refusal or a 404 (any 4xx) is the API's answer, and
 * asking again won't change it; anything else (offline, a 5xx) is retried as `SwrProvider` says.
 */
import { ApiError } from '@plie/sdk';

/** Whether a failed read is an answer that asking again won't change (a 4xx). */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Retries only what may pass on a second try. */
export const noRetryOnRefusal = { shouldRetryOnError: (error: unknown) => !isRefusal(error) };

/** As `noRetryOnRefusal`, and never shows the previous key's answer meanwhile (another room, lesson, studio). */
export const freshAnswersOnly = { ...noRetryOnRefusal, keepPreviousData: false };
