import { describe, expect, it } from 'vitest';
import { type CalendarEventTime, calendarTimeRange, formatTimeOfDay } from './calendar-range';

function makeEvent(start: string, end: string): CalendarEventTime {
  const [startHour = 0, startMinute = 0] = start.split(':').map(Number);
  const [endHour = 0, endMinute = 0] = end.split(':').map(Number);
  return { startHour, startMinute, endHour, endMinute };
}

describe('calendarTimeRange', () => {
  it.each([
    // case, events as [start, end], minTime, maxTime
    ['no events: default', [], '08:00', '12:00'],
    ['one event', [['18:00', '19:30']], '17:00', '20:30'],
    [
      'earliest start and latest end',
      [
        ['10:00', '11:00'],
        ['18:00', '19:00'],
        ['12:00', '13:00'],
      ],
      '09:00',
      '20:00',
    ],
    ['rounded out to 15-minute slots', [['09:10', '10:50']], '08:00', '12:00'],
    ['already on slots', [['09:45', '10:15']], '08:45', '11:15'],
    ['clamped at 00:00', [['00:30', '02:00']], '00:00', '03:00'],
    ['clamped at 24:00', [['22:00', '23:30']], '21:00', '24:00'],
    ['event ending at midnight', [['22:00', '00:00']], '00:00', '24:00'],
    [
      'event running past midnight',
      [
        ['23:00', '00:30'],
        ['18:00', '19:00'],
      ],
      '00:00',
      '24:00',
    ],
    [
      'early morning and late night',
      [
        ['06:05', '07:00'],
        ['21:00', '22:55'],
      ],
      '05:00',
      '24:00',
    ],
  ] as const)('%s', (_case, events, minTime, maxTime) => {
    expect(calendarTimeRange(events.map(([start, end]) => makeEvent(start, end)))).toEqual({
      minTime,
      maxTime,
    });
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    [0, '00:00'],
    [495, '08:15'],
    [1440, '24:00'],
  ])('%i minutes → %s', (minutes, time) => {
    expect(formatTimeOfDay(minutes)).toBe(time);
  });
});
