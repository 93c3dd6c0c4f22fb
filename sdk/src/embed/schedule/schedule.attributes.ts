/**
 * The attributes of `<plie-schedule>` and how they narrow it: forgiving (unknown words are ignored,
 * never a crash) and pure, so each rule has a table-driven test beside it. The names alone are in
 * `schedule.attribute-names.ts`.
 */
import { Level } from '@plie/shared';

const words = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);

const unique = <T>(values: T[]): T[] => [...new Set(values)];

const LEVELS: Record<string, Level> = {
  beginner: Level.Beginner,
  intermediate: Level.Intermediate,
  pro: Level.Pro,
  open: Level.Open,
};

/** `levels="beginner,open"` → the levels named (unknown names ignored). */
export const levelsOf = (value: string | undefined): Level[] =>
  unique(words(value).flatMap((word) => (word in LEVELS ? [LEVELS[word] as Level] : [])));

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** `days="mon,wed"` → weekdays, 0 = Monday (full names and any case work too; unknown ones ignored). */
export const daysOf = (value: string | undefined): number[] =>
  unique(
    words(value).flatMap((word) => {
      const day = word.length >= 3 ? DAYS.indexOf(word.slice(0, 3)) : -1;
      return day >= 0 ? [day] : [];
    }),
  ).sort((a, b) => a - b);

/** `styles="Salsa, bachata"` → the lowercase names or ids to keep. */
export const stylesOf = (value: string | undefined): string[] => unique(words(value));

/** `view`: the calendar when asked for, else the table. */
export const viewOf = (value: string | undefined): 'table' | 'calendar' =>
  value?.trim().toLowerCase() === 'calendar' ? 'calendar' : 'table';
