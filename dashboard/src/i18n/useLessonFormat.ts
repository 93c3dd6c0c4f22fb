import { useMemo } from 'react';
import { useIntlLocale } from './useIntlLocale';

/** A Monday (weekday 0 in Plié), to name weekdays through `Intl`. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/**
 * ICU 72+ writes a thin space (U+2009) around a range's dash and a narrow no-break space (U+202F)
 * before a day period; Chrome writes plain spaces, Node (which pre-renders pages at build time,
 * issue #18) the ICU ones. One spelling on every engine, so a pre-rendered page reads the same when
 * the browser hydrates it.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** Weekday names and clock times in the user's language, 24-hour as in Europe. */
export const useLessonFormat = () => {
  const locale = useIntlLocale();
  return useMemo(() => {
    const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const longWeekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const timeFormat = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    const at = (hour: number, minute: number) => Date.UTC(2024, 0, 1, hour, minute);
    return {
      /** `0` (Monday) → "Mon" / "pon." / "пн". */
      weekday: (weekday: number) => weekdayFormat.format(A_MONDAY + weekday * DAY_MS),
      weekdayLong: (weekday: number) => longWeekdayFormat.format(A_MONDAY + weekday * DAY_MS),
      time: (hour: number, minute: number) => plainSpaces(timeFormat.format(at(hour, minute))),
      timeRange: (start: readonly [number, number], end: readonly [number, number]) =>
        plainSpaces(timeFormat.formatRange(at(...start), at(...end))),
    };
  }, [locale]);
};
