/**
 * What the widgets read from their attributes: forgiving (unknown words are ignored, never a crash)
 * and pure, so each rule has a table-driven test.
 */
import { type Language, Level, languageFromTag } from '@plie/shared';
import type { ColorScheme } from '../theme';
import { isHexColor, isPrimaryColorName, type PrimaryColor } from '../theme';

/** The widget's language: its `lang`, else the page's `<html lang>` (`uk-UA`, `PL`…), else English. */
export const widgetLanguage = (attribute: string | undefined, pageLanguage: string | undefined): Language =>
  languageFromTag(attribute) ?? languageFromTag(pageLanguage) ?? 'en';

/** `light` or `dark` when the attribute says so; otherwise the visitor's preference decides. */
export const widgetScheme = (attribute: string | undefined, prefersDark: boolean): ColorScheme => {
  const value = attribute?.trim().toLowerCase();
  if (value === 'light' || value === 'dark') return value;
  return prefersDark ? 'dark' : 'light';
};

/** The primary colour: the attribute when it is a palette name or a hex colour, else the fallback. */
export const widgetColor = (
  attribute: string | undefined,
  fallback: PrimaryColor | undefined,
): PrimaryColor | undefined => {
  const value = attribute?.trim().toLowerCase() ?? '';
  if (isPrimaryColorName(value)) return value;
  if (isHexColor(value)) return value;
  return fallback;
};

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
