import { Level } from '@plie/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SdkLanguageProvider } from '../../i18n/language';
import { LessonTable, type LessonTableProps } from './lesson-table';
import { makeLesson } from './make-lesson';

/** Tuesday 10 March 2026, 19:30 in Kraków. */
const NOW = new Date('2026-03-10T18:30:00Z');

const lessons = [
  makeLesson(),
  makeLesson({
    id: 'lesson-2',
    name: 'Bachata',
    style: { id: 'bachata', name: 'Bachata' },
    weekday: 3,
    level: Level.Pro,
    attendeeCount: 30,
    isClosedGroup: true,
  }),
  makeLesson({
    id: 'lesson-3',
    name: 'Tango in the park',
    style: { id: 'tango', name: 'Argentine Tango' },
    weekday: 5,
    startHour: 11,
    endHour: 12,
    room: undefined,
    roomId: undefined,
    capacity: undefined,
    teacher: undefined,
    teacherId: undefined,
    customTeacherName: 'Guest Teacher',
    customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'PL' },
  }),
];

const render = (props: Partial<LessonTableProps> = {}) =>
  renderToStaticMarkup(
    <LessonTable lessons={lessons} now={NOW} viewerTimeZone="Europe/Warsaw" layout="table" {...props} />,
  );

/** The markup without tags (and emotion's server-rendered styles): what is read, in order. */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('LessonTable as a table', () => {
  it('is a captioned table with column and row headers', () => {
    const html = render({ caption: 'Lessons in Kraków' });
    expect(html).toMatch(/<table[^>]*part="table"/);
    expect(html).toContain('Lessons in Kraków</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(7);
    expect(html.match(/<th scope="row"/g)).toHaveLength(3);
    expect(text(html)).toContain('When Next date Lesson Level Teacher Place Places');
  });

  it('draws only its first rows in its first render when asked to draw a few per task, all by default', () => {
    expect(render({ rowsPerTask: 2 }).match(/<th scope="row"/g)).toHaveLength(2);
    expect(render({ rowsPerTask: 5 }).match(/<th scope="row"/g)).toHaveLength(3);
    expect(render().match(/<th scope="row"/g)).toHaveLength(3);
  });

  it('highlights the lesson under way and says so', () => {
    const html = render();
    expect(html.match(/aria-current="time"/g)).toHaveLength(1);
    expect(html).toMatch(/<tr aria-current="time" part="row current-row"><td>.*?Tuesday.*?19:00–20:00/);
    expect(text(html)).toContain('Salsa Cubana Salsa Teacher: Iryna Kovalenko Now — on now');
  });

  it('has a copy of the teacher and the next date for when the table is too narrow for their columns', () => {
    const html = render();
    expect(html.match(/<th scope="col" data-column="(teacher|next-date)"/g)).toHaveLength(2);
    expect(html.match(/data-column="teacher"/g)).toHaveLength(4);
    expect(html.match(/data-inline="teacher"/g)).toHaveLength(3);
    expect(html.match(/data-inline="next-date"/g)).toHaveLength(3);
    expect(html).toMatch(/@container plie-lessons \(max-width: ?60rem\)/);
  });

  it('shows level, teacher, place and the occupancy badge, none without a capacity', () => {
    const rows = (render().match(/<tr[\s\S]*?<\/tr>/g) ?? []).slice(1).map(text);
    expect(rows[0]).toBe(
      'Tue Tuesday 19:00–20:00 Next date: Mar 17 Mar 17 Salsa Cubana Salsa Teacher: Iryna Kovalenko ' +
        'Now — on now Beginner Iryna Kovalenko Rytm Dance Studio Sala Duża ' +
        '12/30 12 of 30 places taken. 18 places left',
    );
    expect(rows[1]).toContain('Bachata Teacher: Iryna Kovalenko Closed group Pro');
    expect(rows[1]).toContain('Full Full. 30 of 30 places taken');
    expect(rows[2]).toMatch(/Guest Teacher Kraków Park Jordana$/);
  });

  it('renders the actions slot once a row, with its own column', () => {
    const html = render({ actions: (lesson) => <a href={`/edit-lesson?lessonId=${lesson.id}`}>Edit</a> });
    expect(html.match(/>Edit<\/a>/g)).toHaveLength(3);
    expect(html.match(/<th scope="col"/g)).toHaveLength(8);
    expect(html).toContain('href="/edit-lesson?lessonId=lesson-2"');
  });

  it('makes the lesson name a button when rows can be opened', () => {
    expect(
      render({ onLessonClick: () => {} }).match(/<button type="button"[^>]*>Salsa Cubana<\/button>/),
    ).not.toBeNull();
    expect(render()).not.toContain('<button');
  });

  it('speaks the language it is given, or its provider’s', () => {
    const polish = text(render({ language: 'pl' }));
    expect(polish).toContain('Kiedy Najbliższy termin Zajęcia Poziom Instruktor Miejsce Miejsca');
    expect(polish).toContain('wt. wtorek 19:00–20:00 Najbliższy termin: 17 mar 17 mar Salsa Cubana Salsa');
    expect(polish).toContain('Instruktor: Iryna Kovalenko Teraz — trwają teraz Początkujący');
    expect(polish).toContain('Zajęte miejsca: 12 z 30. Zostało 18 miejsc');
    const ukrainian = text(
      renderToStaticMarkup(
        <SdkLanguageProvider language="ua">
          <LessonTable lessons={lessons} now={NOW} viewerTimeZone="Europe/Warsaw" layout="table" />
        </SdkLanguageProvider>,
      ),
    );
    expect(ukrainian).toContain('Коли Найближча дата Заняття Рівень Викладач Місце Місця');
    // Ukrainian plural rules, not English ones: 18 → "місць".
    expect(ukrainian).toContain('Зайнято місць: 12 з 30. Залишилося 18 місць');
  });

  it('is styled with the default theme when no provider gives one', () => {
    expect(render()).not.toContain('css=');
    expect(render()).toMatch(/<style[^>]*>[^<]*background:#dcfce7/);
  });
});

describe('LessonTable as a list of short rows', () => {
  it('stacks time and day, name, level, place and badge in each item', () => {
    const html = render({ layout: 'list', caption: 'Lessons in Kraków' });
    expect(html).not.toContain('<table');
    expect(html).toMatch(/<ul[^>]*aria-label="Lessons in Kraków"/);
    const items = (html.match(/<li[\s\S]*?<\/li>/g) ?? []).map(text);
    expect(items).toHaveLength(3);
    expect(items[0]).toBe(
      'Tue Tuesday 19:00–20:00 · Mar 17 12/30 12 of 30 places taken. 18 places left Salsa Cubana Salsa ' +
        'Beginner Now — on now Rytm Dance Studio · Sala Duża · Iryna Kovalenko',
    );
    expect(html.match(/<li[^>]*aria-current="time"/g)).toHaveLength(1);
  });
});

describe('LessonTable laid out by its width (layout "auto")', () => {
  /** Renders as the browser's first render would, in a window `width` px wide. */
  const renderInWindow = (width: number | undefined) => {
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'window');
    if (width !== undefined)
      Object.defineProperty(globalThis, 'window', {
        value: {
          // Asked of a media query (reading `innerWidth` would lay a phone's page out mid-commit).
          matchMedia: (query: string) => ({
            matches: query === '(min-width: 600px)' ? width >= 600 : false,
          }),
          get innerWidth(): number {
            throw new Error('innerWidth read: it forces a layout on a phone');
          },
        },
        configurable: true,
      });
    try {
      return render({ layout: 'auto' });
    } finally {
      if (saved) Object.defineProperty(globalThis, 'window', saved);
      else Reflect.deleteProperty(globalThis, 'window');
    }
  };

  it('is the list from the first render in a phone-wide window (never a table drawn, measured and drawn again)', () => {
    const html = renderInWindow(390);
    expect(html).toMatch(/<ul[^>]*part="list"/);
    expect(html).not.toContain('<table');
  });

  it('is the table until measured in a wide window (the element may still sit in a narrow column) and without one', () => {
    expect(renderInWindow(1280)).toContain('<table');
    expect(renderInWindow(undefined)).toContain('<table');
  });
});

describe('LessonTable without lessons', () => {
  it('shows the empty slot, or a short note', () => {
    expect(text(render({ lessons: [], empty: <strong>Pick another day</strong> }))).toBe('Pick another day');
    expect(text(render({ lessons: [], language: 'pl' }))).toBe('Brak zajęć do pokazania.');
  });
});
