import { ApiError } from '@plie/sdk';
import type { ErrorCode } from '@plie/shared';

/**
 * Why a call failed, as spec §8 tells it to the user: the server refused (4xx) and said why;
 * the server failed (5xx), which only the title reports; or the request never got an answer.
 */
export type Failure =
  | {
      kind: 'refused';
      message: string;
      code?: ErrorCode | undefined;
      params?: Record<string, unknown> | undefined;
    }
  | { kind: 'serverError' }
  | { kind: 'offline' };

export const failureOf = (error: unknown): Failure => {
  if (!(error instanceof ApiError)) return { kind: 'offline' };
  if (error.status >= 400 && error.status < 500 && error.message) {
    return { kind: 'refused', message: error.message, code: error.body.code, params: error.body.params };
  }
  return { kind: 'serverError' };
};
