import { WEEKDAY } from '@plie/shared';
import { useMemo } from 'react';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { useLessonFormat } from '../../i18n/useLessonFormat';

/** The weekdays, Monday (0) first, named in the user's language as a select lists them ("Poniedziałek"). */
export const useWeekdayNames = (): readonly string[] => {
  const locale = useIntlLocale();
  const { weekdayLong } = useLessonFormat();
  return useMemo(
    () =>
      Array.from({ length: WEEKDAY.count }, (_, weekday) => {
        const name = weekdayLong(weekday);
        return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
      }),
    [weekdayLong, locale],
  );
};

/** The `<option>`s of a weekday select: the value is the weekday number (0 = Monday). */
export function WeekdayOptions() {
  return useWeekdayNames().map((name, weekday) => (
    <option key={name} value={weekday}>
      {name}
    </option>
  ));
}
