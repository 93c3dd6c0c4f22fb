/** Ages of a lesson and the age filter (spec §5): whole numbers 0–100; 0 = no lower, 100 = no upper limit. */
import * as v from 'valibot';
import { AGE } from '../constants';
import { MESSAGES } from './messages';
import { invalid, type ValidationResult, valid } from './result';

export const isAge = (age: number): boolean => Number.isInteger(age) && age >= AGE.min && age <= AGE.max;

export const validateAge = (age: number | null | undefined): ValidationResult<number> =>
  typeof age === 'number' && isAge(age) ? valid(age) : invalid(MESSAGES.ageInvalid);

export interface AgeRange {
  ageMin: number;
  ageMax: number;
}

export const validateAgeRange = (range: AgeRange): ValidationResult<AgeRange> => {
  if (!isAge(range.ageMin)) return invalid(MESSAGES.ageInvalid, 'ageMin');
  if (!isAge(range.ageMax)) return invalid(MESSAGES.ageInvalid, 'ageMax');
  if (range.ageMin > range.ageMax) return invalid(MESSAGES.ageRangeInvalid, 'ageMax');
  return valid(range);
};

export const AgeSchema = v.pipe(
  v.number(MESSAGES.ageInvalid),
  v.integer(MESSAGES.ageInvalid),
  v.minValue(AGE.min, MESSAGES.ageInvalid),
  v.maxValue(AGE.max, MESSAGES.ageInvalid),
);

/** The "for age" filter: the dancer's age, 0–100. */
export const AgeFilterSchema = AgeSchema;

/** The age filter as a query-string value (`'25'` → 25). */
export const AgeFilterQuerySchema = v.pipe(
  v.string(MESSAGES.ageInvalid),
  v.trim(),
  v.regex(/^\d{1,3}$/, MESSAGES.ageInvalid),
  v.transform(Number),
  AgeSchema,
);
