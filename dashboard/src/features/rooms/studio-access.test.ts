import { ApiError } from '@plie/sdk';
import type { Studio } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { isFinalAnswer, studioAccessOf } from './studio-access';

const makeStudio = (overrides: Partial<Studio> = {}): Studio => ({
  id: 's1',
  name: 'Rytm',
  studioName: 'rytm',
  email: 'rytm@example.com',
  theme: true,
  primaryColor: 'teal',
  isVerified: false,
  isHidden: false,
  isDeleted: false,
  ...overrides,
});

const apiError = (status: number) =>
  new ApiError(status, { statusCode: status, error: 'Error', message: 'No' });

describe('who may use the room form of a studio (spec §2 "Room edit", §6)', () => {
  it.each([
    ['an admin of the studio', makeStudio({ isAdmin: true }), undefined, false, 'allowed'],
    ['a member who is not an admin', makeStudio({ isAdmin: false }), undefined, false, 'refused'],
    ['a viewer of a public studio', makeStudio({ isVerified: true }), undefined, false, 'refused'],
    [
      'the admin of a deleted studio',
      makeStudio({ isAdmin: true, isDeleted: true }),
      undefined,
      false,
      'refused',
    ],
    [
      'a platform admin, deleted studio',
      makeStudio({ isAdmin: true, isDeleted: true }),
      undefined,
      true,
      'allowed',
    ],
    ['anyone, while the studio loads', undefined, undefined, false, 'checking'],
    ['a user who gets 404 (hidden, or no such studio)', undefined, apiError(404), false, 'refused'],
    ['a platform admin who gets 404', undefined, apiError(404), true, 'studioNotFound'],
    ['a user who gets 403', undefined, apiError(403), false, 'refused'],
    ['anyone, when the server fails', undefined, apiError(500), false, 'failed'],
    ['anyone, offline', undefined, new TypeError('Failed to fetch'), false, 'failed'],
  ] as const)('%s', (_, studio, error, isPlatformAdmin, expected) => {
    expect(studioAccessOf({ studio, error, isPlatformAdmin })).toBe(expected);
  });

  it('asks again only when the answer may change (a 5xx or no answer)', () => {
    expect(isFinalAnswer(apiError(404))).toBe(true);
    expect(isFinalAnswer(apiError(502))).toBe(false);
    expect(isFinalAnswer(new TypeError('Failed to fetch'))).toBe(false);
  });
});
