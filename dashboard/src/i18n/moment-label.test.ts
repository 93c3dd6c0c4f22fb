import { describe, expect, it } from 'vitest';
import { momentLabel } from './moment-label';

describe('a recorded moment as the lists show it', () => {
  it.each([
    ['en', 'Dec 3, 14:05'],
    ['pl', '3 gru, 14:05'],
    ['uk', '3 груд., 14:05'],
  ])('in %s: %s (24-hour, in the given zone)', (locale, label) => {
    expect(momentLabel('2026-12-03T13:05:00.000Z', locale, 'Europe/Warsaw')).toBe(label);
  });

  it('follows the zone it is shown in', () => {
    expect(momentLabel('2026-12-03T23:30:00.000Z', 'en', 'Europe/Kyiv')).toBe('Dec 4, 01:30');
  });

  it('says nothing for a timestamp it cannot read', () => {
    expect(momentLabel('not a date', 'en')).toBe('');
  });
});
