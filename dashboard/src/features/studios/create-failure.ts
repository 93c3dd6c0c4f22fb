import { ApiError } from '@plie/sdk';

/**
 * Why `POST /api/studio` failed, as spec §8 "Studio create" tells it: invalid data (400, with
 * the server's reason if any), no permission (403: e.g. already owning a studio), the session
 * ended (401), the slug taken meanwhile (409), or any other failure (offline: no answer at all).
 */
export type CreateStudioFailure =
  | { kind: 'invalid'; message: string | undefined }
  | { kind: 'forbidden'; message: string | undefined }
  | { kind: 'signedOut' }
  | { kind: 'slugTaken' }
  | { kind: 'failed'; offline: boolean };

export const createStudioFailureOf = (error: unknown): CreateStudioFailure => {
  if (!(error instanceof ApiError)) return { kind: 'failed', offline: true };
  const message = error.message || undefined;
  if (error.status === 400) return { kind: 'invalid', message };
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status === 403) return { kind: 'forbidden', message };
  if (error.status === 409) return { kind: 'slugTaken' };
  return { kind: 'failed', offline: false };
};
