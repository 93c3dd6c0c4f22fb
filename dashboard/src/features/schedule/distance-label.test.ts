import { describe, expect, it } from 'vitest';
import { distanceLabel } from './distance-label';

/** Intl separates a number from its unit with a (narrow) no-break space in some locales. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('distanceLabel', () => {
  it.each([
    [0, 'en', '0 m'],
    [347, 'en', '350 m'],
    [994, 'en', '990 m'],
    [996, 'en', '1 km'],
    [1234, 'en', '1.2 km'],
    [9940, 'en', '9.9 km'],
    [12_400, 'en', '12 km'],
    [1234, 'pl', '1,2 km'],
    [350, 'pl', '350 m'],
    [1234, 'ua', '1,2 км'],
    [350, 'ua', '350 м'],
  ] as const)('%i m in %s reads %s', (meters, language, expected) => {
    expect(plain(distanceLabel(meters, language))).toBe(expected);
  });
});
