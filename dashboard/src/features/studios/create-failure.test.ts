import { ApiError } from '@plie/sdk';
import { describe, expect, it } from 'vitest';
import { createStudioFailureOf } from './create-failure';
import { afterStudioCreated, studioFormCancelPath, studioPagePath } from './studio-paths';

const apiError = (status: number, message: string) =>
  new ApiError(status, { statusCode: status, error: 'Error', message });

describe('a failed studio create (spec §8 "Studio create")', () => {
  it.each([
    ['400 with a reason', apiError(400, 'fillReqFields'), { kind: 'invalid', message: 'fillReqFields' }],
    ['400 without one', apiError(400, ''), { kind: 'invalid', message: undefined }],
    ['401', apiError(401, 'Please log in'), { kind: 'signedOut' }],
    [
      '403',
      apiError(403, 'You already own a studio: only a platform admin can create another one'),
      {
        kind: 'forbidden',
        message: 'You already own a studio: only a platform admin can create another one',
      },
    ],
    ['409', apiError(409, 'Studio name taken'), { kind: 'slugTaken' }],
    ['500', apiError(500, 'Internal error'), { kind: 'failed', offline: false }],
    ['no answer', new TypeError('Failed to fetch'), { kind: 'failed', offline: true }],
  ])('%s', (_, error, expected) => {
    expect(createStudioFailureOf(error)).toEqual(expected);
  });
});

describe('where the studio form leads (spec §2)', () => {
  it.each([
    ['salsa-co', true, '/onboard?step=3&role=studioOwner'],
    ['salsa-co', false, '/studios/salsa-co'],
    ['Salsa_Co', false, '/studios/Salsa_Co'],
  ])('a created %j, from onboarding %s: %s', (studioName, fromOnboarding, expected) => {
    expect(afterStudioCreated(studioName, fromOnboarding)).toBe(expected);
  });

  it('Cancel returns to onboarding’s studio step or to the own studios', () => {
    expect(studioFormCancelPath(true)).toBe('/onboard?step=2&role=studioOwner');
    expect(studioFormCancelPath(false)).toBe('/studios?filter=my');
  });

  it('escapes the slug in the studio’s address', () => {
    expect(studioPagePath('a b')).toBe('/studios/a%20b');
  });
});
