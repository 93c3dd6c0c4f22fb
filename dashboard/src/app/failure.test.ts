import { ApiError } from '@plie/sdk';
import { describe, expect, it } from 'vitest';
import { failureOf } from './failure';

const apiError = (status: number, message: string) =>
  new ApiError(status, { statusCode: status, error: 'Error', message });

describe('what a failed call tells the user (spec §8)', () => {
  it.each([
    [400, 'File is too large'],
    [404, 'User not found'],
    [409, 'Hand over your studio first'],
  ])('a %i shows the server message', (status, message) => {
    expect(failureOf(apiError(status, message))).toEqual({ kind: 'refused', message });
  });

  it.each([500, 502, 503])('a %i shows only the title', (status) => {
    expect(failureOf(apiError(status, 'Internal Server Error'))).toEqual({ kind: 'serverError' });
  });

  it('no answer at all is a connection problem', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });
});
