/**
 * The lesson's time zone (spec §3 `lessonTimezone`, §4: the default is the browser's): the zones of
 * the places Plié's studios and teachers are in, plus the browser's and the lesson's own.
 */
import { isTimeZone } from '@plie/shared';

/** Used when the browser does not say (or says something the API would refuse). */
export const FALLBACK_TIME_ZONE = 'Europe/Warsaw';

export const COMMON_TIME_ZONES = [
  'Europe/Warsaw',
  'Europe/Kyiv',
  'Europe/Berlin',
  'Europe/Prague',
  'Europe/Vienna',
  'Europe/Vilnius',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Istanbul',
  'UTC',
  'America/New_York',
  'America/Toronto',
  'America/Los_Angeles',
] as const;

/** The browser's time zone, when it is one the API knows. */
export const browserTimeZone = (): string => {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
};

/** The zones the select offers: the lesson's and the browser's first, then the common ones, each once. */
export const timeZoneOptions = (...first: readonly string[]): string[] => [
  ...new Set([...first.filter((zone) => zone && isTimeZone(zone)), ...COMMON_TIME_ZONES]),
];

/** `America/New_York` → `America / New York`. */
export const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ').replaceAll('/', ' / ');
