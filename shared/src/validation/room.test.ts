import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RoomCapacitySchema, validateRoomForm } from './room';

describe('room form (spec §5: studio, name, capacity required)', () => {
  it.each([
    [{ studioId: 's1', name: 'Big hall', capacity: 30 }, true, undefined, undefined],
    [{ studioId: '', name: 'Big hall', capacity: 30 }, false, 'fill required fields', 'studioId'],
    [{ name: 'Big hall', capacity: 30 }, false, 'fill required fields', 'studioId'],
    [{ studioId: 's1', name: '  ', capacity: 30 }, false, 'Room name is required', 'name'],
    [{ studioId: 's1', name: 'Hall' }, false, 'Capacity is required', 'capacity'],
    [{ studioId: 's1', name: 'Hall', capacity: 0 }, false, 'Capacity is required', 'capacity'],
    [{ studioId: 's1', name: 'Hall', capacity: 2.5 }, false, 'Capacity is required', 'capacity'],
  ])('%j ok: %s', (room, ok, message, field) => {
    const result = validateRoomForm(room);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result).toEqual({ ok: false, message, field });
  });

  it.each([
    [1, true],
    [30, true],
    [10_000, true],
    [10_001, false],
    [-5, false],
  ])('capacity %i valid: %s', (capacity, expected) => {
    expect(v.is(RoomCapacitySchema, capacity)).toBe(expected);
  });
});
