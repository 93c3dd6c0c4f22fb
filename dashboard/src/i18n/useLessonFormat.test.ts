import { intlLocale, LANGUAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { lessonFormatOf } from './useLessonFormat';

/** What `Intl` writes, with ICU's thin and narrow spaces as plain ones (as Chrome writes them). */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
const A_MONDAY = Date.UTC(2024, 0, 1);
const at = (hour: number, minute: number) => Date.UTC(2024, 0, 1, hour, minute);

describe('lessonFormatOf: weekday names and times without asking Intl', () => {
  for (const language of LANGUAGES) {
    const locale = intlLocale(language);
    const format = lessonFormatOf(language);
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const clock = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });

    it(`names every weekday as Intl does in ${locale}`, () => {
      for (let weekday = 0; weekday < 7; weekday++) {
        expect(format.weekday(weekday)).toBe(short.format(A_MONDAY + weekday * 86_400_000));
        expect(format.weekdayLong(weekday)).toBe(long.format(A_MONDAY + weekday * 86_400_000));
      }
    });

    it(`writes times and ranges as Intl does in ${locale}, overnight and zero-length ranges too`, () => {
      const times: [number, number][] = [
        [0, 0],
        [6, 5],
        [9, 30],
        [12, 0],
        [18, 45],
        [23, 59],
      ];
      for (const start of times) {
        expect(format.time(...start)).toBe(plain(clock.format(at(...start))));
        for (const end of times) {
          expect(format.timeRange(start, end)).toBe(plain(clock.formatRange(at(...start), at(...end))));
        }
      }
    });
  }

  it('wraps weekdays outside 0–6', () => {
    const format = lessonFormatOf('en');
    expect(format.weekday(7)).toBe('Mon');
    expect(format.weekday(-1)).toBe('Sun');
  });
});
