/**
 * Search filters (spec §3 "Filters"). Each search endpoint accepts the subset that applies to it;
 * every field is optional and an empty list means "any".
 */
import * as v from 'valibot';
import { FILTERS, TEXT_MAX_LENGTH } from '../constants';
import { LevelSchema } from '../enums';
import { AgeFilterSchema } from '../validation/age';
import { WeekdaySchema } from '../validation/lesson';
import { IdSchema, LatitudeSchema, LongitudeSchema, textSchema } from './common';

const listOf = <S extends v.GenericSchema>(item: S) =>
  v.pipe(v.array(item), v.maxLength(FILTERS.maxListItems));

export const FiltersSchema = v.object({
  /** Free text (lesson, teacher or studio name). */
  search: v.optional(textSchema(TEXT_MAX_LENGTH.search)),
  country: v.optional(textSchema(TEXT_MAX_LENGTH.name)),
  city: v.optional(textSchema(TEXT_MAX_LENGTH.name)),
  lat: v.optional(LatitudeSchema),
  lng: v.optional(LongitudeSchema),
  /** Weekdays, 0 = Monday. */
  days: v.optional(listOf(WeekdaySchema)),
  studioIds: v.optional(listOf(IdSchema)),
  roomIds: v.optional(listOf(IdSchema)),
  /** Teacher (user) ids. */
  teachers: v.optional(listOf(IdSchema)),
  customTeacherNames: v.optional(listOf(textSchema(TEXT_MAX_LENGTH.name))),
  /** Style ids. */
  styles: v.optional(listOf(IdSchema)),
  levels: v.optional(listOf(LevelSchema)),
  /** The dancer's age: lessons whose age range includes it. */
  forAge: v.optional(AgeFilterSchema),
  removeClosedGroups: v.optional(v.boolean()),
  /** Only lessons of registered teachers' own schedules (no studio). */
  teachersOnly: v.optional(v.boolean()),
  /** Only lessons held by studios. */
  studiosOnly: v.optional(v.boolean()),
});
export type Filters = v.InferOutput<typeof FiltersSchema>;
