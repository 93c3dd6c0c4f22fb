import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RoomInputSchema, RoomUpdateSchema } from './room';

const address = { fullAddress: 'ul. Długa 1, Kraków', city: 'Kraków', country: 'Poland' };
const room = { studioId: 'studio-1', name: 'Big hall', capacity: 18, address };

describe('room input (POST /api/room, PATCH /api/room/{id})', () => {
  it('defaults the capacity to 30', () => {
    expect(v.parse(RoomInputSchema, { studioId: 'studio-1', name: 'Hall', address }).capacity).toBe(30);
  });

  it.each([
    [{ studioId: undefined }, 'fill required fields'],
    [{ name: ' ' }, 'Room name is required'],
    [{ capacity: 0 }, 'Capacity is required'],
    [{ rentCurrency: 'GBP' }, 'Invalid currency'],
    [{ address: { ...address, city: '' } }, 'Full address, city and country are required'],
  ])('%j → %s', (overrides, message) => {
    expect(v.safeParse(RoomInputSchema, { ...room, ...overrides }).issues?.[0]?.message).toBe(message);
  });

  it('accepts a rent in one of the four currencies', () => {
    for (const rentCurrency of ['EUR', 'USD', 'PLN', 'UAH']) {
      expect(v.safeParse(RoomInputSchema, { ...room, rentPrice: 80, rentCurrency }).success).toBe(true);
    }
  });

  it('updates any subset of fields but never moves a room to another studio', () => {
    expect(v.parse(RoomUpdateSchema, { capacity: 20 })).toEqual({ capacity: 20 });
    expect(v.parse(RoomUpdateSchema, { studioId: 'other', name: 'Small' })).toEqual({ name: 'Small' });
  });
});
