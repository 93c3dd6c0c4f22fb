import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { isLanguage, type Language } from './languages';

/**
 * Weekday names as `Intl.DateTimeFormat` writes them (`weekday: 'short' | 'long'`), Monday first,
 * in each interface language (in its `Intl` locale: `intlLocale`). Written out rather than asked of `Intl`: each
 * `Intl.DateTimeFormat` a page makes costs 15–25 ms on a phone (4× CPU slowdown) even once ICU is
 * loaded, and these three formatters were made on the landing page's first render (issue #18:
 * total blocking time). A test holds the names, times and ranges to ICU's.
 */
interface WeekdayNames {
  short: readonly string[];
  long: readonly string[];
}

export const WEEKDAY_NAMES: Readonly<Record<Language, WeekdayNames>> = {
  en: {
    short: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    long: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
  pl: {
    short: ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'],
    long: ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'],
  },
  ua: {
    short: ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'],
    long: ['понеділок', 'вівторок', 'середа', 'четвер', 'пʼятниця', 'субота', 'неділя'],
  },
};

/**
 * Between a range's two times, as ICU writes them: English spaces its dash, Polish and Ukrainian do
 * not. (ICU 72+ writes thin spaces where Chrome writes plain ones; plain here, on every engine, so
 * a page rendered on the server reads the same when the browser hydrates it.)
 */
const RANGE_DASH: Readonly<Record<Language, string>> = { en: ' – ', pl: '–', ua: '–' };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `9, 5` → "09:05": 24-hour, two digits each, the same in the three languages. */
export const clockTime = (hour: number, minute: number) => `${twoDigits(hour)}:${twoDigits(minute)}`;

/** The lesson format of an interface language. */
export const lessonFormatOf = (language: Language) => {
  const names = WEEKDAY_NAMES[language];
  const dash = RANGE_DASH[language];
  const name = (list: readonly string[], weekday: number) => list[((weekday % 7) + 7) % 7] ?? '';
  return {
    /** `0` (Monday) → "Mon" / "pon." / "пн". */
    weekday: (weekday: number) => name(names.short, weekday),
    weekdayLong: (weekday: number) => name(names.long, weekday),
    time: clockTime,
    /** "09:00 – 10:30"; one time when both ends are the same minute, as `formatRange` writes it. */
    timeRange: (start: readonly [number, number], end: readonly [number, number]) => {
      const from = clockTime(...start);
      const to = clockTime(...end);
      return from === to ? from : `${from}${dash}${to}`;
    },
  };
};

/** Weekday names and clock times in the user's language, 24-hour as in Europe. */
export const useLessonFormat = () => {
  const { i18n } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return useMemo(() => lessonFormatOf(language), [language]);
};
