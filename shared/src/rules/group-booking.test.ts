import { describe, expect, it } from 'vitest';
import { joinBookingRange, nextMonthOf, occurrenceDatesIn } from './group-booking';

describe('nextMonthOf', () => {
  it.each([
    ['2026-11-25', '2026-12-01', '2026-12-31'],
    ['2026-12-25', '2027-01-01', '2027-01-31'], // across the year
    ['2028-01-31', '2028-02-01', '2028-02-29'], // a leap February
    ['2027-01-10', '2027-02-01', '2027-02-28'],
    ['2026-03-01', '2026-04-01', '2026-04-30'],
  ])('after %s: %s to %s', (date, from, to) => {
    expect(nextMonthOf(date)).toEqual({ from, to });
  });
});

describe('joinBookingRange (spec §4: the rest of this month and the next one)', () => {
  it.each([
    ['2026-11-10', '2026-12-31'],
    ['2026-12-31', '2027-01-31'],
  ])('joining on %s books to %s', (today, to) => {
    expect(joinBookingRange(today)).toEqual({ from: today, to });
  });
});

describe('occurrenceDatesIn', () => {
  const weekly = (weekday: number) => ({ weekday, isReoccurring: true });
  it.each([
    // December 2026 starts on a Tuesday (weekday 1).
    [
      'Tuesdays of December 2026',
      weekly(1),
      '2026-12-01',
      '2026-12-31',
      ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'],
    ],
    [
      'Mondays of December 2026',
      weekly(0),
      '2026-12-01',
      '2026-12-31',
      ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'],
    ],
    [
      'Sundays of February 2027',
      weekly(6),
      '2027-02-01',
      '2027-02-28',
      ['2027-02-07', '2027-02-14', '2027-02-21', '2027-02-28'],
    ],
    ['one day that is its weekday', weekly(2), '2026-12-02', '2026-12-02', ['2026-12-02']],
    ['one day that is not', weekly(3), '2026-12-02', '2026-12-02', []],
    ['an empty range', weekly(1), '2026-12-10', '2026-12-01', []],
    [
      'a one-off lesson inside',
      { weekday: 4, isReoccurring: false, date: '2026-12-18' },
      '2026-12-01',
      '2026-12-31',
      ['2026-12-18'],
    ],
    [
      'a one-off lesson outside',
      { weekday: 4, isReoccurring: false, date: '2027-01-08' },
      '2026-12-01',
      '2026-12-31',
      [],
    ],
  ])('%s', (_, lesson, from, to, dates) => {
    expect(occurrenceDatesIn(lesson, { from, to })).toEqual(dates);
  });
});
