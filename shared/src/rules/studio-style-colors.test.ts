import { describe, expect, it } from 'vitest';
import { studioStyleColor, studioStyleColors } from './studio-style-colors';

describe('studioStyleColors', () => {
  it.each([
    ['teal', ['teal', 'blue', 'purple', 'cyan', 'green', 'yellow', 'orange', 'red', 'pink']],
    ['blue', ['blue', 'purple', 'cyan', 'green', 'yellow', 'orange', 'red', 'pink', 'teal']],
    ['pink', ['pink', 'teal', 'blue', 'purple', 'cyan', 'green', 'yellow', 'orange', 'red']],
    ['gray', ['gray', 'teal', 'blue', 'purple', 'cyan', 'green', 'yellow', 'orange', 'red', 'pink']],
    ['#ff8800', ['#ff8800', 'teal', 'blue', 'purple', 'cyan', 'green', 'yellow', 'orange', 'red', 'pink']],
    [undefined, ['teal', 'blue', 'purple', 'cyan', 'green', 'yellow', 'orange', 'red', 'pink']],
  ])('primary %s → %j', (primaryColor, colors) => {
    expect(studioStyleColors(primaryColor)).toEqual(colors);
  });
});

describe('studioStyleColor', () => {
  it.each([
    ['teal', 0, 'teal'],
    ['teal', 8, 'pink'],
    ['teal', 9, 'teal'], // the cycle repeats
    ['orange', 0, 'orange'],
    ['orange', 1, 'red'],
    ['orange', 3, 'teal'],
    ['gray', 0, 'gray'],
    ['gray', 1, 'teal'],
    ['gray', 10, 'gray'],
  ])('primary %s, style %i → %s', (primaryColor, index, color) => {
    expect(studioStyleColor(primaryColor, index)).toBe(color);
  });
});
