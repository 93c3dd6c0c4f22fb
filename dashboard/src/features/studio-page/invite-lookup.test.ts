import { ApiError } from '@plie/sdk';
import { MESSAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { inviteeOf, inviteFailureOf } from './invite-lookup';

const apiError = (status: number, message: string) =>
  new ApiError(status, { statusCode: status, error: 'Error', message });

describe('inviteeOf', () => {
  it.each([
    ['Kasia@Plie.local ', { by: 'email', email: 'kasia@plie.local' }],
    ['kasia_salsa', { by: 'username', username: 'kasia_salsa' }],
    ['@kasia_salsa', { by: 'username', username: 'kasia_salsa' }],
    ['  tomek  ', { by: 'username', username: 'tomek' }],
  ])('reads %j as %j', (text, invitee) => {
    expect(inviteeOf(text)).toEqual({ ok: true, value: invitee });
  });

  it.each(['', '   ', '@'])('asks for an e-mail when %j is typed', (text) => {
    expect(inviteeOf(text)).toMatchObject({ ok: false, message: MESSAGES.inviteTeacherEmpty });
  });

  it('refuses an e-mail that is not one', () => {
    expect(inviteeOf('kasia@plie')).toMatchObject({ ok: false, message: MESSAGES.emailInvalid });
  });
});

describe('inviteFailureOf', () => {
  it.each([
    [apiError(404, 'Not found'), { kind: 'userNotFound' }],
    [apiError(404, 'Such user not found'), { kind: 'userNotFound' }],
    [
      apiError(409, 'This user is already a member of the studio'),
      { kind: 'refused', message: 'This user is already a member of the studio' },
    ],
    [apiError(500, 'Internal error'), { kind: 'failed' }],
    [new TypeError('Failed to fetch'), { kind: 'offline' }],
  ])('tells %s as %j', (error, failure) => {
    expect(inviteFailureOf(error)).toEqual(failure);
  });
});
