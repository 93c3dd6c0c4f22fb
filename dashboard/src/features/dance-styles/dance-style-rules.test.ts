import { describe, expect, it } from 'vitest';
import { type DanceStyle, scheduleHrefForStyle } from './dance-style-rules';

const makeStyle = (overrides: Partial<DanceStyle> = {}): DanceStyle => ({
  id: 'salsa',
  name: 'Salsa',
  ...overrides,
});

describe('a style’s link', () => {
  it.each([
    ['salsa', '/schedule?styles=salsa'],
    ['west-coast-swing', '/schedule?styles=west-coast-swing'],
    ['latin & ballroom', '/schedule?styles=latin+%26+ballroom'],
  ])('%s → %s', (id, href) => {
    expect(scheduleHrefForStyle(makeStyle({ id }))).toBe(href);
  });
});
