/**
 * Age from a date of birth (spec §5 date of birth, §9 ages) and the lesson age filter
 * (spec §3 Lesson ageMin/ageMax, §9 "Age filter 0 to 100; 100 means no upper limit, 0 no lower limit").
 */
import { type IsoDate, parseIsoDate } from './calendar-date';
import { AGE_NO_LOWER_LIMIT, AGE_NO_UPPER_LIMIT } from './rule-constants';

/**
 * Whole years of age on `onDate` for someone born on `dateOfBirth`; a year is added on the birthday.
 * Someone born on 29 February turns a year older on 28 February in common years: the Terms are under
 * Polish law, and the Polish Civil Code (art. 112) ends a term on the month's last day when the
 * matching day does not exist, and counts age from the start of that day.
 */
export function ageOn(dateOfBirth: IsoDate, onDate: IsoDate): number {
  const born = parseIsoDate(dateOfBirth);
  const on = parseIsoDate(onDate);
  const birthdayDay = born.month === 2 && born.day === 29 && !isLeapYear(on.year) ? 28 : born.day;
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= birthdayDay);
  return on.year - born.year - (hadBirthday ? 0 : 1);
}

export interface LessonAgeRange {
  /** Default 0 = no lower limit. */
  ageMin?: number | null;
  /** Default 100 = no upper limit. */
  ageMax?: number | null;
}

/** Whether a lesson suits someone aged `forAge`; no filter (`null`/`undefined`) matches every lesson. */
export function matchesAgeFilter(lesson: LessonAgeRange, forAge: number | null | undefined): boolean {
  if (forAge === null || forAge === undefined) return true;
  const ageMin = lesson.ageMin ?? AGE_NO_LOWER_LIMIT;
  const ageMax = lesson.ageMax ?? AGE_NO_UPPER_LIMIT;
  const aboveMin = ageMin <= AGE_NO_LOWER_LIMIT || forAge >= ageMin;
  const belowMax = ageMax >= AGE_NO_UPPER_LIMIT || forAge <= ageMax;
  return aboveMin && belowMax;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
