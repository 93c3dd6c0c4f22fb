import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InstagramSchema, parseInstagram } from './instagram';

const LINK = 'Invalid instagram – Links are not allowed, only username';
const INVALID = 'Invalid instagram username';

describe('instagram (spec §5)', () => {
  it.each([
    ['https://www.instagram.com/some.user/?hl=en', 'some.user'],
    ['https://instagram.com/some_user', 'some_user'],
    ['http://m.instagram.com/some.user/', 'some.user'],
    ['www.instagram.com/some.user', 'some.user'],
    ['instagram.com/some.user?igsh=abc', 'some.user'],
    ['some.user', 'some.user'],
    ['@some.user', 'some.user'],
    ['  some_user  ', 'some_user'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (input, username) => {
    expect(parseInstagram(input)).toEqual({ ok: true, value: username });
  });

  it.each([
    ['https://facebook.com/some.user', LINK],
    ['https://evil.example/instagram.com/some.user', LINK],
    ['www.tiktok.com/@user', LINK],
    ['ftp://instagram.com/user', LINK],
    ['https://www.instagram.com/', INVALID],
    ['some user', INVALID],
    ['@', INVALID],
    ['a'.repeat(31), INVALID],
  ])('%j is refused: %s', (input, message) => {
    expect(parseInstagram(input)).toEqual({ ok: false, message });
    expect(v.safeParse(InstagramSchema, input).issues?.[0]?.message).toBe(message);
  });

  it('outputs the bare username from the schema', () => {
    expect(v.parse(InstagramSchema, 'https://www.instagram.com/some.user/?hl=en')).toBe('some.user');
  });
});
