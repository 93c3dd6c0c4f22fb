import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  isReservedStudioName,
  isUsername,
  normalizeHandle,
  RESERVED_STUDIO_NAMES,
  StudioNameSchema,
  UsernameSchema,
  validateStudioName,
  validateUsername,
} from './username';

describe('username and studio slug (spec §5; ADR 0001)', () => {
  it.each([
    ['abc', true],
    ['marta_k', true],
    ['studio-krakow', true],
    ['A1_-', true],
    ['a'.repeat(20), true],
    ['ab', false],
    ['a'.repeat(21), false],
    ['1abc', false],
    ['_abc', false],
    ['-abc', false],
    ['ab c', false],
    ['ab.c', false],
    ['żaneta', false],
    ['', false],
  ])('%s valid: %s', (handle, expected) => {
    expect(isUsername(handle)).toBe(expected);
    expect(validateUsername(handle).ok).toBe(expected);
    expect(validateStudioName(handle).ok).toBe(expected);
    expect(v.is(UsernameSchema, handle)).toBe(expected);
    expect(v.is(StudioNameSchema, handle)).toBe(expected);
  });

  it('trims, and compares case-insensitively', () => {
    expect(validateUsername('  marta ')).toEqual({ ok: true, value: 'marta' });
    expect(normalizeHandle(' Marta_K ')).toBe('marta_k');
  });
});

describe('reserved studio slugs (issue #13 C: /studios/{slug} must not shadow a page of the site)', () => {
  it.each([
    ['create', true],
    ['Create', true],
    [' CREATE ', true],
    ['creates', false],
    ['create_studio', false],
    ['salsa', false],
  ])('%s reserved: %s', (slug, reserved) => {
    expect(isReservedStudioName(slug)).toBe(reserved);
    expect(validateStudioName(slug)).toEqual(
      reserved ? { ok: false, message: MESSAGES.studioNameTaken } : { ok: true, value: slug.trim() },
    );
    expect(v.safeParse(StudioNameSchema, slug).issues?.[0]?.message).toBe(
      reserved ? MESSAGES.studioNameTaken : undefined,
    );
  });

  it('lists valid, lower-case slugs (anything else could never be asked for)', () => {
    expect(RESERVED_STUDIO_NAMES).toContain('create');
    for (const slug of RESERVED_STUDIO_NAMES) {
      expect(isUsername(slug)).toBe(true);
      expect(slug).toBe(normalizeHandle(slug));
    }
  });

  it('leaves usernames alone: /users/{username} has no sub-pages', () => {
    expect(validateUsername('create')).toEqual({ ok: true, value: 'create' });
  });
});
