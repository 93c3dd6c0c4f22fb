import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockInZone, weekdayInZone, zoneOffsetMinutes } from './time-zone';

describe('wallClockInZone', () => {
  it.each([
    // instant, zone, date, hour, minute, weekday (0 = Monday)
    ['2026-03-29T00:59:59Z', 'Europe/Warsaw', '2026-03-29', 1, 59, 6],
    ['2026-03-29T01:00:00Z', 'Europe/Warsaw', '2026-03-29', 3, 0, 6],
    ['2026-10-25T00:30:00Z', 'Europe/Warsaw', '2026-10-25', 2, 30, 6],
    ['2026-10-25T01:30:00Z', 'Europe/Warsaw', '2026-10-25', 2, 30, 6],
    ['2026-03-29T00:59:00Z', 'Europe/Kyiv', '2026-03-29', 2, 59, 6],
    ['2026-03-29T01:00:00Z', 'Europe/Kyiv', '2026-03-29', 4, 0, 6],
    ['2026-10-25T00:30:00Z', 'Europe/Kyiv', '2026-10-25', 3, 30, 6],
    ['2026-10-25T01:30:00Z', 'Europe/Kyiv', '2026-10-25', 3, 30, 6],
    ['2026-03-08T06:59:00Z', 'America/New_York', '2026-03-08', 1, 59, 6],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08', 3, 0, 6],
    ['2026-03-24T02:00:00Z', 'America/New_York', '2026-03-23', 22, 0, 0],
    ['2026-03-22T23:30:00Z', 'Europe/Warsaw', '2026-03-23', 0, 30, 0],
    ['2026-03-22T23:30:00Z', 'UTC', '2026-03-22', 23, 30, 6],
    ['2026-01-01T00:00:00Z', 'Asia/Kolkata', '2026-01-01', 5, 30, 3],
  ])('%s in %s is %s %i:%i, weekday %i', (instant, zone, date, hour, minute, weekday) => {
    const wall = wallClockInZone(new Date(instant), zone);
    expect({ date: wall.date, hour: wall.hour, minute: wall.minute, weekday: wall.weekday }).toEqual({
      date,
      hour,
      minute,
      weekday,
    });
  });

  it('gives midnight as hour 0, never 24', () => {
    expect(wallClockInZone(new Date('2026-03-22T23:00:00Z'), 'Europe/Warsaw').hour).toBe(0);
  });

  it('rejects an unknown zone', () => {
    expect(() => wallClockInZone(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });

  it('reads the same clock as an independent reading, every 7 h 17 min over three years in four zones (and again once kept)', () => {
    const zones = ['Europe/Warsaw', 'Europe/Kyiv', 'America/New_York', 'Asia/Kolkata'];
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (const zone of zones) {
      // An independent reading: Swedish writes `YYYY-MM-DD HH:MM:SS`. One formatter with the options
      // `toLocaleString` fills in (making one per reading took 3–4 s of the 5 s timeout under CI's load).
      const swedish = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      const reference = (at: number) =>
        (/(\d+)-(\d+)-(\d+) (\d+):(\d+):(\d+)/.exec(swedish.format(at)) ?? []).slice(1).map(Number).join();
      const mismatches: string[] = [];
      for (let at = start; at < start + 3 * 365 * 86_400_000; at += (7 * 60 + 17) * 60_000 + 13_000) {
        const expected = reference(at);
        for (const wall of [wallClockInZone(new Date(at), zone), wallClockInZone(new Date(at), zone)]) {
          const read = [wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second].join();
          if (read !== expected)
            mismatches.push(`${new Date(at).toISOString()} ${zone}: ${read} ≠ ${expected}`);
        }
      }
      expect(mismatches).toEqual([]);
    }
  });
});

describe('weekdayInZone', () => {
  it.each([
    ['2026-03-22T23:30:00Z', 'Europe/Warsaw', 0],
    ['2026-03-22T23:30:00Z', 'UTC', 6],
    ['2026-03-22T23:30:00Z', 'America/New_York', 6],
    ['2026-03-23T12:00:00Z', 'Europe/Kyiv', 0],
    ['2026-03-29T12:00:00Z', 'Europe/Kyiv', 6],
  ])('%s in %s is weekday %i', (instant, zone, weekday) => {
    expect(weekdayInZone(new Date(instant), zone)).toBe(weekday);
  });
});

describe('zoneOffsetMinutes', () => {
  it.each([
    ['2026-03-29T00:59:00Z', 'Europe/Warsaw', 60],
    ['2026-03-29T01:00:00Z', 'Europe/Warsaw', 120],
    ['2026-10-25T01:00:00Z', 'Europe/Warsaw', 60],
    ['2026-07-01T12:00:00Z', 'Europe/Kyiv', 180],
    ['2026-07-01T12:00:00Z', 'America/New_York', -240],
    ['2026-01-01T12:00:00Z', 'Asia/Kolkata', 330],
  ])('%s in %s is %i minutes', (instant, zone, offset) => {
    expect(zoneOffsetMinutes(new Date(instant), zone)).toBe(offset);
  });
});

describe('instantOfWallClock', () => {
  it.each([
    // date, hour, minute, zone, instant, case
    ['2026-03-23', 18, 0, 'Europe/Warsaw', '2026-03-23T17:00:00.000Z', 'winter time'],
    ['2026-03-30', 18, 0, 'Europe/Warsaw', '2026-03-30T16:00:00.000Z', 'summer time'],
    ['2026-03-29', 1, 59, 'Europe/Warsaw', '2026-03-29T00:59:00.000Z', 'just before the gap'],
    ['2026-03-29', 2, 30, 'Europe/Warsaw', '2026-03-29T01:30:00.000Z', 'in the gap: moved to 03:30 CEST'],
    ['2026-03-29', 3, 0, 'Europe/Warsaw', '2026-03-29T01:00:00.000Z', 'end of the gap'],
    ['2026-10-25', 2, 30, 'Europe/Warsaw', '2026-10-25T00:30:00.000Z', 'overlap: the earlier, CEST'],
    ['2026-10-25', 3, 0, 'Europe/Warsaw', '2026-10-25T02:00:00.000Z', 'after the overlap'],
    ['2026-03-29', 3, 30, 'Europe/Kyiv', '2026-03-29T01:30:00.000Z', 'Kyiv gap: moved to 04:30 EEST'],
    ['2026-10-25', 3, 30, 'Europe/Kyiv', '2026-10-25T00:30:00.000Z', 'Kyiv overlap: the earlier, EEST'],
    ['2026-10-25', 10, 0, 'Europe/Kyiv', '2026-10-25T08:00:00.000Z', 'Kyiv after the change'],
    ['2026-03-08', 2, 30, 'America/New_York', '2026-03-08T07:30:00.000Z', 'New York gap: 03:30 EDT'],
    ['2026-11-01', 1, 30, 'America/New_York', '2026-11-01T05:30:00.000Z', 'New York overlap: EDT'],
    ['2026-03-23', 23, 0, 'America/New_York', '2026-03-24T03:00:00.000Z', 'next day in UTC'],
    ['2026-01-01', 0, 0, 'Asia/Kolkata', '2025-12-31T18:30:00.000Z', 'half-hour offset'],
  ])('%s %i:%i in %s is %s (%s)', (date, hour, minute, zone, instant) => {
    expect(instantOfWallClock({ date, hour, minute }, zone).toISOString()).toBe(instant);
  });

  it('round-trips every quarter hour of a DST change day outside the gap', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const hour = Math.floor(minutes / 60);
      const minute = minutes % 60;
      if (hour === 2) continue; // 02:00–02:59 does not exist in Warsaw on 2026-03-29
      const wall = wallClockInZone(
        instantOfWallClock({ date: '2026-03-29', hour, minute }, 'Europe/Warsaw'),
        'Europe/Warsaw',
      );
      expect([wall.date, wall.hour, wall.minute]).toEqual(['2026-03-29', hour, minute]);
    }
  });
});
