/** The sdk components' texts in Polish (keys and signatures as in `en.ts`). */
import type { Messages } from './en';
import { plural } from './plural';

export const pl = {
  lessons: 'Zajęcia',
  columns: {
    when: 'Kiedy',
    nextDate: 'Najbliższy termin',
    lesson: 'Zajęcia',
    level: 'Poziom',
    teacher: 'Instruktor',
    place: 'Miejsce',
    places: 'Miejsca',
    actions: 'Akcje',
  },
  levels: { 0: 'Początkujący', 1: 'Średni', 2: 'Pro', 3: 'Otwarty' },
  now: 'Teraz',
  onNow: 'trwają teraz',
  closedGroup: 'Grupa zamknięta',
  full: 'Komplet',
  occupancy: (taken: number, capacity: number) => `Zajęte miejsca: ${taken} z ${capacity}`,
  placesLeft: (count: number) =>
    plural('pl', count, {
      one: 'Zostało # miejsce',
      few: 'Zostały # miejsca',
      many: 'Zostało # miejsc',
      other: 'Zostało # miejsca',
    }),
  agesBetween: (min: number, max: number) => `Wiek ${min}–${max}`,
  agesFrom: (min: number) => `Wiek ${min}+`,
  agesUpTo: (max: number) => `Wiek do ${max}`,
  timeZone: (zone: string) => `Godziny w strefie ${zone}`,
  noLessons: 'Brak zajęć do pokazania.',
  calendar: {
    label: 'Kalendarz zajęć',
    previousWeek: 'Poprzedni tydzień',
    nextWeek: 'Następny tydzień',
    previousDay: 'Poprzedni dzień',
    nextDay: 'Następny dzień',
    today: 'Dzisiaj',
    newLessonAt: (day: string, time: string) => `Dodaj zajęcia: ${day}, ${time}`,
    instructions:
      'Wybierz wolny termin, aby dodać w nim zajęcia. Strzałki przechodzą między godzinami i dniami; Shift ze strzałką w górę lub w dół zaznacza dłuższy czas.',
    noLessonsOnDay: 'Brak zajęć tego dnia.',
    noLessonsInWeek: 'Brak zajęć w tym tygodniu.',
  },
} satisfies Messages;
