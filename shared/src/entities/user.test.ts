import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OwnUserSchema, PublicUserSchema, UserUpdateSchema } from './user';

const publicUser = { id: 'u1', name: 'Iryna', username: 'iryna', isTeacher: true };

describe('user views', () => {
  it('never carries a password or its hash, and the public view has no e-mail', () => {
    const stored = { ...publicUser, email: 'iryna@example.com', password: 'x', passwordHash: 'y' };
    expect(v.parse(PublicUserSchema, stored)).toEqual(publicUser);
    const own = v.parse(OwnUserSchema, {
      ...stored,
      isEmailConfirmed: true,
      isAnonymous: false,
      role: 'user',
      studios: [],
    });
    expect(own).not.toHaveProperty('password');
    expect(own).not.toHaveProperty('passwordHash');
    expect(own.email).toBe('iryna@example.com');
  });

  it.each([
    [{ isTeacher: true }, true],
    [{ name: 'Iryna K' }, true],
    [{ username: 'iryna_k' }, true],
    [{ language: 'ua' }, true],
    [{ name: 'Ir' }, false],
    [{ username: '1ryna' }, false],
    [{ language: 'uk' }, false],
  ])('profile change %j valid: %s', (update, expected) => {
    expect(v.safeParse(UserUpdateSchema, update).success).toBe(expected);
  });
});
