import { describe, expect, it } from 'vitest';
import { capacityBadge, isFull } from './capacity-badge';
import { DEFAULT_ROOM_CAPACITY } from './rule-constants';

describe('capacityBadge', () => {
  it.each([
    // attendees, capacity, badge
    [0, DEFAULT_ROOM_CAPACITY, 'green'],
    [22, DEFAULT_ROOM_CAPACITY, 'green'], // 73 %
    [23, DEFAULT_ROOM_CAPACITY, 'yellow'], // 77 %
    [14, 20, 'green'], // 70 %
    [15, 20, 'yellow'], // exactly 75 %
    [3, 4, 'yellow'], // exactly 75 %
    [2, 4, 'green'], // 50 %
    [29, DEFAULT_ROOM_CAPACITY, 'yellow'], // one place left
    [30, DEFAULT_ROOM_CAPACITY, 'red'], // exactly full
    [31, DEFAULT_ROOM_CAPACITY, 'red'], // over full
    [0, 1, 'green'],
    [1, 1, 'red'],
    [0, 0, 'red'], // capacity 0
  ] as const)('%i of %i → %s', (attendees, capacity, badge) => {
    expect(capacityBadge(attendees, capacity)).toBe(badge);
  });
});

describe('isFull', () => {
  it.each([
    [29, 30, false],
    [30, 30, true],
    [31, 30, true],
    [0, 0, true],
  ])('%i of %i → %s', (attendees, capacity, full) => {
    expect(isFull(attendees, capacity)).toBe(full);
  });
});
