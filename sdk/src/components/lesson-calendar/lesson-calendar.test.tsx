import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeLesson } from '../lesson-table/make-lesson';
import { LessonCalendar, type LessonCalendarProps } from './lesson-calendar';

/** Tuesday 10 March 2026, 19:30 in Kraków: Salsa Cubana (Tuesday 19:00–20:00) is under way. */
const NOW = new Date('2026-03-10T18:30:00Z');

const lessons = [
  makeLesson(),
  makeLesson({
    id: 'lesson-2',
    name: 'Bachata',
    styleId: 'bachata',
    style: { id: 'bachata', name: 'Bachata' },
    startHour: 19,
    startMinute: 45,
    endHour: 21,
    endMinute: 0,
    teacher: undefined,
    teacherId: undefined,
    customTeacherName: 'Guest Teacher',
  }),
  makeLesson({ id: 'lesson-3', name: 'Jazz', weekday: 5, startHour: 10, endHour: 11 }),
];

const render = (props: Partial<LessonCalendarProps> = {}) =>
  renderToStaticMarkup(<LessonCalendar lessons={lessons} now={NOW} view="week" {...props} />);

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const labelsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*aria-label="([^"]*)"`, 'g'))].map((match) => match[1]);

describe('LessonCalendar, week view', () => {
  it('shows the week of today from Monday, today marked', () => {
    const html = render();
    expect(text(html)).toContain('March 9 – 15, 2026');
    expect(html.match(/part="day-header"/g)).toHaveLength(7);
    expect(text(html)).toMatch(/^.*Mon 9 Monday, March 9 Tue 10 Tuesday, March 10/);
    expect(html).toMatch(/part="day-header" aria-current="date"[^>]*><span aria-hidden="true">Tue/);
  });

  it('labels the hours of the padded range (09:00–22:00 for 10:00–21:00)', () => {
    const hours = [...render().matchAll(/<span style="top:[^"]*">(\d\d:\d\d)<\/span>/g)].map((m) => m[1]);
    expect(hours).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
  });

  it('names each lesson in full and makes it a Tab stop; the one under way says so', () => {
    const html = render();
    expect(labelsOf(html, 'article')).toEqual([
      'Salsa Cubana, Tuesday 19:00–20:00, Iryna Kovalenko, Rytm Dance Studio, Sala Duża, on now',
      'Bachata, Tuesday 19:45–21:00, Guest Teacher, Rytm Dance Studio, Sala Duża',
      'Jazz, Saturday 10:00–11:00, Iryna Kovalenko, Rytm Dance Studio, Sala Duża',
    ]);
    expect(html.match(/<article tabindex="0"/g)).toHaveLength(3);
    expect(html.match(/aria-current="time"/g)).toHaveLength(1);
    expect(html).toMatch(/<ul[^>]*aria-label="Tuesday, March 10"/);
  });

  it('sets overlapping lessons side by side', () => {
    const positions = [...render().matchAll(/<li[^>]*style="([^"]*)"/g)].map((match) => match[1]);
    // Salsa 19:00–20:00 and Bachata 19:45–21:00 share Tuesday: two lanes; Jazz has Saturday to itself.
    expect(positions[0]).toContain('* 0 + 1px');
    expect(positions[0]).toContain('/ 2 - 2px');
    expect(positions[1]).toContain('* 0.5 + 1px');
    expect(positions[2]).toContain('/ 1 - 2px');
  });

  it('makes lessons buttons, and empty slots buttons (one Tab stop), only when asked', () => {
    expect(render()).not.toContain('part="slot"');
    const html = render({ onSlotSelect: () => {}, onLessonClick: () => {} });
    expect(html.match(/part="slot"/g)).toHaveLength(7 * 52);
    expect(html.match(/tabindex="0"[^>]*part="slot"|part="slot"[^>]*tabindex="0"/g)).toHaveLength(1);
    expect(labelsOf(html, 'button')).toContain('Add a lesson on Wednesday at 18:15');
    expect(html.match(/<button type="button"[^>]*part="lesson/g)).toHaveLength(3);
  });
});

describe('LessonCalendar, day view and languages', () => {
  it('shows one day with the week’s days to jump to', () => {
    const html = render({ view: 'day', language: 'pl' });
    expect(text(html)).toContain('wtorek, 10 marca 2026');
    expect(html).not.toContain('part="day-header"');
    expect(labelsOf(html, 'button')).toEqual([
      'Poprzedni dzień',
      'Następny dzień',
      'poniedziałek, 9 marca',
      'wtorek, 10 marca',
      'środa, 11 marca',
      'czwartek, 12 marca',
      'piątek, 13 marca',
      'sobota, 14 marca',
      'niedziela, 15 marca',
    ]);
    expect(html).toMatch(/aria-pressed="true" aria-label="wtorek, 10 marca"/);
    expect(labelsOf(html, 'article')).toHaveLength(2);
  });

  it('colours styles from the studio colour', () => {
    const teal = render({ primaryColor: 'teal' });
    const purple = render({ primaryColor: 'purple' });
    expect(teal).not.toBe(purple);
  });

  it('shows 08:00–12:00 and says so when there are no lessons', () => {
    const html = render({ lessons: [], language: 'ua', timeZone: 'Europe/Kyiv' });
    expect(text(html)).toContain('Цього тижня немає занять.');
    expect(text(html)).toMatch(/08:00 09:00 10:00 11:00$/);
  });
});
