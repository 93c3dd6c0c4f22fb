import { describe, expect, it } from 'vitest';
import { ageOn, matchesAgeFilter } from './age';

describe('ageOn', () => {
  it.each([
    // dateOfBirth, onDate, age
    ['2013-03-23', '2026-03-22', 12], // day before the 13th birthday
    ['2013-03-23', '2026-03-23', 13], // on the 13th birthday
    ['2008-03-23', '2026-03-22', 17],
    ['2008-03-23', '2026-03-23', 18],
    ['2008-12-31', '2026-12-30', 17],
    ['2008-12-31', '2026-12-31', 18],
    ['2009-01-01', '2026-12-31', 17],
    ['1916-03-23', '2026-03-23', 110],
    ['1916-03-24', '2026-03-23', 109],
    ['2026-03-23', '2026-03-23', 0],
    ['2008-02-29', '2026-02-27', 17], // leap-day birth, common year
    ['2008-02-29', '2026-02-28', 18], // …turns 18 on 28 February
    ['2008-02-29', '2026-03-01', 18],
    ['2012-02-29', '2028-02-28', 15], // leap year: waits for the 29th
    ['2012-02-29', '2028-02-29', 16],
    ['2008-03-01', '2026-02-28', 17],
  ])('born %s, on %s → %i', (dateOfBirth, onDate, age) => {
    expect(ageOn(dateOfBirth, onDate)).toBe(age);
  });
});

describe('matchesAgeFilter', () => {
  it.each([
    // ageMin, ageMax, forAge, matches
    [0, 100, 5, true], // no limits
    [0, 100, 100, true],
    [0, 100, undefined, true], // no filter
    [12, 16, null, true],
    [12, 16, 11, false],
    [12, 16, 12, true],
    [12, 16, 16, true],
    [12, 16, 17, false],
    [18, 100, 17, false],
    [18, 100, 18, true],
    [18, 100, 99, true],
    [0, 10, 0, true],
    [0, 10, 11, false],
    [undefined, undefined, 40, true], // defaults 0 and 100
    [null, 12, 4, true],
  ])('lesson ages %s–%s, filter %s → %s', (ageMin, ageMax, forAge, matches) => {
    expect(matchesAgeFilter({ ageMin, ageMax }, forAge)).toBe(matches);
  });
});
