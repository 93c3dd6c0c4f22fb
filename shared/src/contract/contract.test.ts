/** The contract's schemas do what the handlers and clients rely on: transforms, defaults, limits. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contract, endpoints, paramsSchemaOf, pathParamNames } from './index';

describe('query strings arrive as strings and are transformed', () => {
  it.each([
    ['true', true],
    ['false', false],
  ])('verify isVerified=%s → %s', (text, value) => {
    expect(v.parse(contract.studios.verify.query, { isVerified: text })).toEqual({ isVerified: value });
  });

  it.each([['yes'], ['1'], ['']])('verify refuses isVerified=%j', (text) => {
    expect(v.safeParse(contract.studios.verify.query, { isVerified: text }).success).toBe(false);
  });

  it.each([
    [{ dateFrom: '2025-09-25' }, true],
    [{ dateTo: '2025-09-25T10:00:00.000Z' }, true],
    [{}, true],
    [{ dateFrom: 'tomorrow' }, false],
  ])('my attendances %j valid: %s', (query, expected) => {
    expect(v.safeParse(contract.attendance.listMine.query, query).success).toBe(expected);
  });

  it.each([
    ['2025-09-22', true],
    ['2025-9-22', false],
  ])('attendance list date=%s valid: %s', (date, expected) => {
    expect(v.safeParse(contract.attendance.listForLesson.query, { date }).success).toBe(expected);
  });
});

describe('search bodies page by page', () => {
  it.each([
    [contract.lessons.search.body, 50, 100],
    [contract.studios.search.body, 50, 2000],
    [contract.users.search.body, 50, 50],
  ] as const)('search %# defaults to page 0 and limit %i, at most %i', (schema, defaultLimit, maxLimit) => {
    expect(v.parse(schema, {})).toMatchObject({ page: 0, limit: defaultLimit });
    expect(v.safeParse(schema, { limit: maxLimit }).success).toBe(true);
    expect(v.safeParse(schema, { limit: maxLimit + 1 }).success).toBe(false);
    expect(v.safeParse(schema, { page: -1 }).success).toBe(false);
    expect(v.parse(schema, { cursor: 'opaque' })).toMatchObject({ cursor: 'opaque' });
  });

  it('takes every lesson filter', () => {
    const search = v.parse(contract.lessons.search.body, {
      city: 'Kraków',
      days: [1, 3],
      styles: ['bachata'],
      levels: [0],
      forAge: 30,
      removeClosedGroups: true,
      limit: 20,
    });
    expect(search).toMatchObject({ city: 'Kraków', days: [1, 3], levels: [0], forAge: 30, limit: 20 });
  });
});

describe('bodies', () => {
  it('needs a room or a teacher to check availability', () => {
    const slot = { weekday: 1, startHour: 19, startMinute: 0, endHour: 20, endMinute: 0 };
    expect(v.safeParse(contract.lessons.checkAvailability.body, { ...slot, roomId: 'r1' }).success).toBe(
      true,
    );
    expect(v.safeParse(contract.lessons.checkAvailability.body, slot).issues?.[0]?.message).toBe(
      'Fill in required data',
    );
  });

  it('takes bulk rows as raw objects so each row can be refused on its own', () => {
    const body = { roomId: 'r1', weekday: 2, lessons: [{ styleId: 'salsa' }, { nonsense: true }] };
    expect(v.parse(contract.lessons.bulkCreate.body, body)).toEqual(body);
    expect(v.safeParse(contract.lessons.bulkCreate.body, { lessons: [] }).success).toBe(false);
  });

  it('changes a password only to a strong one', () => {
    const body = contract.auth.changePassword.body;
    expect(v.safeParse(body, { password: 'old', newPassword: 'Abcdef1!' }).success).toBe(true);
    expect(v.safeParse(body, { password: 'old', newPassword: 'abcdefgh' }).success).toBe(false);
  });

  it('invites a teacher as a plain teacher by default', () => {
    expect(v.parse(contract.studios.inviteTeacher.body, { userId: 'u1' })).toEqual({
      userId: 'u1',
      isAdmin: false,
      isOwner: false,
    });
  });
});

describe('path parameters (issue #13 item 7): every {param} is validated like a body', () => {
  it.each(
    endpoints.filter((endpoint) => pathParamNames(endpoint.path).length > 0).map((e) => [e.name, e] as const),
  )('%s refuses empty, over-long and invisible values', (_, endpoint) => {
    const schema = paramsSchemaOf(endpoint);
    expect(schema).toBeDefined();
    const names = pathParamNames(endpoint.path);
    const params = (value: string) => Object.fromEntries(names.map((name) => [name, value]));
    expect(v.is(schema!, params('abc123'))).toBe(true);
    for (const bad of ['', 'x'.repeat(2041), 'a\u0000b', 'a\nb', 'a\u202eb', 'a\u200bb']) {
      expect(v.is(schema!, params(bad))).toBe(false);
    }
  });

  it('has no params schema for a path without parameters', () => {
    expect(paramsSchemaOf({ path: '/api/auth/me' })).toBeUndefined();
  });
});
