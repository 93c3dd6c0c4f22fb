/**
 * The attributes every widget takes (`lang`, `theme`, `color`, `api`) and how they are read:
 * forgiving (unknown words are ignored, never a crash) and pure, so each rule has a table-driven
 * test. Each widget's own attributes live in its folder (`schedule/schedule.attributes.ts`, …); the
 * names alone in `common-attribute-names.ts`.
 */
import { type Language, languageFromTag } from '@plie/shared';
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
