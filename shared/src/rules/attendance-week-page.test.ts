import { describe, expect, it } from 'vitest';
import { attendanceWeekPage } from './attendance-week-page';

describe('attendanceWeekPage', () => {
  it.each([
    // firstDay, page, dateFrom, dateTo
    ['2026-03-23', 0, '2026-03-23', '2026-03-30'],
    ['2026-03-23', 1, '2026-03-30', '2026-04-06'],
    ['2026-03-23', 2, '2026-04-06', '2026-04-13'],
    ['2026-10-19', 0, '2026-10-19', '2026-10-26'], // across the DST end
    ['2026-12-28', 1, '2027-01-04', '2027-01-11'], // across the year
    ['2028-02-26', 0, '2028-02-26', '2028-03-04'], // a leap February
  ])('from %s, page %i → [%s, %s)', (firstDay, page, dateFrom, dateTo) => {
    expect(attendanceWeekPage(firstDay, page)).toEqual({ dateFrom, dateTo });
  });

  it.each([-1, 1.5, Number.NaN])('rejects page %f', (page) => {
    expect(() => attendanceWeekPage('2026-03-23', page)).toThrow(RangeError);
  });
});
